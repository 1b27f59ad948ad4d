package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import io.pipespec.function.OutputElement;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.function.BiFunction;
import org.apache.beam.sdk.values.TupleTag;
import org.jspecify.annotations.Nullable;

/**
 * {@code @Satisfies}: the checker returns normally on the elements in scope, given to it as decoded
 * values or as timestamped {@link OutputElement}s.
 *
 * @param <E> what the checker receives for each element
 */
final class SatisfiesChecker<E> implements Expectation {

  /** What a checker receives of one element of an output. */
  interface Form<E> extends BiFunction<CapturedOutput<?>, CapturedElement, E> {}

  /** The checker itself, called with the elements in scope. */
  @FunctionalInterface
  interface Check<E> {
    void check(List<E> elements) throws Throwable;
  }

  private final @Nullable String name;
  private final Form<E> form;
  private final Check<E> checker;

  SatisfiesChecker(@Nullable String name, Form<E> form, Check<E> checker) {
    this.name = name;
    this.form = form;
    this.checker = checker;
  }

  /** The decoded value, as {@code List<T>} checkers take it. */
  @SuppressWarnings("unchecked")
  static <T> Form<T> values() {
    return (output, element) -> ((CapturedOutput<T>) output).decode(element);
  }

  /** The value with its timestamp, window and pane, under a tag named after the output. */
  @SuppressWarnings("unchecked")
  static <T> Form<OutputElement<T>> timestamped() {
    return (output, element) ->
        new OutputElement<>(
            new TupleTag<>(output.name()),
            ((CapturedOutput<T>) output).decode(element),
            element.timestamp(),
            element.window(),
            element.pane());
  }

  @Override
  public String describe() {
    return name == null ? "satisfies its checker" : "satisfies " + name;
  }

  @Override
  public void verify(Observation observation) {
    CapturedOutput<?> output = observation.output();
    List<E> elements = new ArrayList<>(observation.inScope().size());
    for (CapturedElement element : observation.inScope()) {
      elements.add(form.apply(output, element));
    }
    List<E> checked = Collections.unmodifiableList(elements);
    CheckerCall.call(
        () -> checker.check(checked),
        thrown ->
            Failures.failure(
                "The checker of output '"
                    + output.name()
                    + "' ("
                    + observation.scope().describe()
                    + ") threw "
                    + CheckerCall.thrown(thrown),
                List.of(
                    fact("output", output.name()),
                    fact("scope", observation.scope().describe()),
                    fact("checked", Rendering.elements(checked.size())),
                    fact("checker", describe())),
                thrown));
  }
}
