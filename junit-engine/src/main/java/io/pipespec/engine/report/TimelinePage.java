package io.pipespec.engine.report;

import io.pipespec.beam.Times;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.RelationalExpectation;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.transforms.windowing.Sessions;
import org.apache.beam.sdk.transforms.windowing.SlidingWindows;
import org.apache.beam.sdk.transforms.windowing.WindowFn;

/**
 * Writes the page of one scenario: a header with the verdicts, the expectations, the lane of the
 * inputs' timeline, the drawing of each output and a table of its windows and panes (or, for an
 * output in the global window with no event time to draw, a table of its elements), the failure
 * messages in full, for a job its wiring ({@link JobSection}), the run's metrics ({@link
 * MetricsSection}), and for a function scenario its steps and what each did ({@link
 * FunctionSection}). The page is self-contained (inline CSS and SVG, a few lines of script for
 * highlighting a scope) and well-formed XHTML.
 */
final class TimelinePage {

  /** At most this many windows are listed in an output's table of windows and panes. */
  static final int TABLE_WINDOWS = 200;

  /** At most this many elements are listed per pane in that table. */
  static final int TABLE_ELEMENTS = 10;

  /** At most this many expectations are listed, the failed and refused ones first. */
  static final int LISTED = 500;

  private TimelinePage() {}

  static String html(PageInput input) {
    TimeAxis axis = TimeAxis.over(input);
    StringBuilder html = new StringBuilder(256 * 1024);
    html.append("<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head>")
        .append("<meta charset=\"utf-8\"/>")
        .append(StalePages.GENERATOR)
        .append("<title>")
        .append(Html.text(input.scenario() + " \u2013 " + simpleName(input.testClass())))
        .append("</title><style>")
        .append(PageStyle.CSS)
        .append("</style></head><body>");
    header(html, input);
    expectations(html, input);
    FailuresSection.differences(html, listing(input).listed(), input.outputs(), axis);
    html.append("<section class=\"timeline\"><h2>Timeline</h2>");
    if (input.timelineHasEventTime()) {
      html.append("<div class=\"scroll\">")
          .append(TimelineLane.svg(input.timeline(), axis, input.restart()))
          .append("</div>");
    } else if (!input.timeline().isEmpty()) {
      // An axis from 00:00 to 00:01 with every step at its left end would say what is not so.
      html.append("<p class=\"note timeline-without-time\">The inputs' timeline has no event")
          .append(" time to draw (")
          .append(count(input.timeline().size(), "step"))
          .append(", none at an event time): no time axis is drawn.</p>");
    } else {
      html.append("<p class=\"note\">")
          .append(
              input.functionSteps().isEmpty()
                  ? "No @Timeline or TestStream input: the watermark and processing time are not"
                      + " drawn."
                  : "A function scenario: its steps are listed below.")
          .append("</p>");
    }
    input
        .timelineProblem()
        .ifPresent(
            problem -> html.append("<p class=\"note\">").append(Html.text(problem)).append("</p>"));
    html.append("</section>");
    input
        .drawnMember()
        .ifPresent(
            member ->
                html.append("<p class=\"drawn-member\">").append(Html.text(member)).append("</p>"));
    for (CapturedOutput<?> output : input.outputs().values()) {
      output(html, output, axis, input);
    }
    FailuresSection.write(html, listing(input).listed());
    input.job().ifPresent(job -> JobSection.write(html, job));
    MetricsSection.write(html, input);
    if (!input.functionSteps().isEmpty()) {
      FunctionSection.write(html, input.functionSteps(), input.trace());
    }
    ExplorationSection.write(html, input.exploration());
    html.append(PageStyle.LEGEND).append("<script>").append(PageStyle.SCRIPT).append("</script>");
    html.append("</body></html>\n");
    return html.toString();
  }

  private static String simpleName(String className) {
    return className.substring(className.lastIndexOf('.') + 1);
  }

  private static void header(StringBuilder html, PageInput input) {
    html.append("<header><h1>")
        .append(Html.text(simpleName(input.testClass())))
        .append(" \u203a <span class=\"scenario\">")
        .append(Html.text(input.scenario()))
        .append("</span></h1><p class=\"summary\">")
        .append(Html.text(input.testClass()))
        .append(" \u00b7 ")
        .append(Html.text(input.kind()))
        .append(" on ")
        .append(Html.text(input.runner()))
        .append(" \u00b7 ")
        .append(input.wallTime().toMillis())
        .append(" ms");
    for (Map.Entry<String, Integer> count : input.tally().entrySet()) {
      if (count.getValue() > 0) {
        html.append(" \u00b7 <span class=\"verdict ")
            .append(count.getKey().replace(' ', '-'))
            .append("\">")
            .append(count.getValue())
            .append(' ')
            .append(count.getKey())
            .append("</span>");
      }
    }
    html.append("</p>");
    input
        .runFailure()
        .ifPresent(
            failure ->
                html.append("<p class=\"run-failure\">The run failed: ")
                    .append(Html.text(FailuresSection.cut(failure)))
                    .append("</p>"));
    // A passing restarted run shows no other trace of its restart: the note says what it did.
    input
        .restart()
        .note()
        .ifPresent(
            note ->
                html.append("<p class=\"restart\">Restart: ")
                    .append(Html.text(note))
                    .append("</p>"));
    html.append("</header>");
  }

  private static void expectations(StringBuilder html, PageInput input) {
    html.append("<section class=\"expectations\"><h2>Expectations</h2>")
        .append("<div class=\"scroll expectations-list\"><table><thead><tr>")
        .append("<th>expectation</th><th>verdict</th><th>reads</th><th>scope</th><th>expects</th>")
        .append("</tr></thead><tbody>");
    Listing listing = listing(input);
    List<PageInput.Verdict> listed = listing.listed();
    List<PageInput.Verdict> left = listing.left();
    for (int i = 0; i < listed.size(); i++) {
      PageInput.Verdict verdict = listed.get(i);
      ExpectationSpec spec = verdict.spec();
      Judgement judgement = verdict.judgement();
      String word = judgement.word();
      String reads = reads(spec.target());
      String scope =
          spec.target() instanceof ExpectationSpec.Target.Output ? spec.scope().describe() : "";
      html.append("<tr class=\"expectation ")
          .append(word.replace(' ', '-'))
          .append("\" data-expectation=\"")
          .append(Html.text(spec.methodName()))
          .append("\"><td class=\"method\">")
          .append(Html.text(spec.methodName()))
          .append("</td><td><span class=\"verdict ")
          .append(word.replace(' ', '-'))
          .append("\">")
          .append(word)
          .append("</span></td><td>")
          .append(Html.text(reads))
          .append("</td><td>")
          .append(Html.text(scope))
          .append("</td><td>")
          .append(Html.text(Html.cut(spec.describe(), 300)));
      if (judgement instanceof Judgement.NotJudged notJudged) {
        html.append("<div class=\"note\">").append(Html.text(notJudged.reason())).append("</div>");
      }
      if (judgement.failure().isPresent()) {
        // The message itself is below the table, in full: a cell of this scrolled list is no
        // place to read a long one.
        html.append("<div><a class=\"message-link\" href=\"#")
            .append(FailuresSection.id(i))
            .append("\">the message, below</a></div>");
      }
      html.append("</td></tr>");
    }
    if (!left.isEmpty()) {
      html.append("<tr class=\"not-listed\"><td colspan=\"5\" class=\"note\">")
          .append(left.size())
          .append(" more expectations are not listed: ")
          .append(Html.text(tallyText(new PageInput(input, left).tally())))
          .append("</td></tr>");
    }
    html.append("</tbody></table></div></section>");
  }

  /**
   * The expectations the table lists, in declaration order, and those left out.
   *
   * @param listed the failed and refused first, then the rest, up to {@link #LISTED}
   */
  record Listing(List<PageInput.Verdict> listed, List<PageInput.Verdict> left) {}

  static Listing listing(PageInput input) {
    Set<PageInput.Verdict> chosen = Collections.newSetFromMap(new IdentityHashMap<>());
    List<PageInput.Verdict> left = new ArrayList<>();
    for (boolean failing : new boolean[] {true, false}) {
      for (PageInput.Verdict verdict : input.verdicts()) {
        if (verdict.judgement().failure().isPresent() == failing) {
          if (chosen.size() < LISTED) {
            chosen.add(verdict);
          } else {
            left.add(verdict);
          }
        }
      }
    }
    List<PageInput.Verdict> listed = new ArrayList<>();
    for (PageInput.Verdict verdict : input.verdicts()) {
      if (chosen.contains(verdict)) {
        listed.add(verdict);
      }
    }
    return new Listing(listed, left);
  }

  /** What an expectation reads, for the expectations' table. */
  private static String reads(ExpectationSpec.Target target) {
    if (target instanceof ExpectationSpec.Target.Output output) {
      return "output '" + output.output() + "'";
    }
    if (target instanceof ExpectationSpec.Target.Shape) {
      return "the pipeline's shape";
    }
    if (target instanceof ExpectationSpec.Target.Effects) {
      return "the calls to a fake external system";
    }
    return target instanceof ExpectationSpec.Target.Metrics
        ? "the run's metrics"
        : "the function's state and timers";
  }

  /**
   * The heading of {@code output}: its name, or for the copy a relational expectation compares with
   * ({@code build.Relations}), the output it copies and what the copy is, not its internal name.
   */
  static String title(CapturedOutput<?> output, PageInput input) {
    for (PageInput.Verdict verdict : input.verdicts()) {
      if (verdict.spec().target() instanceof ExpectationSpec.Target.Output judged
          && judged.expectation() instanceof RelationalExpectation relation
          && relation.derived(judged.output()).equals(output.name())) {
        return "Output '" + judged.output() + "' " + relation.copy();
      }
    }
    return "Output '" + output.name() + "'";
  }

  private static void output(
      StringBuilder html, CapturedOutput<?> output, TimeAxis axis, PageInput input) {
    if (output.judgedOnRunner()) {
      // Its elements stayed on the runner: an empty lane would read as an empty output.
      html.append("<section class=\"output\" data-output=\"")
          .append(Html.text(output.name()))
          .append("\"><h2>")
          .append(Html.text(title(output, input)))
          .append("</h2><p class=\"note judged-on-runner\">Judged on the runner")
          .append(" (pipespec.judge=runner): its elements stayed there, and only the")
          .append(" differences its expectations found came back; they are listed with the")
          .append(" failures.</p></section>");
      return;
    }
    OutputDrawing drawing = new OutputDrawing(output, axis, input.verdicts());
    html.append("<section class=\"output\" data-output=\"")
        .append(Html.text(output.name()))
        .append("\"><h2>")
        .append(Html.text(title(output, input)))
        .append("</h2><p class=\"summary\">")
        .append(count(output.elements().size(), "element"))
        .append(" in ")
        .append(count(output.windows().size(), "window"))
        .append(" \u00b7 ")
        .append(Html.text(Html.cut(windowFn(output.windowingStrategy().getWindowFn()), 200)))
        .append(" \u00b7 trigger ")
        .append(Html.text(Html.cut(Times.trigger(output.declaredTrigger()), 300)))
        .append("</p>");
    if (ElementTable.applies(output, input)) {
      ElementTable.write(html, output, drawing, input.verdicts());
      html.append("</section>");
      return;
    }
    if (drawing.aggregated()) {
      html.append("<p class=\"note\">More than ")
          .append(OutputDrawing.DETAILED)
          .append(
              " windows: the lane counts elements per stretch of event time; below it only the"
                  + " windows an expectation names or failed in are drawn, up to ")
          .append(OutputDrawing.DETAILED)
          .append(".</p>");
    }
    html.append("<div class=\"scroll\">").append(drawing.svg()).append("</div>");
    table(html, output, axis, drawing);
    html.append("</section>");
  }

  /** "9500 passed, 2 failed": the verdicts that occur, with their numbers. */
  private static String tallyText(Map<String, Integer> tally) {
    List<String> parts = new ArrayList<>();
    tally.forEach(
        (word, n) -> {
          if (n > 0) {
            parts.add(n + " " + word);
          }
        });
    return String.join(", ", parts);
  }

  private static String count(long n, String noun) {
    return n + " " + noun + (n == 1 ? "" : "s");
  }

  /** A window function as a person names it: {@code FixedWindows(10m)}. */
  private static String windowFn(WindowFn<?, ?> fn) {
    if (fn instanceof FixedWindows fixed) {
      return "FixedWindows(" + Times.duration(fixed.getSize()) + ")";
    }
    if (fn instanceof SlidingWindows sliding) {
      return "SlidingWindows("
          + Times.duration(sliding.getSize())
          + " every "
          + Times.duration(sliding.getPeriod())
          + ")";
    }
    if (fn instanceof Sessions sessions) {
      return "Sessions(gap " + Times.duration(sessions.getGapDuration()) + ")";
    }
    return fn.getClass().getSimpleName();
  }

  /** The windows and panes of an output, with their elements, as a table that opens on a click. */
  private static void table(
      StringBuilder html, CapturedOutput<?> output, TimeAxis axis, OutputDrawing drawing) {
    List<BoundedWindow> windows = new ArrayList<>(output.windows());
    windows.sort(
        Comparator.comparingLong(OutputDrawing::startOf)
            .thenComparingLong(w -> w.maxTimestamp().getMillis()));
    html.append("<details class=\"panes-table\"><summary>Windows and panes")
        .append(
            windows.size() > TABLE_WINDOWS
                ? " (the first " + TABLE_WINDOWS + " of " + windows.size() + " windows)"
                : "")
        .append("</summary><table><thead><tr><th>window</th><th>pane</th><th>elements</th>")
        .append("</tr></thead><tbody>");
    for (int w = 0; w < windows.size() && w < TABLE_WINDOWS; w++) {
      BoundedWindow window = windows.get(w);
      // One row per distinct pane: panes of different keys may share an index.
      for (Map.Entry<PaneInfo, List<CapturedElement>> byPane :
          PaneMarkers.byPane(output.elementsIn(window)).entrySet()) {
        PaneInfo info = byPane.getKey();
        List<CapturedElement> pane = byPane.getValue();
        html.append("<tr><td>")
            .append(Html.text(axis.label(window)))
            .append("</td><td class=\"")
            .append(PaneMarkers.timingClass(info))
            .append("\">")
            .append(Html.text(PaneMarkers.label(info)))
            .append("</td><td>");
        for (int i = 0; i < pane.size() && i < TABLE_ELEMENTS; i++) {
          String text = drawing.text(pane.get(i));
          html.append("<span class=\"element-text\" title=\"")
              .append(Html.text(Html.title(text)))
              .append("\">")
              .append(Html.text(Html.cut(text, 60)))
              .append("</span> ");
        }
        if (pane.size() > TABLE_ELEMENTS) {
          html.append("and ").append(pane.size() - TABLE_ELEMENTS).append(" more");
        }
        html.append("</td></tr>");
      }
    }
    html.append("</tbody></table></details>");
  }
}
