package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.explore.SettledOutput.Settling;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.MapCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.PaneInfo.Timing;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.apache.beam.sdk.values.WindowingStrategy.AccumulationMode;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * What an output settles to: per key when its panes accumulate (a runner numbers each key's panes
 * on its own), nothing known when its keys cannot be read, all panes together when they discard.
 */
class SettledOutputTest {

  private static final IntervalWindow WINDOW =
      new IntervalWindow(Instant.ofEpochMilli(0), Duration.standardMinutes(10));
  private static final KvCoder<String, Long> CODER =
      KvCoder.of(StringUtf8Coder.of(), VarLongCoder.of());
  private static final PaneInfo EARLY_0 = PaneInfo.createPane(true, false, Timing.EARLY, 0, -1);
  private static final PaneInfo ON_TIME_1 = PaneInfo.createPane(false, true, Timing.ON_TIME, 1, 0);
  private static final PaneInfo ON_TIME_0 = PaneInfo.createPane(true, true, Timing.ON_TIME, 0, 0);

  private static CapturedElement fired(String key, long value, PaneInfo pane) throws Exception {
    return new CapturedElement(
        CoderUtils.encodeToByteArray(CODER, KV.of(key, value)),
        WINDOW,
        pane,
        WINDOW.maxTimestamp());
  }

  private static CapturedOutput<KV<String, Long>> accumulating(List<CapturedElement> elements) {
    return accumulating(CODER, elements);
  }

  @Test
  void aKeyWithFewerPanesThanAnotherIsComparedByItsOwnLastPane() throws Exception {
    // Key a fires #0 and #1, key b only #0: b's settled value is its #0.
    CapturedOutput<KV<String, Long>> written =
        accumulating(
            List.of(fired("a", 1, EARLY_0), fired("b", 1, ON_TIME_0), fired("a", 3, ON_TIME_1)));
    CapturedOutput<KV<String, Long>> member =
        accumulating(
            List.of(fired("a", 1, EARLY_0), fired("b", 2, ON_TIME_0), fired("a", 3, ON_TIME_1)));

    assertThat(SettledOutput.compare(written, member)).isEqualTo(Settling.DIFFERENT);
  }

  @Test
  void eachKeySettlesToItsLastPaneWhateverItsEarlyPanesHeld() throws Exception {
    CapturedOutput<KV<String, Long>> written =
        accumulating(
            List.of(fired("a", 1, EARLY_0), fired("b", 1, ON_TIME_0), fired("a", 3, ON_TIME_1)));
    CapturedOutput<KV<String, Long>> member =
        accumulating(
            List.of(fired("a", 2, EARLY_0), fired("a", 3, ON_TIME_1), fired("b", 1, ON_TIME_0)));

    assertThat(SettledOutput.compare(written, member)).isEqualTo(Settling.SAME);
  }

  @Test
  void keysOfANonDeterministicKeyCoderAreComparedByEquals() throws Exception {
    KvCoder<Map<String, String>, Long> coder =
        KvCoder.of(MapCoder.of(StringUtf8Coder.of(), StringUtf8Coder.of()), VarLongCoder.of());
    Map<String, String> a = Map.of("k", "a");
    Map<String, String> b = Map.of("k", "b");
    CapturedOutput<KV<Map<String, String>, Long>> written =
        accumulating(
            coder,
            List.of(
                element(coder, KV.of(a, 1L), EARLY_0),
                element(coder, KV.of(b, 1L), ON_TIME_0),
                element(coder, KV.of(a, 3L), ON_TIME_1)));
    CapturedOutput<KV<Map<String, String>, Long>> member =
        accumulating(
            coder,
            List.of(
                element(coder, KV.of(a, 1L), EARLY_0),
                element(coder, KV.of(b, 2L), ON_TIME_0),
                element(coder, KV.of(a, 3L), ON_TIME_1)));

    assertThat(SettledOutput.compare(written, member)).isEqualTo(Settling.DIFFERENT);
    assertThat(SettledOutput.compare(written, written)).isEqualTo(Settling.SAME);
  }

  @Test
  void accumulatingPanesWhoseKeysCannotBeReadSettleToNothingKnown() throws Exception {
    // Sums formatted as text: key a fired #0 and #1, key b #0, but nothing says which is which.
    CapturedOutput<String> written =
        accumulating(
            StringUtf8Coder.of(),
            List.of(
                element(StringUtf8Coder.of(), "a:1", EARLY_0),
                element(StringUtf8Coder.of(), "b:1", ON_TIME_0),
                element(StringUtf8Coder.of(), "a:3", ON_TIME_1)));
    CapturedOutput<String> member =
        accumulating(
            StringUtf8Coder.of(),
            List.of(
                element(StringUtf8Coder.of(), "a:1", EARLY_0),
                element(StringUtf8Coder.of(), "b:2", ON_TIME_0),
                element(StringUtf8Coder.of(), "a:3", ON_TIME_1)));

    assertThat(SettledOutput.compare(written, member)).isEqualTo(Settling.UNKNOWN);
  }

  @Test
  void aKeyWithTwoElementsInOnePaneIsNotTheKeyItsPanesAreNumberedBy() throws Exception {
    // Re-keyed after the grouping: a's and b's panes #0 both under key all.
    CapturedOutput<KV<String, Long>> written =
        accumulating(
            List.of(
                fired("all", 1, EARLY_0), fired("all", 1, ON_TIME_0), fired("all", 3, ON_TIME_1)));

    assertThat(SettledOutput.compare(written, written)).isEqualTo(Settling.UNKNOWN);
  }

  @Test
  void elementsThatNoGroupingFiredAreAllKept() throws Exception {
    CapturedOutput<String> written =
        accumulating(
            StringUtf8Coder.of(),
            List.of(
                element(StringUtf8Coder.of(), "x", PaneInfo.NO_FIRING),
                element(StringUtf8Coder.of(), "y", PaneInfo.NO_FIRING)));
    CapturedOutput<String> member =
        accumulating(
            StringUtf8Coder.of(), List.of(element(StringUtf8Coder.of(), "x", PaneInfo.NO_FIRING)));

    assertThat(SettledOutput.compare(written, member)).isEqualTo(Settling.DIFFERENT);
  }

  @Test
  void discardingPanesSettleToAllOfThemTogether() throws Exception {
    CapturedOutput<KV<String, Long>> written =
        discarding(List.of(fired("a", 1, EARLY_0), fired("a", 2, ON_TIME_1)));
    CapturedOutput<KV<String, Long>> sameElementsOtherPanes =
        discarding(List.of(fired("a", 2, EARLY_0), fired("a", 1, ON_TIME_1)));
    CapturedOutput<KV<String, Long>> lastPaneAlike =
        discarding(List.of(fired("a", 5, EARLY_0), fired("a", 2, ON_TIME_1)));

    assertThat(SettledOutput.compare(written, sameElementsOtherPanes)).isEqualTo(Settling.SAME);
    assertThat(SettledOutput.compare(written, lastPaneAlike)).isEqualTo(Settling.DIFFERENT);
  }

  private static <T> CapturedElement element(Coder<T> coder, T value, PaneInfo pane)
      throws Exception {
    return new CapturedElement(
        CoderUtils.encodeToByteArray(coder, value), WINDOW, pane, WINDOW.maxTimestamp());
  }

  private static <T> CapturedOutput<T> accumulating(
      Coder<T> coder, List<CapturedElement> elements) {
    return new CapturedOutput<>(
        "totals",
        coder,
        WindowingStrategy.of(FixedWindows.of(Duration.standardMinutes(10)))
            .withMode(AccumulationMode.ACCUMULATING_FIRED_PANES),
        elements);
  }

  private static CapturedOutput<KV<String, Long>> discarding(List<CapturedElement> elements) {
    return new CapturedOutput<>(
        "totals",
        CODER,
        WindowingStrategy.of(FixedWindows.of(Duration.standardMinutes(10))),
        elements);
  }
}
