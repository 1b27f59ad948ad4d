package io.pipespec.runtime.verdict.scope;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.Timing;
import io.pipespec.beam.Times;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apiguardian.api.API;
import org.joda.time.Instant;

/**
 * Makes the scopes of {@code @Window} and {@code @Pane}, called by generated suites, and says what
 * the {@link WindowRef} a scope names means for Beam's windows.
 */
@API(status = INTERNAL)
public final class Scopes {

  private Scopes() {}

  /**
   * The panes {@code timing} of {@code window}; with {@code index >= 0} only the firing with that
   * index, which must then have {@code timing} (any timing for {@link Timing#ALL}).
   *
   * @throws IllegalArgumentException for an index below -1, or an index with {@link Timing#ONLY} or
   *     {@link Timing#COMBINED_NON_LATE}, which name several panes (the processor reports both at
   *     compile time)
   */
  public static Scope of(WindowRef window, Timing timing, int index) {
    requireNonNull(window, "window");
    requireNonNull(timing, "timing");
    if (index < -1) {
      throw new IllegalArgumentException("A pane index is 0 or more (or -1 for any), not " + index);
    }
    if (index >= 0 && (timing == Timing.ONLY || timing == Timing.COMBINED_NON_LATE)) {
      throw new IllegalArgumentException(
          "Timing." + timing + " names several panes and cannot be combined with an index");
    }
    if (window instanceof WindowRef.Any && timing == Timing.ALL && index < 0) {
      return Scope.everything();
    }
    return new PaneScope(window, timing, index);
  }

  /** Every pane of {@code window}. */
  public static Scope of(WindowRef window) {
    return of(window, Timing.ALL, -1);
  }

  /**
   * The Beam window that {@code window} names: an {@code IntervalWindow} or the global window;
   * empty for any window.
   */
  public static Optional<BoundedWindow> beamWindow(WindowRef window) {
    if (window instanceof WindowRef.Interval interval) {
      return Optional.of(
          new IntervalWindow(
              Instant.ofEpochMilli(interval.startMillis()),
              Instant.ofEpochMilli(interval.endMillis())));
    }
    return window instanceof WindowRef.Global
        ? Optional.of(GlobalWindow.INSTANCE)
        : Optional.empty();
  }

  /** Whether {@code candidate} is a window that {@code window} names. */
  static boolean matches(WindowRef window, BoundedWindow candidate) {
    return beamWindow(window).map(named -> named.equals(candidate)).orElse(true);
  }

  /**
   * The elements of {@code output} in {@code window}, in arrival order. A concrete window is looked
   * up in the output's window index rather than filtered from every element, so that a scenario
   * with one expectation per window stays linear in its output.
   */
  static List<CapturedElement> elementsOf(WindowRef window, CapturedOutput<?> output) {
    return beamWindow(window).map(output::elementsIn).orElseGet(output::elements);
  }

  /** "every window", "the global window", "window [1970-01-01T00:00Z, 1970-01-01T00:20Z)". */
  static String describe(WindowRef window) {
    return beamWindow(window).map(Times::window).orElse("every window");
  }
}
