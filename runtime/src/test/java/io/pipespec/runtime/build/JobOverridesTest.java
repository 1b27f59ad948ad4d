package io.pipespec.runtime.build;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.runners.PTransformOverride;
import org.apache.beam.sdk.runners.TransformHierarchy;
import org.apache.beam.sdk.testing.CrashingRunner;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PDone;
import org.junit.jupiter.api.Test;

/**
 * A captured write is replaced by a step that writes nothing: a {@code Flatten} on the
 * DirectRunner, which translates a {@code ParDo} anew for every bundle, and elsewhere the {@code
 * ParDo} that a Flink take-over's savepoint records.
 */
class JobOverridesTest {

  /** A write that goes nowhere, as a job's own write would: a composite around a {@code ParDo}. */
  private static final class Publish extends PTransform<PCollection<String>, PDone> {
    @Override
    public PDone expand(PCollection<String> input) {
      input.apply("Send", ParDo.of(new Send()));
      return PDone.in(input.getPipeline());
    }
  }

  private static final class Send extends DoFn<String, Void> {
    @ProcessElement
    public void process() {}
  }

  /** The full name and primitive transform's class of each leaf of the pipeline, once replaced. */
  private static List<String> leavesAfterReplacing(Class<? extends PipelineRunner<?>> runner) {
    PipelineOptions options = PipelineOptionsFactory.create();
    options.setRunner(runner);
    Pipeline pipeline = Pipeline.create(options);
    pipeline.apply("Lines", Create.of("a", "b")).apply("Publish", new Publish());
    TransformHierarchy.Node[] publish = new TransformHierarchy.Node[1];
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public CompositeBehavior enterCompositeTransform(TransformHierarchy.Node node) {
            if (node.getFullName().equals("Publish")) {
              publish[0] = node;
            }
            return CompositeBehavior.ENTER_TRANSFORM;
          }
        });
    pipeline.replaceAll(
        List.of(
            PTransformOverride.of(JobConstruction.only(publish[0]), new JobOverrides.Write<>())));
    List<String> leaves = new ArrayList<>();
    pipeline.traverseTopologically(
        new Pipeline.PipelineVisitor.Defaults() {
          @Override
          public void visitPrimitiveTransform(TransformHierarchy.Node node) {
            if (node.getFullName().startsWith("Publish")) {
              leaves.add(node.getFullName() + " " + node.getTransform().getClass().getSimpleName());
            }
          }
        });
    return leaves;
  }

  @Test
  void onTheDirectRunnerTheWriteBecomesAFlattenThatNothingReads() {
    assertThat(leavesAfterReplacing(DirectRunner.class))
        .containsExactly("Publish/Pipespec discard PCollections");
  }

  @Test
  void onAnotherRunnerTheWriteBecomesTheParDoThatASavepointRecords() {
    assertThat(leavesAfterReplacing(CrashingRunner.class))
        .containsExactly("Publish/Pipespec discard/ParMultiDo(Nothing) MultiOutput");
  }
}
