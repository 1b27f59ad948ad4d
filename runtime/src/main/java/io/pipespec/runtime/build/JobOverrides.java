package io.pipespec.runtime.build;

import io.pipespec.runtime.suite.InputSpec;
import java.util.Map;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.runners.AppliedPTransform;
import org.apache.beam.sdk.runners.PTransformOverrideFactory;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Flatten;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.util.construction.ReplacementOutputs;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.apache.beam.sdk.values.PDone;
import org.apache.beam.sdk.values.TupleTag;
import org.jspecify.annotations.Nullable;

/** The replacements of a job test: a read by the scenario's input, a write by nothing. */
final class JobOverrides {

  private JobOverrides() {}

  /** Replaces a read by the source of {@code input}; keeps the output it makes, for checking. */
  static final class Read<T>
      implements PTransformOverrideFactory<
          PBegin, PCollection<T>, PTransform<PBegin, PCollection<T>>> {
    private final InputSpec<T> input;
    @Nullable PCollection<T> replacementOutput;

    Read(InputSpec<T> input) {
      this.input = input;
    }

    @Override
    public PTransformReplacement<PBegin, PCollection<T>> getReplacementTransform(
        AppliedPTransform<PBegin, PCollection<T>, PTransform<PBegin, PCollection<T>>> transform) {
      PTransform<PBegin, PCollection<T>> source = InputSources.newSource(input);
      PTransform<PBegin, PCollection<T>> keeping =
          new PTransform<PBegin, PCollection<T>>() {
            @Override
            public PCollection<T> expand(PBegin begin) {
              replacementOutput =
                  JobRetries.asWritten(
                      input, begin.apply("Pipespec input " + input.name(), source));
              return replacementOutput;
            }
          };
      return PTransformReplacement.of(transform.getPipeline().begin(), keeping);
    }

    @Override
    public Map<PCollection<?>, ReplacementOutput> mapOutputs(
        Map<TupleTag<?>, PCollection<?>> outputs, PCollection<T> newOutput) {
      return ReplacementOutputs.singleton(outputs, newOutput);
    }
  }

  /** Replaces a write that produces nothing ({@code PDone}) by a step that writes nothing. */
  static final class Write<T>
      implements PTransformOverrideFactory<
          PCollection<T>, PDone, PTransform<PCollection<T>, PDone>> {

    @Override
    @SuppressWarnings("unchecked")
    public PTransformReplacement<PCollection<T>, PDone> getReplacementTransform(
        AppliedPTransform<PCollection<T>, PDone, PTransform<PCollection<T>, PDone>> transform) {
      PCollection<T> input = (PCollection<T>) transform.getMainInputs().values().iterator().next();
      return PTransformReplacement.of(input, new Discard<T>());
    }

    @Override
    public Map<PCollection<?>, ReplacementOutput> mapOutputs(
        Map<TupleTag<?>, PCollection<?>> outputs, PDone newOutput) {
      return Map.of();
    }
  }

  /**
   * Writes nothing; the capture of the same collection keeps what the write would have had.
   *
   * <p>On the DirectRunner it is a {@code Flatten} of the one collection, whose output nothing
   * reads: that runner translates a {@code ParDo} anew for each bundle it runs, and an explored
   * member of a job may run hundreds of bundles. Elsewhere it stays a {@code ParDo} that drops
   * every element, since on Flink it is part of what a take-over's savepoint records.
   */
  private static final class Discard<T> extends PTransform<PCollection<T>, PDone> {
    @Override
    public PDone expand(PCollection<T> input) {
      if (input.getPipeline().getOptions().getRunner() == DirectRunner.class) {
        PCollectionList.of(input).apply("Pipespec discard", Flatten.pCollections());
      } else {
        input.apply("Pipespec discard", ParDo.of(new Nothing<T>()));
      }
      return PDone.in(input.getPipeline());
    }
  }

  private static final class Nothing<T> extends DoFn<T, Void> {
    @ProcessElement
    public void processElement() {}
  }
}
