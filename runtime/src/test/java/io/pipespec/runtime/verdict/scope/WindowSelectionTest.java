package io.pipespec.runtime.verdict.scope;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Timing;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.List;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/** Window scopes select through the output's window index: the same elements, in arrival order. */
class WindowSelectionTest {

  private static final PaneInfo EARLY =
      PaneInfo.createPane(true, false, PaneInfo.Timing.EARLY, 0, 0);
  private static final PaneInfo ON_TIME =
      PaneInfo.createPane(false, true, PaneInfo.Timing.ON_TIME, 1, 0);

  private static IntervalWindow minute(int minute) {
    return new IntervalWindow(Instant.ofEpochMilli(minute * 60_000L), Duration.standardMinutes(1));
  }

  private static CapturedElement element(long value, BoundedWindow window, PaneInfo pane)
      throws Exception {
    return new CapturedElement(
        CoderUtils.encodeToByteArray(VarLongCoder.of(), value),
        window,
        pane,
        window.maxTimestamp());
  }

  @Test
  void anIntervalWindowScopeSelectsItsWindowsElementsInArrivalOrder() throws Exception {
    CapturedElement early = element(1, minute(1), EARLY);
    CapturedElement other = element(2, minute(0), ON_TIME);
    CapturedElement onTime = element(3, minute(1), ON_TIME);
    CapturedElement onTimeToo = element(4, minute(1), ON_TIME);
    CapturedOutput<Long> output =
        new CapturedOutput<>(
            "scores",
            VarLongCoder.of(),
            WindowingStrategy.of(FixedWindows.of(Duration.standardMinutes(1))),
            List.of(early, other, onTime, onTimeToo));
    WindowRef minuteOne = WindowRef.interval(60_000L, 120_000L, "[1m, 2m)");

    assertThat(Scopes.of(minuteOne).select(output))
        .containsExactly(early, onTime, onTimeToo)
        .inOrder();
    assertThat(Scopes.of(minuteOne, Timing.ON_TIME, -1).select(output))
        .containsExactly(onTime, onTimeToo)
        .inOrder();
    assertThat(Scopes.of(minuteOne, Timing.ALL, 0).select(output)).containsExactly(early);
    assertThat(Scopes.of(WindowRef.interval(600_000L, 660_000L, "[10m, 11m)")).select(output))
        .isEmpty();
  }

  @Test
  void theGlobalWindowScopeSelectsGlobalWindowElements() throws Exception {
    CapturedElement a = element(1, GlobalWindow.INSTANCE, PaneInfo.NO_FIRING);
    CapturedElement b = element(2, GlobalWindow.INSTANCE, PaneInfo.NO_FIRING);
    CapturedOutput<Long> output =
        new CapturedOutput<>(
            "numbers", VarLongCoder.of(), WindowingStrategy.globalDefault(), List.of(a, b));

    assertThat(Scopes.of(WindowRef.global()).select(output)).containsExactly(a, b).inOrder();
  }
}
