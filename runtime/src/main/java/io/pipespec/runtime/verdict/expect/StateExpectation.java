package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.beam.Times;
import io.pipespec.function.StatefulFunctionHarness;
import java.util.ArrayList;
import java.util.Collection;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import java.util.stream.Collectors;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.jspecify.annotations.Nullable;

/** {@code @ExpectState} and {@code @ExpectNoState}: what one state of one key holds in a window. */
final class StateExpectation implements HarnessExpectation {

  private final String stateId;
  private final Object key;
  private final BoundedWindow window;
  private final @Nullable Object expected;
  private final boolean expectEmpty;

  /** {@code window} null is the global window; {@code expected} is ignored when empty is. */
  StateExpectation(
      String stateId,
      Object key,
      @Nullable BoundedWindow window,
      @Nullable Object expected,
      boolean expectEmpty) {
    this.stateId = stateId;
    this.key = key;
    this.window = window == null ? GlobalWindow.INSTANCE : window;
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
  public List<BoundedWindow> windows() {
    return List.of(window);
  }

  /**
   * A key the harness never saw has no state, so that {@code @ExpectNoState} of a mistyped key
   * would pass on nothing: it is refused with the keys the harness saw.
   */
  @Override
  public Optional<String> refusal(HarnessObservation observation) {
    @SuppressWarnings("unchecked")
    StatefulFunctionHarness<Object, ?, ?> harness =
        (StatefulFunctionHarness<Object, ?, ?>) observation.harness();
    try {
      harness.getWindowsWithState(key);
      return Optional.empty();
    } catch (IllegalArgumentException neverSeen) {
      return Optional.of(String.valueOf(neverSeen.getMessage()));
    }
  }

  @Override
  public void verify(HarnessObservation observation) {
    // Keys are compared as the suite typed them, against the function's own key type.
    @SuppressWarnings("unchecked")
    StatefulFunctionHarness<Object, ?, ?> harness =
        (StatefulFunctionHarness<Object, ?, ?>) observation.harness();
    Map<Object, Object> holders = harness.getStateForAllKeys(stateId, window);
    boolean holds = holders.containsKey(key);
    Object actual = holders.get(key);
    if (expectEmpty ? !holds : holds && Objects.equals(expected, actual)) {
      return;
    }
    String rendered = holds ? Rendering.value(actual) : "empty";
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("state", stateId));
    facts.add(fact("key", Rendering.value(key)));
    facts.add(fact("in", Times.window(window)));
    facts.add(fact("expected", expectEmpty ? "empty" : Rendering.value(expected)));
    facts.add(fact("but was", rendered));
    facts.add(fact("keys holding it", render(holders)));
    if (!expectEmpty && !holds && isEmptyValue(expected)) {
      facts.add(
          fact(
              "hint",
              "a state that holds nothing is empty, not "
                  + Rendering.value(expected)
                  + ": Beam keeps no empty bag, set or map. Expect that with @ExpectNoState(id ="
                  + " \""
                  + stateId
                  + "\", key = \""
                  + Rendering.value(key)
                  + "\") in the same window."));
    }
    throw Failures.failure(
        "State '"
            + stateId
            + "' of key "
            + Rendering.value(key)
            + (expectEmpty ? " is not empty" : " does not hold the expected value"),
        facts,
        expectEmpty ? "empty" : Rendering.value(expected),
        rendered);
  }

  private static boolean isEmptyValue(@Nullable Object value) {
    return (value instanceof Collection<?> collection && collection.isEmpty())
        || (value instanceof Map<?, ?> map && map.isEmpty());
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
