package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import io.pipespec.function.StatefulFunctionHarness;
import java.util.List;

/** {@code @Satisfies} on the harness: the checker returns normally on the closed harness. */
final class HarnessSatisfies<K, V, O> implements HarnessExpectation {

  private final String name;
  private final HarnessChecker<K, V, O> checker;

  HarnessSatisfies(String name, HarnessChecker<K, V, O> checker) {
    this.name = name;
    this.checker = checker;
  }

  @Override
  public String describe() {
    return "satisfies " + name;
  }

  @Override
  public void verify(HarnessObservation observation) {
    // The suite was generated for this function's key, value and output types.
    @SuppressWarnings("unchecked")
    StatefulFunctionHarness<K, V, O> harness =
        (StatefulFunctionHarness<K, V, O>) observation.harness();
    CheckerCall.call(
        () -> checker.check(harness),
        thrown ->
            Failures.failure(
                "The checker "
                    + name
                    + " of the function harness threw "
                    + CheckerCall.thrown(thrown),
                List.of(fact("checker", describe())),
                thrown));
  }
}
