package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.function.HarnessTimer;
import io.pipespec.function.StatefulFunctionHarness;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;

/**
 * {@code @ExpectPendingTimers} (any order) and {@code @ExpectFiredTimers} (firing order). An
 * expected timer that names a window matches only a timer of that window; one without matches a
 * timer of any window.
 */
final class TimerExpectation implements HarnessExpectation {

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
  public List<BoundedWindow> windows() {
    return expected.stream().map(ExpectedTimer::window).flatMap(Optional::stream).toList();
  }

  @Override
  public void verify(HarnessObservation observation) {
    StatefulFunctionHarness<?, ?, ?> harness = observation.harness();
    List<? extends HarnessTimer<?>> timers =
        fired ? harness.getFiredTimers() : harness.getPendingTimers();
    List<ExpectedTimer> actual = timers.stream().map(ExpectedTimer::of).toList();
    Unmatched unmatched = Unmatched.of(expected, actual);
    if (unmatched.isEmpty() && (!fired || inOrder(actual))) {
      return;
    }
    boolean withWindows = expected.stream().anyMatch(timer -> timer.window().isPresent());
    List<Fact> facts = new ArrayList<>();
    if (unmatched.isEmpty()) {
      facts.add(fact("order", "the same timers fired, in another order"));
    }
    for (ExpectedTimer missing : unmatched.expected) {
      facts.add(fact("missing", missing));
    }
    for (ExpectedTimer unexpected : unmatched.actual) {
      facts.add(fact("unexpected", withWindows ? unexpected : unexpected.inAnyWindow()));
    }
    facts.add(fact("expected", render(expected)));
    facts.add(fact("but " + kind() + " were", renderActual(timers)));
    throw Failures.failure(
        (fired ? "The timers that fired" : "The pending timers")
            + " are not the expected ones"
            + (fired ? " (in firing order)" : ""),
        facts,
        render(expected),
        render(withWindows ? actual : actual.stream().map(ExpectedTimer::inAnyWindow).toList()));
  }

  private boolean inOrder(List<ExpectedTimer> actual) {
    for (int i = 0; i < expected.size(); i++) {
      if (!Unmatched.of(List.of(expected.get(i)), List.of(actual.get(i))).isEmpty()) {
        return false;
      }
    }
    return true;
  }

  /**
   * The expected timers no actual one matches, and the actual timers left over, duplicates
   * counting. Timers that name a window are matched first, by every part; the others then match any
   * remaining timer of their id, key and timestamp, whatever its window. No other assignment
   * matches more: a timer without a window accepts whatever a windowed one would.
   */
  private static final class Unmatched {
    final List<ExpectedTimer> expected = new ArrayList<>();
    final List<ExpectedTimer> actual = new ArrayList<>();

    static Unmatched of(List<ExpectedTimer> expected, List<ExpectedTimer> actual) {
      Map<ExpectedTimer, List<ExpectedTimer>> byTimer = new LinkedHashMap<>();
      for (ExpectedTimer timer : actual) {
        byTimer.computeIfAbsent(timer.inAnyWindow(), any -> new ArrayList<>()).add(timer);
      }
      Unmatched unmatched = new Unmatched();
      for (boolean windowed : new boolean[] {true, false}) {
        for (ExpectedTimer timer : expected) {
          if (timer.window().isPresent() != windowed) {
            continue;
          }
          List<ExpectedTimer> candidates = byTimer.getOrDefault(timer.inAnyWindow(), List.of());
          int match = windowed ? candidates.indexOf(timer) : candidates.isEmpty() ? -1 : 0;
          if (match < 0) {
            unmatched.expected.add(timer);
          } else {
            candidates.remove(match);
          }
        }
      }
      byTimer.values().forEach(unmatched.actual::addAll);
      return unmatched;
    }

    boolean isEmpty() {
      return expected.isEmpty() && actual.isEmpty();
    }
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
   * As {@link HarnessTimer#toString} lays it out, with the key, window and timestamp written as the
   * rest of the message writes them.
   */
  static String renderActual(HarnessTimer<?> timer) {
    String id = timer.inFamily() ? timer.timerFamilyId() + "/" + timer.timerId() : timer.timerId();
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
