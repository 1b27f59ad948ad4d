package io.pipespec.samples.sessions;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectEmpty;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * A late click is dropped, on every runner: dave's session [1m, 11m) closes when the watermark
 * passes 11m (no allowed lateness), so his click at 5m that arrives after the watermark reached 20m
 * is droppable. Had it been counted, it would have merged into a session [1m, 15m) with dave=2.
 *
 * <p>On Flink with its own settings ({@code pipespec.runnerDefaults=production}) this test can
 * fail: through the parallel instances of the steps and their bundles, the late click may reach the
 * window step before the watermark that precedes it in the input, and be counted ({@code dave=2} in
 * {@code [1m, 15m)}). Pipespec's faithful Flink options ({@code --parallelism=1 --maxBundleSize=1})
 * keep elements and watermarks in order, and the verdicts match the DirectRunner's.
 */
@PipelineTest
@Timeline({"dave @ 1m", "erin @ 2m", "watermark 20m", "dave @ 5m", "watermark end"})
class LateClickTest {

  @UnderTest
  static PCollection<KV<String, Integer>> sessions(PCollection<String> clicks) {
    return clicks.apply(new SessionClicks(Duration.standardMinutes(10)));
  }

  @ExpectContains("dave=1")
  @Window(start = "1m", end = "11m")
  void theLateClickIsNotCounted() {}

  @ExpectEmpty
  @Window(start = "1m", end = "15m")
  void theLateClickMergesNoSession() {}

  @ExpectContains({"dave=1", "erin=1"})
  @Pane(Timing.ON_TIME)
  void eachSessionFiresOnTimeOnce() {}
}
