package io.pipespec.runtime.expect;

import static com.google.common.truth.Fact.fact;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.List;

/** Applying an {@link ElementPredicate} to captured elements, with a failure when it throws. */
final class Predicates {

  private Predicates() {}

  static <T> boolean test(
      ElementPredicate<T> predicate,
      CapturedOutput<T> output,
      CapturedElement element,
      Observation observation) {
    T value = output.decode(element);
    try {
      return predicate.test(value);
    } catch (RuntimeException e) {
      throw Failures.failure(
          "The predicate ("
              + predicate.describe()
              + ") threw "
              + e.getClass().getName()
              + (e.getMessage() == null ? "" : ": " + e.getMessage())
              + " on an element of output '"
              + output.name()
              + "'",
          List.of(
              fact("output", output.name()),
              fact("scope", observation.scope().describe()),
              fact("element", Rendering.value(value) + ": in " + Rendering.location(element))),
          e);
    }
  }
}
