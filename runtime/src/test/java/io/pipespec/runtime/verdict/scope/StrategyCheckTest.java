package io.pipespec.runtime.verdict.scope;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Timing;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.transforms.windowing.AfterPane;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.Repeatedly;
import org.apache.beam.sdk.transforms.windowing.SlidingWindows;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/** The honest-verdict checks on strategies the engine tests do not run. */
class StrategyCheckTest {

  private static final long MINUTE = 60_000;

  private static CapturedOutput<Integer> output(
      WindowingStrategy<?, ?> strategy, CapturedElement... elements) {
    return new CapturedOutput<>("out", VarIntCoder.of(), strategy, List.of(elements));
  }

  private static CapturedElement element(int value, IntervalWindow window, PaneInfo pane)
      throws Exception {
    return new CapturedElement(
        CoderUtils.encodeToByteArray(VarIntCoder.of(), value), window, pane, window.maxTimestamp());
  }

  private static WindowRef minutes(long start, long end) {
    return WindowRef.interval(start * MINUTE, end * MINUTE, "[" + start + "m, " + end + "m)");
  }

  @Test
  void slidingWindowsListTheWindowsTheyAssignAtTheStart() {
    WindowingStrategy<?, ?> sliding =
        WindowingStrategy.of(
            SlidingWindows.of(Duration.standardMinutes(20)).every(Duration.standardMinutes(10)));

    assertThat(Scopes.of(minutes(5, 25)).refusal(output(sliding)))
        .isEqualTo(
            Optional.of(
                "window [1970-01-01T00:05Z, 1970-01-01T00:25Z) can never be assigned by"
                    + " SlidingWindows of 20m every 10m; at 1970-01-01T00:05Z it assigns"
                    + " [1970-01-01T00:00Z, 1970-01-01T00:20Z) and [1969-12-31T23:50Z,"
                    + " 1970-01-01T00:10Z). Name one of those in @Window."));
    assertThat(Scopes.of(minutes(10, 30)).refusal(output(sliding))).isEqualTo(Optional.empty());
  }

  @Test
  void intervalWindowOfAGlobalOutputIsRefused() {
    assertThat(Scopes.of(minutes(0, 20)).refusal(output(WindowingStrategy.globalDefault())))
        .isEqualTo(
            Optional.of(
                "window [1970-01-01T00:00Z, 1970-01-01T00:20Z) is not a window of this output: it is"
                    + " in the global window. Use @Window(global = true), or window the output."));
  }

  @Test
  void latePaneAfterAWatermarkTriggerWithoutLateFiringsIsRefused() {
    WindowingStrategy<?, ?> strategy =
        WindowingStrategy.of(FixedWindows.of(Duration.standardMinutes(20)))
            .withTrigger(
                AfterWatermark.pastEndOfWindow().withEarlyFirings(AfterPane.elementCountAtLeast(1)))
            .withAllowedLateness(Duration.standardHours(1));

    Optional<String> refusal = Scopes.of(minutes(0, 20), Timing.LATE, -1).refusal(output(strategy));

    assertThat(refusal)
        .isEqualTo(
            Optional.of(
                "no LATE pane can fire in window [1970-01-01T00:00Z, 1970-01-01T00:20Z): the trigger"
                    + " AfterWatermark.pastEndOfWindow().withEarlyFirings(AfterPane.elementCountAtLeast(1))"
                    + " has no late firings and is not repeated, so it finishes with the on-time pane"
                    + " and later data is dropped. Add .withLateFirings(...) to see late panes"));
    // Repeated, the same trigger fires again for late data.
    assertThat(
            Scopes.of(minutes(0, 20), Timing.LATE, -1)
                .refusal(
                    output(
                        strategy.withTrigger(
                            Repeatedly.forever(AfterWatermark.pastEndOfWindow())))))
        .isEqualTo(Optional.empty());
  }

  @Test
  void aScopeThatHoldsElementsIsNeverRefused() throws Exception {
    IntervalWindow first =
        new IntervalWindow(Instant.ofEpochMilli(0), Instant.ofEpochMilli(20 * MINUTE));
    PaneInfo late = PaneInfo.createPane(false, true, PaneInfo.Timing.LATE, 1, 1);
    // The strategy says no late pane can fire (re-windowed after the grouping); one did.
    CapturedOutput<Integer> rewindowed =
        output(
            WindowingStrategy.of(FixedWindows.of(Duration.standardMinutes(20))),
            element(7, first, late));

    assertThat(Scopes.of(minutes(0, 20), Timing.LATE, -1).refusal(rewindowed))
        .isEqualTo(Optional.empty());
  }

  @Test
  void paneScopesOnUngroupedElementsAreRefused() throws Exception {
    IntervalWindow first =
        new IntervalWindow(Instant.ofEpochMilli(0), Instant.ofEpochMilli(20 * MINUTE));
    CapturedOutput<Integer> ungrouped =
        output(
            WindowingStrategy.of(FixedWindows.of(Duration.standardMinutes(20))),
            element(7, first, PaneInfo.NO_FIRING));

    assertThat(Scopes.of(minutes(0, 20), Timing.ON_TIME, -1).refusal(ungrouped))
        .isEqualTo(
            Optional.of(
                "no pane of window [1970-01-01T00:00Z, 1970-01-01T00:20Z) ever fired: its 1 elements"
                    + " carry PaneInfo.NO_FIRING, because they did not pass a GroupByKey or Combine"
                    + " after they were windowed, so no ON_TIME pane can exist. Judge all panes (no"
                    + " @Pane), or test the output of the grouping."));
  }

  @Test
  void scopesDescribeThemselvesForDisplayNames() {
    assertThat(Scopes.of(minutes(0, 20), Timing.ON_TIME, -1).describe())
        .isEqualTo("ON_TIME pane of window [1970-01-01T00:00Z, 1970-01-01T00:20Z)");
    assertThat(Scopes.of(WindowRef.global(), Timing.EARLY, -1).describe())
        .isEqualTo("early panes of the global window");
    assertThat(Scopes.of(WindowRef.any(), Timing.LATE, 2).describe())
        .isEqualTo("firing #2 (LATE) of every window");
    assertThat(Scopes.of(WindowRef.any()).describe()).isEqualTo("all windows, all panes");
  }
}
