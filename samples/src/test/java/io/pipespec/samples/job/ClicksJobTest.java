package io.pipespec.samples.job;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectCount;
import io.pipespec.ExpectShape;
import io.pipespec.Options;
import io.pipespec.Output;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import io.pipespec.samples.job.ClicksJob.ClicksOptions;
import org.apache.beam.sdk.Pipeline;

/**
 * The streaming clicks job as written: its unbounded read from the broker is replaced by a
 * timeline, and what it would publish is captured.
 */
@PipelineTest
@Output(name = "counts", of = "PublishCounts", type = String.class)
@Timeline(
    replaces = "ReadClicks",
    type = String.class,
    value = {
      "ann,home @ 10s",
      "bob,home @ 20s",
      "ann,cart @ 50s",
      "watermark 1m",
      "cid,home @ 1m10s",
      "watermark end"
    })
class ClicksJobTest {

  @UnderTest
  static void clicks(Pipeline pipeline, ClicksOptions options) {
    ClicksJob.build(pipeline, options);
  }

  @Options
  static String[] arguments() {
    return new String[] {"--broker=broker.internal:9092", "--topic=clicks"};
  }

  @ExpectContains(
      output = "counts",
      value = {"home=2", "cart=1"})
  @Window(start = "0", size = "1m")
  @Pane(Timing.ON_TIME)
  void firstMinute() {}

  @ExpectContains(output = "counts", value = "home=1")
  @Window(start = "1m", size = "1m")
  void secondMinute() {}

  @ExpectCount(output = "counts", value = 3)
  void threeCounts() {}

  /**
   * What a new version of the job must keep to take over the running one's state (its windowed
   * counts): recorded in {@code ClicksJobTest/ClicksJobTest.shapeKept.shape}, see docs/shapes.md.
   */
  @ExpectShape
  void shapeKept() {}
}
