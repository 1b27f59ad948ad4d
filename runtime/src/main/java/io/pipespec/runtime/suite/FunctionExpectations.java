package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.expect.ExpectedTimer;
import io.pipespec.runtime.verdict.expect.HarnessChecker;
import io.pipespec.runtime.verdict.expect.HarnessExpectation;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apiguardian.api.API;

/**
 * The expectations of function tests that a generated suite declares, read from the closed harness:
 * the door to {@link io.pipespec.runtime.verdict.expect.FunctionExpectations}.
 */
@API(status = INTERNAL)
public final class FunctionExpectations {

  private FunctionExpectations() {}

  /** {@code @ExpectState}. */
  public static HarnessExpectation state(
      String stateId, Object key, BoundedWindow window, Object expected) {
    return io.pipespec.runtime.verdict.expect.FunctionExpectations.state(
        stateId, key, window, expected);
  }

  /** {@code @ExpectNoState}. */
  public static HarnessExpectation noState(String stateId, Object key, BoundedWindow window) {
    return io.pipespec.runtime.verdict.expect.FunctionExpectations.noState(stateId, key, window);
  }

  /**
   * {@code @ExpectPendingTimers}: exactly these timers, each made by {@link #timer}, are pending.
   * The list is of {@code Object}s so that a suite splitting a long one into parts need not name
   * the timer's type, which is not in this package.
   */
  public static HarnessExpectation pendingTimers(List<?> timers) {
    return io.pipespec.runtime.verdict.expect.FunctionExpectations.pendingTimers(timers(timers));
  }

  /** {@code @ExpectFiredTimers}: exactly these timers, each made by {@link #timer}, fired. */
  public static HarnessExpectation firedTimers(List<?> timers) {
    return io.pipespec.runtime.verdict.expect.FunctionExpectations.firedTimers(timers(timers));
  }

  /** The timer {@code "id key @ timestamp"}, in any window, with the timestamp in epoch millis. */
  public static ExpectedTimer timer(String id, Object key, long timestampMillis) {
    return ExpectedTimer.of(id, key, timestampMillis);
  }

  /** The timer {@code "id key @ timestamp in window"}, with the timestamp in epoch millis. */
  public static ExpectedTimer timer(
      String id, Object key, long timestampMillis, BoundedWindow window) {
    return ExpectedTimer.of(id, key, timestampMillis, window);
  }

  /** {@code @Satisfies} with the harness as its parameter. */
  public static <K, V, O> HarnessExpectation harness(String name, HarnessChecker<K, V, O> checker) {
    return io.pipespec.runtime.verdict.expect.FunctionExpectations.harness(name, checker);
  }

  private static List<ExpectedTimer> timers(List<?> timers) {
    List<ExpectedTimer> typed = new ArrayList<>(timers.size());
    for (Object timer : timers) {
      if (!(timer instanceof ExpectedTimer expected)) {
        throw new IllegalArgumentException(
            "Not a timer made by FunctionExpectations.timer: " + timer + "; regenerate the suite");
      }
      typed.add(expected);
    }
    return typed;
  }
}
