package io.pipespec.engine.report;

import io.pipespec.beam.Times;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.expect.ElementMismatchError;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;

/**
 * An output whose elements are all in the global window, on a page with no event-time input to
 * draw, as a table of its elements (value, timestamp, pane) instead of a time axis: a batch output
 * has no event time worth an axis, and one drawn over a minute of nothing says what is not so.
 */
final class ElementTable {

  /** At most this many elements are listed. */
  static final int LISTED = 500;

  /** Up to this many elements are sorted (by timestamp, pane and value) before listing. */
  static final int SORTED = 20_000;

  private ElementTable() {}

  /**
   * Whether {@code output} is shown as a table: every element in the global window, and no input
   * with event time ({@code @Timeline} or {@code TestStream} with times or watermark steps, {@link
   * PageInput#timelineHasEventTime}) on the page.
   */
  static boolean applies(CapturedOutput<?> output, PageInput input) {
    if (input.timelineHasEventTime()) {
      return false;
    }
    if (output.elements().isEmpty()) {
      return output.windowingStrategy().getWindowFn() instanceof GlobalWindows;
    }
    for (CapturedElement element : output.elements()) {
      if (!(element.window() instanceof GlobalWindow)) {
        return false;
      }
    }
    return true;
  }

  static void write(
      StringBuilder html,
      CapturedOutput<?> output,
      OutputDrawing drawing,
      List<PageInput.Verdict> all) {
    List<CapturedElement> elements = new ArrayList<>(output.elements());
    if (elements.size() <= SORTED) {
      // Arrival order varies with the runner's bundling; a sorted table reads the same each run.
      elements.sort(
          Comparator.comparingLong((CapturedElement e) -> e.timestamp().getMillis())
              .thenComparingLong(e -> e.pane().getIndex())
              .thenComparing(drawing::text));
    }
    html.append("<p class=\"note\">Every element is in the global window and no input has event")
        .append(" time to draw: the elements are listed")
        .append(
            elements.size() > LISTED
                ? " (the first " + LISTED + " of " + elements.size() + ")"
                : "")
        .append(".</p><div class=\"scroll\"><table class=\"element-table\" data-output=\"")
        .append(Html.text(output.name()))
        .append("\"><thead><tr><th>value</th><th>timestamp</th><th>pane</th></tr></thead><tbody>");
    for (int i = 0; i < elements.size() && i < LISTED; i++) {
      CapturedElement element = elements.get(i);
      String text = drawing.text(element);
      String by = drawing.unexpectedBy(element).orElse(null);
      html.append("<tr class=\"element-row")
          .append(by == null ? "" : " unexpected")
          .append("\" data-element=\"")
          .append(Html.text(Html.cut(text, Html.LABEL)))
          .append("\"><td><span class=\"element-text\" title=\"")
          .append(Html.text((by == null ? "" : "unexpected (" + by + "): ") + Html.title(text)))
          .append("\">")
          .append(Html.text(Html.cut(text, 200)))
          .append("</span></td><td>")
          .append(Html.text(Times.instant(element.timestamp().getMillis())))
          .append("</td><td class=\"")
          .append(PaneMarkers.timingClass(element.pane()))
          .append("\">")
          .append(Html.text(PaneMarkers.label(element.pane())))
          .append("</td></tr>");
    }
    missing(html, output, all);
    html.append("</tbody></table></div>");
  }

  /** The elements failed expectations on this output missed, as rows of ghosts. */
  private static void missing(
      StringBuilder html, CapturedOutput<?> output, List<PageInput.Verdict> all) {
    int shown = 0;
    for (PageInput.Verdict verdict : all) {
      if (verdict.spec().target() instanceof ExpectationSpec.Target.Output target
          && target.output().equals(output.name())
          && verdict.judgement() instanceof Judgement.Failed failed) {
        for (ElementMismatchError.Missing missing : failed.missing()) {
          if (shown++ == LISTED) {
            return;
          }
          html.append("<tr class=\"element-row missing\" data-element=\"")
              .append(Html.text(Html.cut(missing.text(), Html.LABEL)))
              .append("\" data-count=\"")
              .append(missing.count())
              .append("\"><td><span class=\"element-text\" title=\"")
              .append(Html.text(Html.title(missing.text())))
              .append("\">")
              .append(Html.text(Html.cut(missing.text(), 200)))
              .append("</span></td><td colspan=\"2\">missing (x")
              .append(missing.count())
              .append(", expected by ")
              .append(Html.text(verdict.spec().methodName()))
              .append(")</td></tr>");
        }
      }
    }
  }
}
