package io.pipespec.samples.job;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectCount;
import io.pipespec.Options;
import io.pipespec.Output;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import io.pipespec.samples.job.ClicksJob.ClicksOptions;
import org.apache.beam.sdk.Pipeline;

/**
 * Will the next version of the clicks job take over the running one's counts? The job as recorded
 * counted three clicks of the first minute and was stopped with a savepoint ({@code
 * ClicksJobTakeOverTest/ClicksJobTakeOverTest.ClicksJobTakeOverTest.savepoint}, recorded with
 * {@code -Dpipespec.savepoints=record}); the current code is restored from it and sees the rest of
 * the minute. The first minute's counts include the clicks before the update only if its state was
 * taken over. On FlinkRunner (the samples' Flink run); the DirectRunner, which cannot restore a
 * savepoint, reports it skipped with the reason. See docs/takeover.md.
 */
// snippet:takeover
@PipelineTest
@Output(name = "counts", of = "PublishCounts", type = String.class)
@Timeline(
    replaces = "ReadClicks",
    type = String.class,
    value = {
      "ann,home @ 10s",
      "bob,home @ 20s",
      "ann,cart @ 30s",
      "watermark 40s",
      "savepoint",
      "cid,home @ 50s",
      "dan,home @ 1m10s",
      "watermark end"
    })
class ClicksJobTakeOverTest {

  @UnderTest
  static void clicks(Pipeline pipeline, ClicksOptions options) {
    ClicksJob.build(pipeline, options);
  }

  @Options
  static String[] arguments() {
    return new String[] {"--broker=broker.internal:9092", "--topic=clicks"};
  }

  /** Two home clicks before the update, one after: three only if the count was taken over. */
  @ExpectContains(
      output = "counts",
      value = {"home=3", "cart=1"})
  @Window(start = "0", size = "1m")
  void firstMinuteKeepsTheClicksBeforeTheUpdate() {}

  @ExpectContains(output = "counts", value = "home=1")
  @Window(start = "1m", size = "1m")
  void secondMinuteCountsAfresh() {}

  @ExpectCount(output = "counts", value = 3)
  void threeCounts() {}
}
// end snippet:takeover
