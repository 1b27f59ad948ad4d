package io.pipespec.runtime.expect;

import static com.google.common.truth.Fact.fact;
import static java.util.Objects.requireNonNull;

import com.google.common.truth.Fact;
import io.pipespec.function.HarnessTimer;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.scope.Times;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.stream.Collectors;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;

/**
 * The expectations generated harnesses of {@code @FunctionTest} classes create on state and timers,
 * one factory per annotation. They read the closed harness of the scenario's run; judged against a
 * pipeline scenario they fail with a message that says so.
 */
public final class FunctionExpectations {

  private FunctionExpectations() {}

  /**
   * {@code @ExpectState}: the state {@code stateId} of {@code key} in {@code window} (null for the
   * global window) reads as {@code expected}, compared with {@code equals}: a value, a {@code List}
   * for a bag, a {@code Set} for a set, the output of a combining state.
   */
  public static Expectation state(
      String stateId, Object key, BoundedWindow window, Object expected) {
    requireNonNull(stateId, "stateId");
    return new StateExpectation(stateId, key, window, expected, false);
  }

  /**
   * {@code @ExpectNoState}: the state {@code stateId} of {@code key} in {@code window} is empty.
   */
  public static Expectation noState(String stateId, Object key, BoundedWindow window) {
    requireNonNull(stateId, "stateId");
    return new StateExpectation(stateId, key, window, null, true);
  }

  /** {@code @ExpectPendingTimers}: exactly these timers are pending, in any order. */
  public static Expectation pendingTimers(List<ExpectedTimer> expected) {
    return new TimerExpectation(List.copyOf(expected), false);
  }

  /** {@code @ExpectFiredTimers}: exactly these timers fired, in this order. */
  public static Expectation firedTimers(List<ExpectedTimer> expected) {
    return new TimerExpectation(List.copyOf(expected), true);
  }

  /**
   * {@code @Satisfies} with the harness as its parameter: the checker returns normally on the
   * closed harness. An {@link AssertionError} is the failure as it is; any other exception fails
   * with it as the cause.
   */
  public static <K, V, O> Expectation harness(String name, HarnessChecker<K, V, O> checker) {
    requireNonNull(name, "name");
    requireNonNull(checker, "checker");
    return new HarnessExpectation<>(name, checker);
  }

  static StatefulFunctionHarness<?, ?, ?> harnessOf(Observation observation, String what) {
    return observation
        .functionHarness()
        .orElseThrow(
            () ->
                new IllegalStateException(
                    what
                        + " judges a function harness, but scenario output '"
                        + observation.output().name()
                        + "' came from a pipeline. Use it in a @FunctionTest class."));
  }

  private static final class StateExpectation implements Expectation {
    private final String stateId;
    private final Object key;
    private final BoundedWindow window;
    private final Object expected;
    private final boolean expectEmpty;

    StateExpectation(
        String stateId, Object key, BoundedWindow window, Object expected, boolean expectEmpty) {
      this.stateId = stateId;
      this.key = key;
      this.window = window;
      this.expected = expected;
      this.expectEmpty = expectEmpty;
    }

    @Override
    public String describe() {
      return "state '"
          + stateId
          + "' of key "
          + Rendering.value(key)
          + (expectEmpty ? " is empty" : " is " + Rendering.value(expected));
    }

    @Override
    @SuppressWarnings("unchecked")
    public void verify(Observation observation) {
      StatefulFunctionHarness<Object, ?, ?> harness =
          (StatefulFunctionHarness<Object, ?, ?>) harnessOf(observation, "@ExpectState");
      Map<Object, Object> holders =
          window == null
              ? harness.getStateForAllKeys(stateId)
              : harness.getStateForAllKeys(stateId, window);
      boolean holds = holders.containsKey(key);
      Object actual =
          holds
              ? holders.get(key)
              : window == null
                  ? harness.getState(stateId, key)
                  : harness.getState(stateId, key, window);
      if (expectEmpty ? !holds : holds && Objects.equals(expected, actual)) {
        return;
      }
      List<Fact> facts = new ArrayList<>();
      facts.add(fact("state", stateId));
      facts.add(fact("key", Rendering.value(key)));
      facts.add(fact("in", Times.window(window == null ? GlobalWindow.INSTANCE : window)));
      facts.add(fact("expected", expectEmpty ? "empty" : Rendering.value(expected)));
      facts.add(fact("but was", holds ? Rendering.value(actual) : "empty"));
      facts.add(fact("keys holding it", render(holders)));
      throw Failures.failure(
          "State '"
              + stateId
              + "' of key "
              + Rendering.value(key)
              + (expectEmpty ? " is not empty" : " does not hold the expected value"),
          facts,
          expectEmpty ? "empty" : Rendering.value(expected),
          holds ? Rendering.value(actual) : "empty");
    }

    private static String render(Map<Object, Object> holders) {
      if (holders.isEmpty()) {
        return "none";
      }
      return holders.entrySet().stream()
          .map(e -> Rendering.value(e.getKey()) + " -> " + Rendering.value(e.getValue()))
          .collect(Collectors.joining(", "));
    }
  }

  private static final class TimerExpectation implements Expectation {
    private final List<ExpectedTimer> expected;
    private final boolean fired;

    TimerExpectation(List<ExpectedTimer> expected, boolean fired) {
      this.expected = expected;
      this.fired = fired;
    }

    private String kind() {
      return fired ? "fired" : "pending";
    }

    @Override
    public String describe() {
      return expected.isEmpty()
          ? "no timer " + kind()
          : expected.size() + (expected.size() == 1 ? " timer " : " timers ") + kind();
    }

    @Override
    public void verify(Observation observation) {
      StatefulFunctionHarness<?, ?, ?> harness =
          harnessOf(observation, fired ? "@ExpectFiredTimers" : "@ExpectPendingTimers");
      List<? extends HarnessTimer<?>> timers =
          fired ? harness.getFiredTimers() : harness.getPendingTimers();
      List<ExpectedTimer> actual = timers.stream().map(ExpectedTimer::of).toList();
      if (fired ? actual.equals(expected) : sameMultiset(actual, expected)) {
        return;
      }
      List<Fact> facts = new ArrayList<>();
      if (!fired || !sameMultiset(actual, expected)) {
        for (ExpectedTimer missing : difference(expected, actual)) {
          facts.add(fact("missing", missing));
        }
        for (ExpectedTimer unexpected : difference(actual, expected)) {
          facts.add(fact("unexpected", unexpected));
        }
      } else {
        facts.add(fact("order", "the same timers fired, in another order"));
      }
      facts.add(fact("expected", render(expected)));
      facts.add(fact("but " + kind() + " were", renderActual(timers)));
      throw Failures.failure(
          (fired ? "The timers that fired" : "The pending timers")
              + " are not the expected ones"
              + (fired ? " (in firing order)" : ""),
          facts,
          render(expected),
          render(actual));
    }

    private static boolean sameMultiset(List<ExpectedTimer> a, List<ExpectedTimer> b) {
      return a.size() == b.size() && difference(a, b).isEmpty();
    }

    /** The elements of {@code from} not matched by one of {@code minus}, duplicates counting. */
    private static List<ExpectedTimer> difference(
        List<ExpectedTimer> from, List<ExpectedTimer> minus) {
      Map<ExpectedTimer, Integer> counts = new HashMap<>();
      minus.forEach(timer -> counts.merge(timer, 1, Integer::sum));
      List<ExpectedTimer> left = new ArrayList<>();
      for (ExpectedTimer timer : from) {
        Integer count = counts.get(timer);
        if (count == null || count == 0) {
          left.add(timer);
        } else {
          counts.put(timer, count - 1);
        }
      }
      return left;
    }

    private static String render(List<ExpectedTimer> timers) {
      return timers.isEmpty()
          ? "none"
          : timers.stream().map(ExpectedTimer::toString).collect(Collectors.joining("\n"));
    }

    private static String renderActual(List<? extends HarnessTimer<?>> timers) {
      return timers.isEmpty()
          ? "none"
          : timers.stream().map(TimerExpectation::renderActual).collect(Collectors.joining("\n"));
    }

    /**
     * As {@link HarnessTimer#toString} lays it out, with the key, window and timestamp written as
     * the rest of the message writes them.
     */
    private static String renderActual(HarnessTimer<?> timer) {
      String id =
          timer.inFamily() ? timer.timerFamilyId() + "/" + timer.timerId() : timer.timerId();
      return id
          + "["
          + Rendering.value(timer.key())
          + ", "
          + Rendering.window(timer.window())
          + "] "
          + timer.domain()
          + " "
          + Rendering.timestamp(timer.timestamp());
    }
  }

  private static final class HarnessExpectation<K, V, O> implements Expectation {
    private final String name;
    private final HarnessChecker<K, V, O> checker;

    HarnessExpectation(String name, HarnessChecker<K, V, O> checker) {
      this.name = name;
      this.checker = checker;
    }

    @Override
    public String describe() {
      return "satisfies " + name;
    }

    @Override
    @SuppressWarnings("unchecked")
    public void verify(Observation observation) {
      StatefulFunctionHarness<K, V, O> harness =
          (StatefulFunctionHarness<K, V, O>) harnessOf(observation, "@Satisfies on the harness");
      try {
        checker.check(harness);
      } catch (AssertionError e) {
        throw e;
      } catch (VirtualMachineError e) {
        throw e;
      } catch (Throwable e) {
        if (e instanceof InterruptedException) {
          Thread.currentThread().interrupt();
        }
        throw Failures.failure(
            "The checker "
                + name
                + " of the function harness threw "
                + e.getClass().getName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage()),
            List.of(fact("checker", describe())),
            e);
      }
    }
  }
}
