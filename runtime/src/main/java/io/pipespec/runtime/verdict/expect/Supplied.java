package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import java.util.List;
import java.util.function.Supplier;

/**
 * An expectation whose expected values come from the test class's code ({@code from = "..."}): the
 * code runs when the expectation is judged, after the run, never at discovery, so that a throwing
 * supplier fails only its own expectation.
 */
final class Supplied implements Expectation {

  private final String origin;
  private final Supplier<? extends Expectation> expectation;

  Supplied(String origin, Supplier<? extends Expectation> expectation) {
    this.origin = origin;
    this.expectation = expectation;
  }

  @Override
  public String describe() {
    return "as supplied by " + origin;
  }

  /**
   * Judged on the runner, the expected values are read when the pipeline is built: the code of
   * {@code from} runs then, and again when the verdict is judged.
   */
  @Override
  public OnRunner onRunner() {
    return new OnRunner.Compare(
        () -> {
          OnRunner made = expectation.get().onRunner();
          if (made instanceof OnRunner.Compare compare) {
            return compare.expected().get();
          }
          throw new IllegalStateException(
              "the expectation "
                  + origin
                  + " supplies cannot be judged on the runner"
                  + (made instanceof OnRunner.Refused refused ? ": " + refused.reason() : ""));
        });
  }

  @Override
  public void verify(Observation observation) {
    Expectation made;
    try {
      made = expectation.get();
    } catch (RuntimeException e) {
      throw Failures.failure(
          "The expected values of output '"
              + observation.output().name()
              + "' could not be read: "
              + origin
              + " threw "
              + e.getClass().getName()
              + (e.getMessage() == null ? "" : ": " + e.getMessage()),
          List.of(fact("output", observation.output().name()), fact("supplied by", origin)),
          e);
    }
    made.verify(observation);
  }
}
