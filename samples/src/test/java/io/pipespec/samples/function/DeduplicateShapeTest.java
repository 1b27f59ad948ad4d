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
 */
// snippet:shape
@PipelineTest
@Timeline({"a=first @ 0", "a=repeat @ 30s", "b=first @ 10s", "watermark end"})
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
