package io.pipespec.runtime.build;

import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.takeover.TakeOverSource;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.CannotProvideCoderException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.schemas.NoSuchSchemaException;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;

/**
 * The source of a {@code @Timeline} input: resolves the element coder from the pipeline's
 * registries, where the user's registrations are, then applies the {@code TestStream}.
 */
final class TimelineSource<T> extends PTransform<PBegin, PCollection<T>> {

  private final String origin;
  private final TypeDescriptor<T> type;
  private final transient TimelineSteps<T> steps;

  TimelineSource(String origin, TypeDescriptor<T> type, TimelineSteps<T> steps) {
    this.origin = origin;
    this.type = type;
    this.steps = steps;
  }

  @Override
  public PCollection<T> expand(PBegin input) {
    Coder<T> coder = coder(origin, type, input.getPipeline());
    if (steps.takesOver()) {
      // A take-over: a source the runner checkpoints, recording the first phase or restored.
      return input.apply(
          "Timeline",
          TakeOverSource.read(
              steps.phase(false, coder),
              steps.phase(true, coder),
              input.getPipeline().getOptions()));
    }
    if (steps.restarts()) {
      // A restart: a source the runner checkpoints, which fails the job once.
      return input.apply(
          "Timeline", steps.restartSteps(coder).read(input.getPipeline().getOptions()));
    }
    return input.apply("Timeline", steps.toTestStream(coder));
  }

  /** The coder of {@code type} in {@code pipeline}'s registries, as the timeline's source uses. */
  static <T> Coder<T> coder(String origin, TypeDescriptor<T> type, Pipeline pipeline) {
    try {
      return pipeline.getCoderRegistry().getCoder(type);
    } catch (CannotProvideCoderException noCoder) {
      try {
        return pipeline.getSchemaRegistry().getSchemaCoder(type);
      } catch (NoSuchSchemaException noSchema) {
        IllegalStateException failure =
            new IllegalStateException(
                "Beam has no coder for "
                    + type
                    + ", the element type of "
                    + origin
                    + ": "
                    + noCoder.getMessage()
                    + ". Annotate the type with @DefaultCoder or @DefaultSchema, or give the input"
                    + " as a TestStream<T> from code, built with TestStream.create(coder).");
        failure.addSuppressed(noSchema);
        throw failure;
      }
    }
  }
}
