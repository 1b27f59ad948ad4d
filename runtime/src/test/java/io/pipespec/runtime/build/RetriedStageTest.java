package io.pipespec.runtime.build;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/** A failed attempt that never met its bundle fails the run instead of passing it unretried. */
class RetriedStageTest {

  private static Pipeline retrying(List<String> bundle) {
    Pipeline pipeline = Pipeline.create();
    PCollection<String> read =
        pipeline.apply(
            "events",
            TestStream.create(StringUtf8Coder.of())
                .addElements("a", "b")
                .advanceWatermarkToInfinity());
    RetriedStage.before(read, StringUtf8Coder.of(), bundle, 1, false)
        .apply(MapElements.into(TypeDescriptors.strings()).via((String e) -> e + "!"));
    RetriedStage.target(pipeline, "the transform", "input 'events'");
    return pipeline;
  }

  @Test
  void aBundleThatNeverPassesIsAFailureOfTheRun() {
    Pipeline pipeline = retrying(List.of("z"));
    pipeline.run().waitUntilFinish();

    IllegalStateException thrown =
        assertThrows(IllegalStateException.class, () -> RetriedStage.requireRan(pipeline));
    assertThat(thrown).hasMessageThat().contains("The retry step never met its bundle");
  }

  @Test
  void aBundleThatPassesHasRun() {
    Pipeline pipeline = retrying(List.of("a", "b"));
    pipeline.run().waitUntilFinish();

    RetriedStage.requireRan(pipeline);
  }
}
