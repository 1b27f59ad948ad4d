package io.pipespec.flink.defaults;

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
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * {@link WatermarkJumpTest} with the watermark passing the window's end (12m) and the end of its
 * allowed lateness (30m) in two steps.
 */
@PipelineTest
@Runners("FlinkRunner")
@BaseTime("2026-01-01T09:00:00Z")
@Timeline({"red=3 @ 1m", "blue=5 @ 2m", "red=4 @ 3m", "watermark 12m", "watermark 30m"})
public class TwoStepWatermarkTest {

  @UnderTest
  static PCollection<KV<String, Integer>> totals(PCollection<KV<String, Integer>> scores) {
    return scores
        .apply(
            org.apache.beam.sdk.transforms.windowing.Window.<KV<String, Integer>>into(
                    FixedWindows.of(Duration.standardMinutes(10)))
                .withAllowedLateness(Duration.standardMinutes(5))
                .discardingFiredPanes())
        .apply(Sum.integersPerKey());
  }

  @ExpectContains({"red=7", "blue=5"})
  @Window(start = "0m", end = "10m")
  @Pane(Timing.ON_TIME)
  void onePanePerTeam() {}
}
