package io.pipespec.grammar;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.Optional;
import org.junit.jupiter.api.Test;

class WindowGrammarTest {

  private static final long BASE = 1_767_225_600_000L; // 2026-01-01T00:00:00Z
  private static final String SUBJECT = "@Window on totals";

  private static WindowGrammar.Parsed attributes(
      String start, String end, String size, boolean global) {
    return WindowGrammar.ofAttributes(
        new WindowGrammar.Attributes(start, end, size, global), BASE, SUBJECT);
  }

  private static WindowGrammar.Problem onlyProblem(WindowGrammar.Parsed parsed) {
    assertThat(parsed).isInstanceOf(WindowGrammar.Failed.class);
    assertThat(((WindowGrammar.Failed) parsed).problems()).hasSize(1);
    return ((WindowGrammar.Failed) parsed).problems().get(0);
  }

  @Test
  void attributesGiveAnIntervalFromTheBaseTime() {
    assertThat(attributes("0", "", "20m", false))
        .isEqualTo(
            new WindowRef.Interval(
                BASE, BASE + 1_200_000L, "@Window(start = \"0\", size = \"20m\")"));
    assertThat(attributes("-20m", "0", "", false))
        .isEqualTo(
            new WindowRef.Interval(
                BASE - 1_200_000L, BASE, "@Window(start = \"-20m\", end = \"0\")"));
    assertThat(attributes("2026-01-01T00:10:00Z", "", "PT10M", false))
        .isEqualTo(
            new WindowRef.Interval(
                BASE + 600_000L,
                BASE + 1_200_000L,
                "@Window(start = \"2026-01-01T00:10:00Z\", size = \"PT10M\")"));
    assertThat(attributes("", "", "", true)).isEqualTo(new WindowRef.Global());
  }

  @Test
  void aWindowNamesExactlyOneIntervalOrTheGlobalWindow() {
    WindowGrammar.Problem both = onlyProblem(attributes("0", "", "20m", true));
    assertThat(both.fault()).isEqualTo(WindowGrammar.Fault.WINDOW);
    assertThat(both.attribute()).hasValue("global");
    assertThat(both.message())
        .isEqualTo(
            "@Window on totals names the global window and an interval. Remove start, end and"
                + " size, or global = true.");
    assertThat(onlyProblem(attributes("", "", "", false)).message())
        .isEqualTo(
            "@Window on totals names no window. Give start and end, start and size, or global ="
                + " true.");
    WindowGrammar.Problem neither = onlyProblem(attributes("0", "", "", false));
    assertThat(neither.attribute()).isEqualTo(Optional.empty());
    assertThat(neither.message())
        .isEqualTo("@Window on totals gives neither end nor size. Give exactly one of them.");
    WindowGrammar.Problem endAndSize = onlyProblem(attributes("0", "10m", "10m", false));
    assertThat(endAndSize.attribute()).hasValue("size");
    assertThat(endAndSize.message())
        .isEqualTo("@Window on totals gives both end and size. Give exactly one of them.");
  }

  @Test
  void timesThatAreNotTimesAreTimeProblemsOfTheirAttribute() {
    WindowGrammar.Parsed parsed = attributes("20x", "soon", "", false);
    assertThat(parsed).isInstanceOf(WindowGrammar.Failed.class);
    var problems = ((WindowGrammar.Failed) parsed).problems();
    assertThat(problems).hasSize(2);
    assertThat(problems.get(0).fault()).isEqualTo(WindowGrammar.Fault.TIME);
    assertThat(problems.get(0).attribute()).hasValue("start");
    assertThat(problems.get(0).message())
        .startsWith("start of @Window on totals: `20x` is not a time: write an ISO-8601 instant");
    assertThat(problems.get(1).attribute()).hasValue("end");
    WindowGrammar.Problem size = onlyProblem(attributes("0", "", "10 minutes", false));
    assertThat(size.fault()).isEqualTo(WindowGrammar.Fault.TIME);
    assertThat(size.message()).startsWith("size of @Window on totals: `10 minutes` is not a");
  }

  @Test
  void aWindowEndsAfterItStartsAndWithinBeamTimestamps() {
    WindowGrammar.Problem backwards = onlyProblem(attributes("20m", "10m", "", false));
    assertThat(backwards.fault()).isEqualTo(WindowGrammar.Fault.WINDOW);
    assertThat(backwards.attribute()).hasValue("end");
    assertThat(backwards.message())
        .isEqualTo(
            "@Window on totals ends at 10m, not after its start 20m. Give an end after the start.");
    WindowGrammar.Problem zero = onlyProblem(attributes("0", "", "0", false));
    assertThat(zero.fault()).isEqualTo(WindowGrammar.Fault.WINDOW);
    assertThat(zero.message())
        .isEqualTo("size of @Window on totals is zero. A window has a positive size, such as 20m.");
    WindowGrammar.Problem beyond =
        onlyProblem(
            WindowGrammar.ofAttributes(
                new WindowGrammar.Attributes("0", "", "106751991d", false),
                TimeGrammar.MAX_MILLIS - 1000,
                SUBJECT));
    assertThat(beyond.fault()).isEqualTo(WindowGrammar.Fault.TIME);
    assertThat(beyond.attribute()).hasValue("size");
    assertThat(beyond.message())
        .isEqualTo("@Window on totals ends beyond the range of Beam timestamps.");
  }

  @Test
  void textsGiveAnIntervalOrTheGlobalWindow() {
    assertThat(WindowGrammar.ofText(" [0, 10m) ", BASE, "sum"))
        .isEqualTo(new WindowRef.Interval(BASE, BASE + 600_000L, "[0, 10m)"));
    assertThat(WindowGrammar.ofText("[2026-01-01T00:00:00Z, 19m59.999s)", BASE, "sum"))
        .isEqualTo(
            new WindowRef.Interval(BASE, BASE + 1_199_999L, "[2026-01-01T00:00:00Z, 19m59.999s)"));
    assertThat(WindowGrammar.ofText("", BASE, "sum")).isEqualTo(new WindowRef.Global());
  }

  @Test
  void wrongTextsSayHowToWriteAWindow() {
    assertThat(onlyProblem(WindowGrammar.ofText("0..10m", BASE, "sum")).message())
        .isEqualTo(
            "The window `0..10m` of sum is not valid: write it as [start, end), such as [0, 10m)."
                + " Leave window empty for the global window.");
    assertThat(onlyProblem(WindowGrammar.ofText("[10m, 0)", BASE, "sum")).message())
        .isEqualTo(
            "The window `[10m, 0)` of sum is not valid: it ends before it starts. Leave window"
                + " empty for the global window.");
    WindowGrammar.Problem start = onlyProblem(WindowGrammar.ofText("[x, 10m)", BASE, "sum"));
    assertThat(start.fault()).isEqualTo(WindowGrammar.Fault.TIME);
    assertThat(start.message()).contains("is not valid: its start: `x` is not a time");
    WindowGrammar.Problem end = onlyProblem(WindowGrammar.ofText("[0, 10s10m)", BASE, "sum"));
    assertThat(end.fault()).isEqualTo(WindowGrammar.Fault.TIME);
    assertThat(end.message()).contains("is not valid: its end: `10s10m` is not a time");
  }

  @Test
  void anIntervalTextMustNameAnInterval() {
    String instead = "Leave out `in ...` for a timer of any window";
    assertThat(WindowGrammar.ofIntervalText("[0, 10m)", BASE, "the timer", instead))
        .isEqualTo(new WindowRef.Interval(BASE, BASE + 600_000L, "[0, 10m)"));
    WindowGrammar.Problem empty =
        onlyProblem(WindowGrammar.ofIntervalText(" ", BASE, "the timer", instead));
    assertThat(empty.fault()).isEqualTo(WindowGrammar.Fault.WINDOW);
    assertThat(empty.message())
        .isEqualTo(
            "The window `` of the timer is not valid: write it as [start, end), such as [0, 10m)."
                + " Leave out `in ...` for a timer of any window.");
    assertThat(
            onlyProblem(WindowGrammar.ofIntervalText("[5m, 1m)", BASE, "the timer", instead))
                .message())
        .isEqualTo(
            "The window `[5m, 1m)` of the timer is not valid: it ends before it starts. Leave out"
                + " `in ...` for a timer of any window.");
  }

  @Test
  void anIntervalThatDoesNotEndAfterItStartsIsNoWindow() {
    IllegalArgumentException refused =
        assertThrows(
            IllegalArgumentException.class, () -> new WindowRef.Interval(5, 5, "[5ms, 5ms)"));
    assertThat(refused).hasMessageThat().isEqualTo("A window must end after it starts: [5, 5)");
  }
}
