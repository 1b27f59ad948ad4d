package io.pipespec.runtime.verdict.expect;

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
    if (value == null && predicate.comparesByOrder()) {
      throw Failures.failure(
          Listing.outputAndScope(observation)
              + " holds a null element, which cannot be compared: the comparisons of @ExpectAll,"
              + " @ExpectNone and @Where use natural ordering (compareTo), and null has none",
          List.of(
              fact("output", output.name()),
              fact("scope", observation.scope().describe()),
              fact("predicate", predicate.describe()),
              fact("element", Rendering.value(value) + ": in " + Rendering.location(element)),
              fact(
                  "fix",
                  "filter the nulls out first (in the pipeline, or with @Where(by = a method that"
                      + " tests for null)), or check them with @Satisfies")),
          "an element that " + predicate.describe(),
          Rendering.value(value));
    }
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
