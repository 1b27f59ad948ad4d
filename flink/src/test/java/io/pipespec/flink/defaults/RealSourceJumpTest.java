package io.pipespec.flink.defaults;

import io.pipespec.BaseTime;
import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import java.util.List;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.WithTimestamps;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;
import org.joda.time.Instant;

/**
 * {@link WatermarkJumpTest} with a real source instead of a {@code TestStream}: a bounded {@code
 * Create} whose elements get their event times in the pipeline, run in streaming mode ({@code
 * --streaming=true} in the test's options), where the source's watermark jumps from the start of
 * time to its end once every element is read: past the window's end and the end of its allowed
 * lateness at once, as a production job's source does when it finishes.
 */
@PipelineTest
@Runners("FlinkRunner")
@BaseTime("2026-01-01T09:00:00Z")
public class RealSourceJumpTest {

  @Input
  static List<KV<String, Integer>> scores() {
    return List.of(KV.of("red", 3), KV.of("blue", 5), KV.of("red", 4));
  }

  @UnderTest
  static PCollection<KV<String, Integer>> totals(PCollection<KV<String, Integer>> scores) {
    return scores
        .apply(
            WithTimestamps.<KV<String, Integer>>of(
                score -> Instant.parse("2026-01-01T09:01:00Z").plus(Duration.standardMinutes(1))))
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
