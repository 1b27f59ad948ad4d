package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.PredicateThrow;
import java.util.List;
import org.opentest4j.AssertionFailedError;

/**
 * Applying an {@link ElementPredicate} to captured elements, with a failure when it throws: in the
 * test JVM, or where the pipeline ran when the output is judged on the runner.
 */
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

  /**
   * The failure of an expectation whose {@code @Where} predicate threw where the pipeline ran
   * ({@code thrown}). The predicates ({@code filters}, outermost first, as the pipeline applied
   * them) are tried again on the element it threw on, so that the failure is the one the test JVM
   * makes when it judges the output itself, with the user's exception as its cause; a predicate
   * that does not throw again fails with what it threw there.
   */
  @SuppressWarnings("unchecked")
  static <T> AssertionError thrownOnRunner(
      List<ElementPredicate<?>> filters,
      CapturedOutput<?> output,
      PredicateThrow thrown,
      Observation observation) {
    CapturedOutput<T> typed = (CapturedOutput<T>) output;
    CapturedElement element = thrown.element();
    int last = Math.min(thrown.filter(), filters.size() - 1);
    for (int i = 0; i <= last; i++) {
      try {
        if (!test((ElementPredicate<T>) filters.get(i), typed, element, observation)) {
          break;
        }
      } catch (AssertionError failure) {
        return failure;
      }
    }
    T value = typed.decode(element);
    return new AssertionFailedError(
        Failures.message(
            "The predicate ("
                + filters.get(last).describe()
                + ") threw "
                + thrown.thrown()
                + " on an element of output '"
                + output.name()
                + "' where the pipeline ran (pipespec.judge=runner), and not when the test JVM tried"
                + " it again on that element",
            List.of(
                fact("output", output.name()),
                fact("scope", observation.scope().describe()),
                fact("element", Rendering.value(value) + ": in " + Rendering.location(element)))));
  }
}
