package io.pipespec.samples.function;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectShape;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * The deduplicating step as a streaming job runs it, with its shape kept: renaming the step,
 * changing the coder of its {@code seen} or {@code expiresAt} state, or dropping its {@code expiry}
 * timer would strand the state of the running job, and {@link #shapeKept} fails with the reason.
 * The shape file is {@code
 * src/test/resources/io/pipespec/samples/function/DeduplicateShapeTest/DeduplicateShapeTest.shapeKept.shape};
 * see docs/shapes.md.
 *
 * <p>The repeat arrives after the watermark passed the first click: a runner may deliver elements
 * between two advances in any order, and this step keeps whichever of a key's clicks comes first
 * (exploring the timeline without the advance finds the order where {@code a=repeat} is kept).
 */
// snippet:shape
@PipelineTest
@Timeline({"a=first @ 0", "b=first @ 10s", "watermark 20s", "a=repeat @ 30s", "watermark end"})
class DeduplicateShapeTest {

  @UnderTest
  static PCollection<KV<String, String>> deduplicated(PCollection<KV<String, String>> clicks) {
    return clicks.apply("Deduplicate", ParDo.of(new Deduplicate(Duration.standardMinutes(1))));
  }

  @ExpectContains({"a=first", "b=first"})
  void firstOfEachKeyPasses() {}

  @ExpectShape
  void shapeKept() {}
}
// end snippet:shape
