package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CheckModel;
import io.pipespec.processor.validation.TestKind;
import java.util.Optional;
import java.util.Set;

/**
 * An expectation on what only a function test has: the state and timers of its {@code DoFn}, per
 * key and window, after the scenario ran.
 */
abstract class FunctionKind<C extends CheckModel> extends ExpectationKind<C> {

  FunctionKind(String annotation) {
    super(annotation, Set.of(TestKind.FUNCTION));
  }

  @Override
  public final boolean judgesElements() {
    return false;
  }

  @Override
  public final String insteadOfParameters() {
    return "use @Satisfies with the harness as its parameter to check in code";
  }

  @Override
  public final Optional<C> validate(ExpectationSite site, Judged judged) {
    return validate(site, judged.function().orElseThrow());
  }

  /** Checks the annotation against the state and timers that {@code function} declares. */
  abstract Optional<C> validate(ExpectationSite site, DoFnFacts function);
}
