package io.pipespec.function;

import io.pipespec.beam.Times;
import io.pipespec.beam.WindowFns;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apache.beam.sdk.transforms.reflect.DoFnSignature;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.util.CoderUtils;
import org.jspecify.annotations.Nullable;

/**
 * The checks that make a question about something a {@link StatefulFunctionHarness} does not have
 * (a timer id, a window its window function never assigns, a key it never saw) fail with what it
 * does have, instead of answering with an empty list or a null that would let an assertion pass on
 * a typo.
 */
final class KnownNames<K> {

  /** How a window the harness never assigns is refused to a caller of the harness's methods. */
  private static final WindowFns.Wording API =
      new WindowFns.Wording(
          "the harness",
          "Name one of its windows",
          "Call the method without a window, or give the harness a window function with"
              + " withWindowFn(...)",
          "Name one of those");

  private final HarnessSetup<?, ?> setup;
  private final Keys<K, ?> keys;

  KnownNames(HarnessSetup<?, ?> setup, Keys<K, ?> keys) {
    this.setup = setup;
    this.keys = keys;
  }

  /** {@code timerIdOrFamily}, when the function declares a timer or timer family of that id. */
  String timer(String timerIdOrFamily) {
    Set<String> timers =
        unprefixed(
            setup.signature.timerDeclarations().keySet(), DoFnSignature.TimerDeclaration.PREFIX);
    Set<String> families =
        unprefixed(
            setup.signature.timerFamilyDeclarations().keySet(),
            DoFnSignature.TimerFamilyDeclaration.PREFIX);
    if (timers.contains(timerIdOrFamily) || families.contains(timerIdOrFamily)) {
      return timerIdOrFamily;
    }
    throw new IllegalArgumentException(
        setup.fnName
            + " declares no timer or timer family '"
            + timerIdOrFamily
            + "'; "
            + (timers.isEmpty() ? "it declares no timer" : "its timers are " + timers)
            + " and "
            + (families.isEmpty()
                ? "it declares no timer family."
                : "its timer families are " + families + "."));
  }

  /** Signatures keep timer ids with a prefix of runner-core's; users know the bare ids. */
  private static Set<String> unprefixed(Set<String> ids, String prefix) {
    Set<String> bare = new LinkedHashSet<>();
    ids.forEach(id -> bare.add(id.startsWith(prefix) ? id.substring(prefix.length()) : id));
    return bare;
  }

  /** The context of {@code key}; fails with the keys the harness saw when it never saw this one. */
  KeyContext<K> key(K key) {
    KeyContext<K> context = keys.existing(key);
    if (context != null) {
      return context;
    }
    List<String> seen = new ArrayList<>();
    keys.all().forEach(known -> seen.add(String.valueOf(known.key)));
    throw new IllegalArgumentException(
        "The harness never saw the key "
            + key
            + ": no element of it was processed and no state of it was set. Its keys are "
            + seen
            + ".");
  }

  /**
   * The global window, for {@code method} called without a window; fails when the harness has other
   * windows, with {@code withWindow}, how the call reads with one.
   */
  BoundedWindow globalWindow(String method, String withWindow) {
    if (!(setup.windowingStrategy.getWindowFn() instanceof GlobalWindows)) {
      throw new IllegalArgumentException(
          "This harness assigns windows with "
              + WindowFns.describe(setup.windowFn)
              + ", so state lives per window: name the window, as in "
              + method
              + "("
              + withWindow
              + ").");
    }
    return GlobalWindow.INSTANCE;
  }

  /**
   * {@code window}, when the harness's window function can assign it; otherwise fails with why not
   * and, for {@code key}, the windows in which it holds {@code stateId}.
   *
   * @param call how the caller's call reads, for the message: {@code getState("count", red,
   *     window)}
   */
  BoundedWindow window(
      BoundedWindow window, String call, @Nullable String stateId, @Nullable K key) {
    Optional<String> never = WindowFns.neverAssigns(setup.windowFn, window, API);
    if (never.isEmpty() && !encodes(window)) {
      never =
          Optional.of(
              window
                  + " is not a window of the harness, which is windowed by "
                  + WindowFns.describe(setup.windowFn)
                  + ". Name one of its windows");
    }
    if (never.isEmpty()) {
      return window;
    }
    throw new IllegalArgumentException(call + ": " + never.get() + holding(stateId, key) + ".");
  }

  private boolean encodes(BoundedWindow window) {
    try {
      CoderUtils.encodeToByteArray(setup.windowCoder, window);
      return true;
    } catch (Exception e) {
      return false;
    }
  }

  /** "; key red has state in [00:00, 00:10)", or nothing when there is no key to tell of. */
  private String holding(@Nullable String stateId, @Nullable K key) {
    if (key == null || stateId == null) {
      return "";
    }
    KeyContext<K> context = keys.existing(key);
    if (context == null) {
      return "";
    }
    List<String> windows = new ArrayList<>();
    for (BoundedWindow holding : keys.windowsHolding(context, stateId)) {
      windows.add(Times.window(holding).replaceFirst("^window ", ""));
    }
    return windows.isEmpty()
        ? "; key " + key + " holds nothing in it in any window"
        : "; key " + key + " has state in " + String.join(", ", windows);
  }
}
