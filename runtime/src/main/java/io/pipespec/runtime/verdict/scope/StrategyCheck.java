package io.pipespec.runtime.verdict.scope;

import io.pipespec.Timing;
import io.pipespec.beam.Times;
import io.pipespec.beam.WindowFns;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.DefaultTrigger;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.Repeatedly;
import org.apache.beam.sdk.transforms.windowing.Trigger;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.WindowingStrategy;

/**
 * The honest-verdict checks: before a scope is judged, is it one the output could ever have filled?
 *
 * <p>Every refusal requires that the scope is empty in the captured output: a check never
 * contradicts what the run produced (an output re-windowed after its last {@code GroupByKey} keeps
 * its panes but reports the new strategy). Refused, in this order:
 *
 * <ol>
 *   <li>the global window of an output whose window function is not {@code GlobalWindows}, and an
 *       interval window of a {@code GlobalWindows} output;
 *   <li>an interval window that {@code FixedWindows} or {@code SlidingWindows} never assigns (the
 *       message lists the windows it assigns around that start);
 *   <li>{@code ONLY} when some key's window fired more than once (PAssert fails too);
 *   <li>an index with a timing, when that firing had another timing;
 *   <li>{@code EARLY}, {@code ON_TIME}, {@code LATE} or an index on elements that never passed a
 *       {@code GroupByKey} after windowing (every pane is {@code NO_FIRING});
 *   <li>{@code LATE} with zero allowed lateness, in the global window, or after a trigger that
 *       finishes at the watermark ({@code AfterWatermark.pastEndOfWindow()} without late firings
 *       and not repeated);
 *   <li>{@code EARLY} after a trigger that fires only at the watermark ({@code DefaultTrigger},
 *       {@code AfterWatermark.pastEndOfWindow()} without early firings, repeated or not);
 *   <li>{@code FINAL} when the window fired but no final pane, under {@code
 *       ClosingBehavior.FIRE_IF_NON_EMPTY} (the case PAssert's {@code inFinalPane} warns about).
 * </ol>
 */
final class StrategyCheck {

  private StrategyCheck() {}

  static Optional<String> refusal(
      CapturedOutput<?> output, WindowRef window, Timing timing, int index) {
    RunnerScope scope = RunnerScope.of(window, timing, index, "");
    PaneCensus census = scope.census();
    for (CapturedElement element : Scopes.elementsOf(window, output)) {
      scope.count(
          census, element.window(), element.pane(), scope.test(element.window(), element.pane()));
    }
    return refusal(output.windowingStrategy(), window, timing, index, census);
  }

  /**
   * Why the scope of {@code window}, {@code timing} and {@code index} cannot be judged honestly on
   * an output of {@code strategy} whose elements counted {@code census}.
   */
  static Optional<String> refusal(
      WindowingStrategy<?, ?> strategy,
      WindowRef window,
      Timing timing,
      int index,
      PaneCensus census) {
    Optional<BoundedWindow> named = Scopes.beamWindow(window);
    if (census.inWindow == 0 && named.isPresent()) {
      Optional<String> unassignable =
          WindowFns.neverAssigns(strategy.getWindowFn(), named.get(), WindowFns.SCOPE);
      if (unassignable.isPresent()) {
        return unassignable;
      }
    }
    String where = named.map(Times::window).orElse("a window");
    if (timing == Timing.ONLY) {
      if (census.several && census.firings == 1) {
        return Optional.of(
            "ONLY expects each key of "
                + where
                + " to fire exactly once, and its firing ("
                + String.join(", ", census.panes)
                + ") is not marked last: the window stayed open (allowed lateness "
                + Times.duration(strategy.getAllowedLateness())
                + "), so more panes could have fired. Use @Pane(ON_TIME) or @Pane(index = 0).");
      }
      if (census.several) {
        return Optional.of(
            "ONLY expects each key of "
                + where
                + " to fire exactly once, but a key fired "
                + census.firings
                + " panes ("
                + String.join(", ", census.panes)
                + "). Pick one with @Pane(FINAL), @Pane(ON_TIME) or @Pane(index = N), or use a"
                + " trigger that fires once.");
      }
    }
    if (index >= 0 && timing != Timing.ALL && timing != Timing.ONLY && census.mismatch != null) {
      return Optional.of(
          census.mismatch
              + ", not "
              + timing
              + ". Expect its timing, or drop the timing from @Pane to judge firing #"
              + index
              + " whatever its timing.");
    }
    boolean namesFirings =
        index >= 0 || timing == Timing.EARLY || timing == Timing.ON_TIME || timing == Timing.LATE;
    if (namesFirings && census.inWindow > 0 && census.allUnknown) {
      return Optional.of(
          "no pane of "
              + where
              + " ever fired: its "
              + census.inWindow
              + " elements carry PaneInfo.NO_FIRING, because they did not pass a GroupByKey or"
              + " Combine after they were windowed, so no "
              + (index >= 0 ? "firing #" + index : timing + " pane")
              + " can exist. Judge all panes (no @Pane), or test the output of the grouping.");
    }
    if (census.anyTiming) {
      return Optional.empty();
    }
    return switch (timing) {
      case LATE ->
          lateImpossible(strategy)
              .map(reason -> "no LATE pane can fire in " + where + ": " + reason);
      case EARLY ->
          earlyImpossible(strategy.getTrigger())
              .map(reason -> "no EARLY pane can fire in " + where + ": " + reason);
      case FINAL -> finalImpossible(strategy, where, census.inWindow);
      default -> Optional.empty();
    };
  }

  private static Optional<String> finalImpossible(
      WindowingStrategy<?, ?> strategy, String where, long inWindow) {
    if (inWindow == 0
        || strategy.getClosingBehavior() != Window.ClosingBehavior.FIRE_IF_NON_EMPTY) {
      return Optional.empty();
    }
    return Optional.of(
        where
            + " fired "
            + inWindow
            + " elements but no final pane: under ClosingBehavior.FIRE_IF_NON_EMPTY the"
            + " last pane is emitted only when data is buffered when the window closes"
            + " (trigger "
            + Times.trigger(strategy.getTrigger())
            + "). Use Window.withAllowedLateness(lateness, ClosingBehavior.FIRE_ALWAYS) to"
            + " always get a final pane, or judge another pane.");
  }

  private static Optional<String> lateImpossible(WindowingStrategy<?, ?> strategy) {
    if (strategy.getWindowFn() instanceof GlobalWindows) {
      return Optional.of(
          "the global window ends only at the end of time, after the last input, so nothing in"
              + " it is ever late");
    }
    if (strategy.getAllowedLateness().getMillis() == 0) {
      return Optional.of(
          "the allowed lateness is zero, so data behind the watermark is dropped and the"
              + " on-time pane is the last. Set Window.withAllowedLateness(...) to see late panes,"
              + " or expect the late data to be dropped with @Pane(ON_TIME) or @Pane(FINAL)");
    }
    Trigger trigger = strategy.getTrigger();
    boolean finishesAtWatermark =
        trigger instanceof AfterWatermark.FromEndOfWindow
            || (trigger instanceof AfterWatermark.AfterWatermarkEarlyAndLate earlyAndLate
                && earlyAndLate.getLateTrigger() == null);
    if (finishesAtWatermark) {
      return Optional.of(
          "the trigger "
              + Times.trigger(trigger)
              + " has no late firings and is not repeated, so it finishes with the on-time pane"
              + " and later data is dropped. Add .withLateFirings(...) to see late panes");
    }
    return Optional.empty();
  }

  private static Optional<String> earlyImpossible(Trigger trigger) {
    Trigger fired =
        trigger instanceof Repeatedly repeated ? repeated.getRepeatedTrigger() : trigger;
    boolean onlyAtWatermark =
        fired instanceof DefaultTrigger
            || fired instanceof AfterWatermark.FromEndOfWindow
            || (fired instanceof AfterWatermark.AfterWatermarkEarlyAndLate earlyAndLate
                && earlyAndLate.getEarlyTrigger() == null);
    if (onlyAtWatermark) {
      return Optional.of(
          "the trigger "
              + Times.trigger(trigger)
              + " fires only when the watermark passes the end of the window. Add"
              + " .withEarlyFirings(...) to see early panes");
    }
    return Optional.empty();
  }

  static String describe(PaneInfo pane) {
    String flags =
        pane.isFirst() && pane.isLast()
            ? " (first, last)"
            : pane.isFirst() ? " (first)" : pane.isLast() ? " (last)" : "";
    return pane.getTiming() + flags;
  }
}
