package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.PaneInfo.Timing;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/** Every firing is its own line, and a runner that breaks the pane rules is pointed out. */
class WindowHistoryTest {

  private static final IntervalWindow WINDOW =
      new IntervalWindow(Instant.ofEpochMilli(0), Duration.standardMinutes(10));
  private static final KvCoder<String, Long> CODER =
      KvCoder.of(StringUtf8Coder.of(), VarLongCoder.of());

  private final List<CapturedElement> elements = new ArrayList<>();

  private void fired(String key, long value, PaneInfo pane) throws Exception {
    elements.add(
        new CapturedElement(
            CoderUtils.encodeToByteArray(CODER, KV.of(key, value)),
            WINDOW,
            pane,
            WINDOW.maxTimestamp()));
  }

  private static CapturedElement string(String value, PaneInfo pane) throws Exception {
    return new CapturedElement(
        CoderUtils.encodeToByteArray(StringUtf8Coder.of(), value),
        WINDOW,
        pane,
        WINDOW.maxTimestamp());
  }

  private static <T> String history(Coder<T> coder, List<CapturedElement> elements) {
    CapturedOutput<T> output =
        new CapturedOutput<>(
            "totals",
            coder,
            WindowingStrategy.of(FixedWindows.of(Duration.standardMinutes(10))),
            elements);
    return WindowHistory.render(output, window -> true);
  }

  private String history() {
    return history(CODER, elements);
  }

  @Test
  void aPaneTheRunnerFiredTwiceForAKeyShowsAsTwoFiringsAndIsPointedOut() throws Exception {
    fired("red", 240, PaneInfo.ON_TIME_AND_ONLY_FIRING);
    fired("blue", 7, PaneInfo.ON_TIME_AND_ONLY_FIRING);
    // Flink's extra ON_TIME pane: the value 0, also #0, first and last.
    fired("red", 0, PaneInfo.ON_TIME_AND_ONLY_FIRING);

    String history = history();

    assertThat(history)
        .contains(
            "    #0 ON_TIME (first, last): blue=7 @ 1970-01-01T00:09:59.999Z,"
                + " red=240 @ 1970-01-01T00:09:59.999Z\n"
                + "    #0 ON_TIME (first, last): red=0 @ 1970-01-01T00:09:59.999Z\n");
    assertThat(history)
        .contains(
            "two panes numbered #0 for key red in window [1970-01-01T00:00Z, 1970-01-01T00:10Z)");
    assertThat(history).contains("two panes marked last for key red");
    assertThat(history).doesNotContain("for key blue");
  }

  @Test
  void panesThatDifferOnlyInTheirFirstFlagAreTwoFirings() throws Exception {
    fired("red", 3, PaneInfo.createPane(true, false, Timing.EARLY, 0, -1));
    fired("red", 4, PaneInfo.createPane(false, false, Timing.EARLY, 0, -1));

    String history = history();

    assertThat(history).contains("#0 EARLY (first): red=3");
    assertThat(history).contains("#0 EARLY: red=4");
    assertThat(history).contains("two panes numbered #0 for key red");
  }

  @Test
  void aWellBehavedRunnerGetsNoAnomaly() throws Exception {
    fired("red", 3, PaneInfo.createPane(true, false, Timing.EARLY, 0, -1));
    fired("red", 5, PaneInfo.createPane(false, true, Timing.ON_TIME, 1, 0));
    fired("blue", 1, PaneInfo.createPane(true, true, Timing.ON_TIME, 0, 0));

    String history = history();

    assertThat(history).contains("#0 EARLY (first): red=3");
    assertThat(history).contains("#1 ON_TIME (last): red=5");
    assertThat(history).doesNotContain("pane rules");
  }

  @Test
  void elementsThatNeverPassedAGroupingAreOneLineAndNoAnomaly() throws Exception {
    // A function's output: every element NO_FIRING (first and last), a key met twice.
    fired("b", 1, PaneInfo.NO_FIRING);
    fired("a", 1, PaneInfo.NO_FIRING);
    fired("b", 2, PaneInfo.NO_FIRING);

    String history = history();

    assertThat(history).contains("no firing (not grouped): a=1 @ ");
    assertThat(history).contains("b=2 @ ");
    assertThat(history).doesNotContain("marked last");
    assertThat(history).doesNotContain("pane rules");
    assertThat(history.lines().filter(line -> line.contains("not grouped")).count()).isEqualTo(1);
  }

  /**
   * A grouping by key, then each result formatted as a {@code String}: key a fired EARLY #0 then
   * ON_TIME #1, key b only ON_TIME #0. Pane indexes are per key; a correct runner is not broken.
   */
  @Test
  void panesOfDifferentKeysSharingAnIndexInAnOutputOfStringsAreNoAnomaly() throws Exception {
    List<CapturedElement> strings = new ArrayList<>();
    strings.add(string("a:3", PaneInfo.createPane(true, false, Timing.EARLY, 0, -1)));
    strings.add(string("a:5", PaneInfo.createPane(false, true, Timing.ON_TIME, 1, 0)));
    strings.add(string("b:2", PaneInfo.createPane(true, true, Timing.ON_TIME, 0, 0)));

    String history = history(StringUtf8Coder.of(), strings);

    assertThat(history).contains("#0 EARLY (first): a:3");
    assertThat(history).contains("#0 ON_TIME (first, last): b:2");
    assertThat(history).contains("#1 ON_TIME (last): a:5");
    assertThat(history).doesNotContain("pane rules");
    assertThat(history).doesNotContain("broke");
    assertThat(history)
        .endsWith(
            "may be firings of different keys:\n"
                + "    #0 in window [1970-01-01T00:00Z, 1970-01-01T00:10Z):"
                + " EARLY (first), ON_TIME (first, last)");
  }

  @Test
  void aStringOutputWhosePanesAllDifferInIndexGetsNoNote() throws Exception {
    List<CapturedElement> strings = new ArrayList<>();
    strings.add(string("a:3", PaneInfo.createPane(true, false, Timing.EARLY, 0, -1)));
    strings.add(string("a:5", PaneInfo.createPane(false, true, Timing.ON_TIME, 1, 0)));

    String history = history(StringUtf8Coder.of(), strings);

    assertThat(history).doesNotContain("pane rules");
    assertThat(history).doesNotContain("numbered per key");
  }

  /** Above the limit, keys are not read: the output is judged as one without keys. */
  @Test
  void aKeyedWindowTooLargeToReadItsKeysIsNotCalledBroken() throws Exception {
    for (int i = 0; i < Firings.KEYED_LIMIT; i++) {
      fired("k" + i, i, PaneInfo.createPane(true, true, Timing.ON_TIME, 0, 0));
    }
    fired("a", 3, PaneInfo.createPane(true, false, Timing.EARLY, 0, -1));
    fired("a", 5, PaneInfo.createPane(false, true, Timing.ON_TIME, 1, 0));

    String history = history();

    assertThat(history).doesNotContain("pane rules");
    assertThat(history).contains("panes are numbered per key");
  }

  @Test
  void aKeyMarkedLastTwiceAfterAGroupingIsStillPointedOut() throws Exception {
    fired("b", 1, PaneInfo.NO_FIRING);
    fired("b", 2, PaneInfo.createPane(true, true, Timing.ON_TIME, 0, 0));
    fired("b", 3, PaneInfo.createPane(false, true, Timing.LATE, 1, -1));

    String history = history();

    assertThat(history).contains("two panes marked last for key b");
  }
}
