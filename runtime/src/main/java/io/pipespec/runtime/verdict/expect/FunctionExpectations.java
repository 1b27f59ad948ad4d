package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apiguardian.api.API;

/**
 * The expectations generated suites of {@code @FunctionTest} classes create on the closed harness
 * of a scenario's run (state, timers, a checker), one factory per annotation. The output
 * expectations of a function scenario are the pipeline's, from {@link Expectations}.
 */
@API(status = INTERNAL)
public final class FunctionExpectations {

  private FunctionExpectations() {}

  /**
   * {@code @ExpectState}: the state {@code stateId} of {@code key} in {@code window} (null for the
   * global window) reads as {@code expected}, compared with {@code equals}: a value, a {@code List}
   * for a bag, a {@code Set} for a set, the output of a combining state.
   */
  public static HarnessExpectation state(
      String stateId, Object key, BoundedWindow window, Object expected) {
    requireNonNull(stateId, "stateId");
    return new StateExpectation(stateId, key, window, expected, false);
  }

  /**
   * {@code @ExpectNoState}: the state {@code stateId} of {@code key} in {@code window} (null for
   * the global window) holds nothing.
   */
  public static HarnessExpectation noState(String stateId, Object key, BoundedWindow window) {
    requireNonNull(stateId, "stateId");
    return new StateExpectation(stateId, key, window, null, true);
  }

  /** {@code @ExpectPendingTimers}: exactly these timers are pending, in any order. */
  public static HarnessExpectation pendingTimers(List<ExpectedTimer> expected) {
    return new TimerExpectation(List.copyOf(expected), false);
  }

  /** {@code @ExpectFiredTimers}: exactly these timers fired, in this order. */
  public static HarnessExpectation firedTimers(List<ExpectedTimer> expected) {
    return new TimerExpectation(List.copyOf(expected), true);
  }

  /**
   * {@code @Satisfies} with the harness as its parameter: the checker returns normally on the
   * closed harness. An {@link AssertionError} is the failure as it is; any other exception fails
   * with it as the cause.
   */
  public static <K, V, O> HarnessExpectation harness(String name, HarnessChecker<K, V, O> checker) {
    requireNonNull(name, "name");
    requireNonNull(checker, "checker");
    return new HarnessSatisfies<>(name, checker);
  }
}
