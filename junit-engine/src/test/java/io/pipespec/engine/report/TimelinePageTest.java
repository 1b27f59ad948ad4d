package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.TimeMark;
import io.pipespec.runtime.verdict.expect.ElementMismatchError;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** The page for given histories, read back with the JDK's XML parser. */
class TimelinePageTest {

  private static final long MINUTE = 60_000;

  private static CapturedElement element(String value, long start, long end, PaneInfo pane, long at)
      throws Exception {
    return new CapturedElement(
        CoderUtils.encodeToByteArray(StringUtf8Coder.of(), value),
        new IntervalWindow(Instant.ofEpochMilli(start), Instant.ofEpochMilli(end)),
        pane,
        Instant.ofEpochMilli(at));
  }

  private static CapturedOutput<String> output(String name, List<CapturedElement> elements) {
    return new CapturedOutput<>(
        name,
        StringUtf8Coder.of(),
        WindowingStrategy.of(FixedWindows.of(org.joda.time.Duration.standardMinutes(10))),
        elements);
  }

  private static ExpectationSpec expectation(String method, String output, Scope scope) {
    return ExpectationSpec.of(
        TimelinePageTest.class,
        method,
        Target.output(output, scope, Expectations.containsInAnyOrder(List.of("x"))));
  }

  private static PageInput input(
      Map<String, CapturedOutput<?>> outputs, List<TimeMark> marks, List<PageInput.Verdict> v) {
    return new PageInput(
        "com.acme.ScoresTest",
        "Late <scores> & \"friends\"",
        "pipeline",
        "DirectRunner",
        Duration.ofMillis(12),
        Optional.empty(),
        outputs,
        marks,
        Optional.empty(),
        List.of(),
        Optional.empty(),
        v,
        new Exploration.NotAsked(),
        Optional.empty(),
        Optional.empty(),
        Optional.empty(),
        RestartNote.NONE);
  }

  private static final PaneInfo EARLY =
      PaneInfo.createPane(true, false, PaneInfo.Timing.EARLY, 0, -1);
  private static final PaneInfo ON_TIME =
      PaneInfo.createPane(false, false, PaneInfo.Timing.ON_TIME, 1, 0);
  private static final PaneInfo LATE = PaneInfo.createPane(false, true, PaneInfo.Timing.LATE, 2, 1);

  @Test
  void drawsWindowsPanesInOrderUnexpectedGhostsScopesAndTheWatermarkLane() throws Exception {
    CapturedElement late = element("red=8", 0, 10 * MINUTE, LATE, 10 * MINUTE - 1);
    CapturedOutput<String> totals =
        output(
            "totals",
            List.of(
                element("red=3", 0, 10 * MINUTE, EARLY, 10 * MINUTE - 1),
                element("red=7", 0, 10 * MINUTE, ON_TIME, 10 * MINUTE - 1),
                late,
                element(
                    "blue=7",
                    10 * MINUTE,
                    20 * MINUTE,
                    PaneInfo.createPane(true, true, PaneInfo.Timing.ON_TIME, 0, 0),
                    20 * MINUTE - 1)));
    ExpectationSpec lateTotals =
        expectation(
            "lateTotals",
            "totals",
            Scopes.of(WindowRef.interval(0, 10 * MINUTE, "[0, 10m)"), io.pipespec.Timing.LATE, -1));
    ExpectationSpec third =
        expectation(
            "thirdWindow",
            "totals",
            Scopes.of(WindowRef.interval(20 * MINUTE, 30 * MINUTE, "[20m, 30m)")));
    ExpectationSpec all = expectation("everything", "totals", Scope.everything());
    List<PageInput.Verdict> verdicts =
        List.of(
            new PageInput.Verdict(
                lateTotals,
                new Judgement.Failed(
                    new AssertionError("late"),
                    List.of(late),
                    List.of(new ElementMismatchError.Missing("red=9", 1)))),
            new PageInput.Verdict(
                third,
                new Judgement.Failed(
                    new AssertionError("third <b>"),
                    List.of(),
                    List.of(new ElementMismatchError.Missing("green=1", 2)))),
            new PageInput.Verdict(all, new Judgement.Passed()));
    List<TimeMark> marks =
        List.of(
            new TimeMark(TimeMark.Kind.ELEMENTS, MINUTE, 2),
            new TimeMark(TimeMark.Kind.PROCESSING, 2 * MINUTE, 0),
            new TimeMark(TimeMark.Kind.WATERMARK, 10 * MINUTE, 0),
            new TimeMark(TimeMark.Kind.WATERMARK, 20 * MINUTE, 0));

    String html = TimelinePage.html(input(Map.of("totals", totals), marks, verdicts));
    Document page = Pages.parse(html);

    assertThat(Pages.text(page, "//title"))
        .isEqualTo("Late <scores> & \"friends\" \u2013 ScoresTest");
    assertThat(
            Pages.attributes(
                page, "//*[@class='window' or contains(@class,'window ')]", "data-window"))
        .containsExactly("[00:00, 00:10)", "[00:10, 00:20)", "[00:20, 00:30)")
        .inOrder();
    assertThat(
            Pages.attributes(
                page,
                "//*[@data-window='[00:00, 00:10)']/*[contains(@class,'pane ')]",
                "data-index"))
        .containsExactly("0", "1", "2")
        .inOrder();
    assertThat(
            Pages.attributes(
                page,
                "//*[@data-window='[00:00, 00:10)']/*[contains(@class,'pane ')]",
                "data-timing"))
        .containsExactly("EARLY", "ON_TIME", "LATE")
        .inOrder();
    assertThat(Pages.attributes(page, "//*[contains(@class,'unexpected')]", "data-element"))
        .containsExactly("red=8");
    assertThat(Pages.attributes(page, "//*[@class='missing ghost']", "data-element"))
        .containsExactly("red=9", "green=1");
    assertThat(
            Pages.attribute(
                page, "//*[@data-window='[00:20, 00:30)']/*[@class='missing ghost']", "data-count"))
        .isEqualTo("2");
    assertThat(Pages.attributes(page, "//*[contains(@class,'scope-outline')]", "data-expectation"))
        .containsExactly("lateTotals", "thirdWindow");
    assertThat(Pages.attributes(page, "//*[@class='watermark-step']", "data-millis"))
        .containsExactly(Long.toString(10 * MINUTE), Long.toString(20 * MINUTE))
        .inOrder();
    assertThat(Pages.count(page, "//*[@class='processing-step']")).isEqualTo(1);
    assertThat(Pages.attributes(page, "//tr[contains(@class,'expectation')]", "class"))
        .containsExactly("expectation failed", "expectation failed", "expectation passed")
        .inOrder();
    assertThat(Pages.text(page, "//div[@data-expectation='thirdWindow']/pre"))
        .isEqualTo("third <b>");
    assertThat(html).doesNotContain("http://cdn");
    assertThat(html).doesNotContain(" src=");
  }

  @Test
  void aTakeOverDrawsBothPhasesOnOneAxisWithTheSavepointMarked() throws Exception {
    List<TimeMark> marks =
        List.of(
            new TimeMark(TimeMark.Kind.ELEMENTS, MINUTE, 2),
            new TimeMark(TimeMark.Kind.WATERMARK, 5 * MINUTE, 0),
            new TimeMark(TimeMark.Kind.SAVEPOINT, 0, 0),
            new TimeMark(TimeMark.Kind.ELEMENTS, 7 * MINUTE, 1),
            new TimeMark(TimeMark.Kind.WATERMARK, 12 * MINUTE, 0));

    String html = TimelinePage.html(input(Map.of(), marks, List.of()));
    Document page = Pages.parse(html);
    // An SVG line without a stroke is not drawn: the page's style gives the mark one.
    assertThat(html).contains(".savepoint-mark{stroke:");

    assertThat(Pages.attributes(page, "//*[@class='savepoint-step']", "data-step"))
        .containsExactly("3");
    assertThat(Pages.text(page, "//*[@class='savepoint-step']/*[local-name()='title']"))
        .isEqualTo(
            "step 3: savepoint: the recorded job stopped here (watermark 00:05); the current code"
                + " was restored from it and ran the steps after");
    // The savepoint sits at the watermark of its moment, between the two phases' steps.
    double savepoint =
        Double.parseDouble(Pages.attribute(page, "//*[@class='savepoint-mark']", "x1"));
    List<String> watermarks = Pages.attributes(page, "//*[@class='watermark-mark']", "x1");
    assertThat(savepoint).isEqualTo(Double.parseDouble(watermarks.get(0)));
    assertThat(savepoint).isLessThan(Double.parseDouble(watermarks.get(1)));
  }

  @Test
  void theCopiesARelationComparesWithAreHeadedByWhatTheyAreNotByTheirInternalNames()
      throws Exception {
    CapturedOutput<String> best =
        output("best", List.of(element("ann=0", 0, 10 * MINUTE, ON_TIME, 1)));
    CapturedOutput<String> reference =
        output("best~sameAs:plainMax", List.of(element("ann=-1", 0, 10 * MINUTE, ON_TIME, 1)));
    CapturedOutput<String> bounded = output("best~bounded", List.of());
    CapturedOutput<String> shifted = output("best~shifted:1200000", List.of());
    List<PageInput.Verdict> verdicts = new ArrayList<>();
    for (io.pipespec.runtime.verdict.expect.Expectation relation :
        List.of(
            Expectations.sameAs(
                "plainMax", inputs -> io.pipespec.runtime.suite.Outputs.builder().build()),
            Expectations.settlesAlike(),
            Expectations.shifted(1_200_000, "20m"))) {
      verdicts.add(
          new PageInput.Verdict(
              ExpectationSpec.of(
                  TimelinePageTest.class,
                  "relation" + verdicts.size(),
                  Target.output("best", Scope.everything(), relation)),
              new Judgement.Passed()));
    }
    Map<String, CapturedOutput<?>> outputs = new java.util.LinkedHashMap<>();
    for (CapturedOutput<String> output : List.of(best, reference, bounded, shifted)) {
      outputs.put(output.name(), output);
    }

    Document page = Pages.parse(TimelinePage.html(input(outputs, List.of(), verdicts)));

    assertThat(Pages.texts(page, "//section[@class='output']/h2"))
        .containsExactly(
            "Output 'best'",
            "Output 'best' of the reference plainMax()",
            "Output 'best' with its inputs read bounded",
            "Output 'best' with every input time moved by 20m")
        .inOrder();
  }

  @Test
  void elementsOfAnySizeAndAnyCharactersAreEscapedAndCut() throws Exception {
    String huge = "<script>alert(1)</script>&\u0000\uD800" + "x".repeat(100_000);
    CapturedOutput<String> out =
        output("words", List.of(element(huge, 0, 10 * MINUTE, ON_TIME, MINUTE)));
    String html = TimelinePage.html(input(Map.of("words", out), List.of(), List.of()));
    Document page = Pages.parse(html);
    String label = Pages.attribute(page, "//*[contains(@class,'element ')]", "data-element");
    // cut to LABEL characters before escaping; each escaped character takes six
    assertThat(label.length()).isAtMost(Html.LABEL + 1 + 2 * 5);
    // The NUL comes escaped once, as failure messages write it (UTF-8 has no lone surrogate: the
    // coder wrote it as ?); the label is cut within that escape.
    assertThat(label).startsWith("<script>alert(1)</script>&\\u");
    assertThat(Html.text("a\uD800b\uD83D\uDE00<")).isEqualTo("a\\ud800b\uD83D\uDE00&lt;");
    String title = Pages.text(page, "//*[contains(@class,'element ')]/*[local-name()='title']");
    assertThat(title).startsWith("<script>alert(1)</script>&\\u0000?");
    assertThat(title).contains("more characters");
    assertThat(title.length()).isLessThan(Html.TITLE + 200);
    assertThat(html).doesNotContain("<script>alert");
    assertThat(html.length()).isLessThan(60_000);
  }

  @Test
  void tenThousandWindowsAreAggregatedInBoundedSize() throws Exception {
    List<CapturedElement> elements = new ArrayList<>();
    for (int w = 0; w < 10_000; w++) {
      long start = w * MINUTE;
      elements.add(element("k" + w + "=1", start, start + MINUTE, ON_TIME, start + 1));
      elements.add(element("k" + w + "=2", start, start + MINUTE, LATE, start + 2));
    }
    CapturedOutput<String> out = output("counts", elements);
    CapturedElement wrong = elements.get(2 * 5_000 + 1);
    ExpectationSpec one =
        expectation(
            "oneWindow",
            "counts",
            Scopes.of(WindowRef.interval(5_000 * MINUTE, 5_001 * MINUTE, "[5000m, 5001m)")));
    String html =
        TimelinePage.html(
            input(
                Map.of("counts", out),
                List.of(),
                List.of(
                    new PageInput.Verdict(
                        one,
                        new Judgement.Failed(
                            new AssertionError("no"), List.of(wrong), List.of())))));
    Document page = Pages.parse(html);
    assertThat(Pages.attribute(page, "//*[@class='aggregate']", "data-windows")).isEqualTo("10000");
    assertThat(Pages.attribute(page, "//*[@class='aggregate']", "data-panes")).isEqualTo("20000");
    // only the window the expectation names is drawn as a row
    assertThat(Pages.attributes(page, "//*[@class='window']", "data-window")).hasSize(1);
    assertThat(Pages.count(page, "//*[contains(@class,'unexpected')]")).isEqualTo(1);
    assertThat(Pages.count(page, "//*[@class='bucket']")).isAtMost(AggregateLane.BUCKETS);
    assertThat(html.length()).isLessThan(400_000);
    // kept for a look in a browser
    java.nio.file.Files.writeString(
        java.nio.file.Path.of("target", "timeline-10k-windows.html"), html);
  }

  private static CapturedOutput<String> global(String name, List<CapturedElement> elements) {
    return new CapturedOutput<>(
        name, StringUtf8Coder.of(), WindowingStrategy.globalDefault(), elements);
  }

  private static CapturedElement inGlobal(String value, PaneInfo pane, long at) throws Exception {
    return new CapturedElement(
        CoderUtils.encodeToByteArray(StringUtf8Coder.of(), value),
        GlobalWindow.INSTANCE,
        pane,
        Instant.ofEpochMilli(at));
  }

  @Test
  void aGlobalWindowOutputWithEventTimeInputKeepsItsAxis() throws Exception {
    CapturedOutput<String> out = global("all", List.of(inGlobal("a", PaneInfo.NO_FIRING, MINUTE)));
    String html =
        TimelinePage.html(
            input(
                Map.of("all", out),
                List.of(new TimeMark(TimeMark.Kind.ELEMENTS, MINUTE, 1)),
                List.of()));
    Document page = Pages.parse(html);
    assertThat(Pages.count(page, "//*[local-name()='svg'][@class='output-timeline']")).isEqualTo(1);
    assertThat(Pages.count(page, "//table[@class='element-table']")).isEqualTo(0);
    // the pane of an element no grouping fired is "not grouped", never UNKNOWN
    assertThat(Pages.attribute(page, "//*[contains(@class,'pane ')]", "data-timing"))
        .isEqualTo("NOT_GROUPED");
    assertThat(Pages.text(page, "//*[contains(@class,'pane ')]/*[local-name()='text']"))
        .isEqualTo("not grouped \u00b7 1");
    assertThat(html).doesNotContain("UNKNOWN");
  }

  @Test
  void ungroupedElementsInWindowsAreSaidToBeNotGrouped() throws Exception {
    CapturedOutput<String> out =
        output(
            "outputs",
            List.of(
                element("b=1", 0, 10 * MINUTE, PaneInfo.NO_FIRING, MINUTE),
                element("b=2", 0, 10 * MINUTE, PaneInfo.NO_FIRING, 2 * MINUTE)));
    String html = TimelinePage.html(input(Map.of("outputs", out), List.of(), List.of()));
    Document page = Pages.parse(html);
    assertThat(Pages.attributes(page, "//*[contains(@class,'pane ')]", "data-timing"))
        .containsExactly("NOT_GROUPED");
    assertThat(Pages.texts(page, "//details[@class='panes-table']//tbody/tr/td[2]"))
        .containsExactly("not grouped");
    assertThat(Pages.attributes(page, "//*[contains(@class,'element ')]", "class"))
        .containsExactly("element timing-NOT_GROUPED", "element timing-NOT_GROUPED");
    assertThat(html).doesNotContain("UNKNOWN");
  }

  @Test
  void aLongFailureMessageIsShownWholeWithItsLongLines() throws Exception {
    StringBuilder message = new StringBuilder("Expected 3 elements, but:");
    for (int i = 0; i < 40; i++) {
      message.append("\n  line ").append(i).append(" <of> the history");
    }
    message.append("\n").append("y".repeat(5_000));
    CapturedOutput<String> out = output("totals", List.of());
    ExpectationSpec spec = expectation("totals", "totals", Scope.everything());
    String html =
        TimelinePage.html(
            input(
                Map.of("totals", out),
                List.of(),
                List.of(
                    new PageInput.Verdict(
                        spec,
                        new Judgement.Failed(
                            new AssertionError(message.toString()), List.of(), List.of())))));
    Document page = Pages.parse(html);
    assertThat(Pages.text(page, "//pre[@class='failure-message']")).isEqualTo(message.toString());
    assertThat(Pages.count(page, "//details//pre")).isEqualTo(0);
    assertThat(PageStyle.CSS).contains("pre.failure-message{white-space:pre-wrap;");
    assertThat(PageStyle.CSS).contains("overflow-x:auto;max-height:none");
  }

  @Test
  void indexListsEveryScenarioWithItsVerdicts() throws Exception {
    java.nio.file.Path dir = java.nio.file.Path.of("/tmp/reports");
    String html =
        ReportIndex.html(
            dir,
            List.of(
                new IndexEntries.ClassEntries(
                    "com.acme.B",
                    java.time.Instant.EPOCH,
                    List.of(
                        new ReportIndex.Entry(
                            "com.acme.B", "Two", Map.of("passed", 2), Optional.empty()))),
                new IndexEntries.ClassEntries(
                    "com.acme.A",
                    java.time.Instant.EPOCH,
                    List.of(
                        new ReportIndex.Entry(
                            "com.acme.A",
                            "One <1>",
                            Map.of("failed", 1, "passed", 1),
                            Optional.of(dir.resolve("com.acme.A").resolve("One__1_.html")))))));
    Document index = Pages.parse(html);
    assertThat(Pages.count(index, "//tr[@class='scenario-entry']")).isEqualTo(2);
    assertThat(Pages.text(index, "//tr[@class='scenario-entry'][1]/td[2]")).isEqualTo("One <1>");
    assertThat(Pages.attributes(index, "//a", "href")).containsExactly("com.acme.A/One__1_.html");
    assertThat(Pages.text(index, "//tr[@class='scenario-entry'][1]/td[3]")).contains("1 failed");
  }
}
