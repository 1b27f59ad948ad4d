package io.pipespec.flink.matrix;

import io.pipespec.BaseTime;
import io.pipespec.ExpectContains;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.Timeline;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.Sessions;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * Clicks summed per user in sessions of ten minutes, with no allowed lateness: the click of 240
 * arrives after the watermark passed its session and must be dropped. The DirectRunner drops it;
 * Flink with its production settings bundles it with the on-time clicks ahead of the watermark and
 * sums it into the on-time pane, unless Pipespec's faithful options (one element a bundle) are on.
 */
@PipelineTest
@Runners({"DirectRunner", "FlinkRunner"})
@BaseTime("2026-01-01T09:00:00Z")
@Timeline({"dave=60 @ 1m", "dave=60 @ 3m", "watermark 20m", "dave=240 @ 2m", "watermark 40m"})
public class LateClicksTest {

  @UnderTest
  static PCollection<KV<String, Integer>> sessions(PCollection<KV<String, Integer>> clicks) {
    return clicks
        .apply(
            org.apache.beam.sdk.transforms.windowing.Window.into(
                Sessions.withGapDuration(Duration.standardMinutes(10))))
        .apply(Sum.integersPerKey());
  }

  @ExpectContains("dave=120")
  @Window(start = "1m", end = "13m")
  @Pane(Timing.ON_TIME)
  void lateClickDropped() {}
}
