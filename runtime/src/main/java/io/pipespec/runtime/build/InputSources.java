package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.suite.InputSpec;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PBegin;
import org.apache.beam.sdk.values.PCollection;
import org.apiguardian.api.API;

/** The source transform of a scenario's input, made anew for each pipeline that reads it. */
@API(status = INTERNAL)
public final class InputSources {

  private InputSources() {}

  /**
   * A new source transform for {@code input}: the one it was given (values given as a list read as
   * {@link ValuesRead} reads them), or a {@code TestStream} of its timeline's steps.
   */
  public static <T> PTransform<PBegin, PCollection<T>> newSource(InputSpec<T> input) {
    Optional<PTransform<PBegin, PCollection<T>>> given = input.givenSource();
    if (given.isEmpty()) {
      return new TimelineSource<>(
          input.origin(), input.timelineType(), input.timelineSteps().orElseThrow());
    }
    if (given.get() instanceof Create.Values<T> values && input.valuesType().isPresent()) {
      return new ValuesRead<>(input.valuesType().get(), values);
    }
    return given.get();
  }

  /**
   * The {@code Create} of an input of values, made anew: the values given as a list, or the {@code
   * Create} from code.
   *
   * @throws IllegalStateException for any other input
   */
  public static <T> Create.Values<T> values(InputSpec<T> input) {
    if (input.kind() == InputSpec.Kind.VALUES
        && input.givenSource().orElse(null) instanceof Create.Values<T> values) {
      return values;
    }
    throw new IllegalStateException(input + " is not made of values");
  }

  /**
   * The {@code TestStream} of an unbounded input (a {@code @Timeline}, whose element coder comes
   * from {@code pipeline}'s registries, or a {@code TestStream} from code), made anew.
   *
   * @throws IllegalStateException for an input of values, which is bounded
   */
  @SuppressWarnings("unchecked") // a TEST_STREAM input's source is the TestStream<T> it was given
  public static <T> TestStream<T> testStream(InputSpec<T> input, Pipeline pipeline) {
    return switch (input.kind()) {
      case TIMELINE ->
          input
              .timelineSteps()
              .orElseThrow()
              .toTestStream(TimelineSource.coder(input.origin(), input.timelineType(), pipeline));
      case TEST_STREAM -> (TestStream<T>) input.givenSource().orElseThrow();
      case VALUES -> throw new IllegalStateException(input + " is bounded, not a TestStream");
    };
  }
}
