package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.function.StatefulFunctionHarness;
import org.apiguardian.api.API;

/**
 * What a {@link HarnessExpectation} judges: the harness of a function scenario after its timeline,
 * closed, with the state, timers and output the timeline left.
 */
@API(status = INTERNAL)
public final class HarnessObservation {

  private final StatefulFunctionHarness<?, ?, ?> harness;

  public HarnessObservation(StatefulFunctionHarness<?, ?, ?> harness) {
    this.harness = requireNonNull(harness, "harness");
  }

  /** The closed harness. */
  public StatefulFunctionHarness<?, ?, ?> harness() {
    return harness;
  }
}
