package io.pipespec.engine.report;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.verdict.expect.ElementMismatchError;
import io.pipespec.runtime.verdict.expect.KeyedDiff;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.jspecify.annotations.Nullable;

/**
 * The difference of a failed expectation that compares elements, side by side, above its message:
 * with a {@code key} a row per key that differs (key, expected, actual, the changed fields marked;
 * a missing or unexpected key with one side empty), from the {@link KeyedDiff} the failure carries;
 * without one the missing elements beside the unexpected ones, each column sorted so that elements
 * that differ a little face each other. Built from what the failure carries, never from its
 * message.
 */
final class DiffTable {

  /** At most this many rows are shown; the rest are counted. */
  static final int ROWS = 50;

  /** A side of a row is cut after this many characters. */
  static final int SIDE = 2_000;

  private DiffTable() {}

  /**
   * Writes the difference of {@code failed}, on {@code output} when it reads one (null otherwise);
   * nothing when the failure carries no elements.
   */
  static void write(
      StringBuilder html,
      Judgement.Failed failed,
      @Nullable CapturedOutput<?> output,
      TimeAxis axis) {
    if (failed.keyedDiff().isPresent()) {
      keyed(html, failed.keyedDiff().get(), axis);
    } else if (!failed.missing().isEmpty() || !failed.unexpected().isEmpty()) {
      elements(html, failed, output);
    }
  }

  private static void keyed(StringBuilder html, KeyedDiff diff, TimeAxis axis) {
    html.append("<div class=\"scroll diff\"><table class=\"diff-table\" data-diff=\"by-key\">")
        .append("<thead><tr><th>key (")
        .append(Html.text(diff.keyPath()))
        .append(")</th><th>expected</th><th>actual</th></tr></thead><tbody>");
    List<KeyedDiff.Row> rows = diff.rows();
    for (int i = 0; i < rows.size() && i < ROWS; i++) {
      KeyedDiff.Row row = rows.get(i);
      String kind = row.kind().name().toLowerCase(Locale.ROOT);
      html.append("<tr class=\"diff-row\" data-kind=\"")
          .append(kind)
          .append("\" data-key=\"")
          .append(Html.text(Html.cut(row.key(), Html.LABEL)))
          .append("\"><td class=\"diff-key\" title=\"")
          .append(Html.text(Html.title(row.key())))
          .append("\">")
          .append(Html.text(Html.cut(row.key(), 60)))
          .append(" <span class=\"diff-kind\">")
          .append(kind.equals("repeated") ? "repeats, not paired" : kind)
          .append("</span></td><td class=\"diff-side\">");
      spans(html, row.expected());
      html.append("</td><td class=\"diff-side\">");
      spans(html, row.actual());
      where(html, row.arrived(), axis);
      html.append("</td></tr>");
    }
    more(html, diff.total() - Math.min(rows.size(), ROWS), "keys", 3);
    html.append("</tbody></table></div>");
  }

  /** The parts of one side, the changed ones in {@code <mark>}, cut after {@link #SIDE}. */
  private static void spans(StringBuilder html, List<KeyedDiff.Span> spans) {
    int left = SIDE;
    for (KeyedDiff.Span span : spans) {
      if (left <= 0) {
        html.append('\u2026');
        return;
      }
      String text = Html.cut(span.text(), left);
      left -= span.text().length();
      if (span.changed()) {
        html.append("<mark>").append(Html.text(text)).append("</mark>");
      } else {
        Html.append(html, text);
      }
    }
  }

  /** Where the actual side arrived, when that is more than the global window. */
  private static void where(StringBuilder html, List<CapturedElement> arrived, TimeAxis axis) {
    for (CapturedElement element : arrived) {
      if (!(element.window() instanceof GlobalWindow)) {
        html.append("<div class=\"diff-where note\">in ")
            .append(Html.text(axis.label(element.window())))
            .append(", ")
            .append(Html.text(PaneMarkers.label(element.pane())))
            .append("</div>");
      }
    }
  }

  private static void elements(
      StringBuilder html, Judgement.Failed failed, @Nullable CapturedOutput<?> output) {
    // Text to count: equal texts are one line with how often.
    Map<String, Long> missing = new TreeMap<>();
    for (ElementMismatchError.Missing element : failed.missing()) {
      missing.merge(element.text(), element.count(), Long::sum);
    }
    Map<String, Long> unexpected = new TreeMap<>();
    for (CapturedElement element : failed.unexpected()) {
      String text =
          output == null
              ? "<an element of an output not captured>"
              : OutputDrawing.text(output, element);
      unexpected.merge(text, 1L, Long::sum);
    }
    List<Map.Entry<String, Long>> left = new ArrayList<>(missing.entrySet());
    List<Map.Entry<String, Long>> right = new ArrayList<>(unexpected.entrySet());
    html.append("<div class=\"scroll diff\"><table class=\"diff-table\" data-diff=\"elements\">")
        .append("<thead><tr><th>missing (expected, did not arrive)</th>")
        .append("<th>arrived, not expected</th></tr></thead><tbody>");
    int rows = Math.max(left.size(), right.size());
    for (int i = 0; i < rows && i < ROWS; i++) {
      html.append("<tr class=\"diff-row\"><td class=\"diff-side\">");
      entry(html, i < left.size() ? left.get(i) : null);
      html.append("</td><td class=\"diff-side\">");
      entry(html, i < right.size() ? right.get(i) : null);
      html.append("</td></tr>");
    }
    long hidden = Math.max(0, left.size() - ROWS) + (long) Math.max(0, right.size() - ROWS);
    more(html, hidden, "distinct elements", 2);
    html.append("</tbody></table></div>");
  }

  private static void entry(StringBuilder html, Map.@Nullable Entry<String, Long> entry) {
    if (entry == null) {
      return;
    }
    html.append("<span title=\"")
        .append(Html.text(Html.title(entry.getKey())))
        .append("\">")
        .append(Html.text(Html.cut(entry.getKey(), SIDE)))
        .append("</span>");
    if (entry.getValue() > 1) {
      html.append(" <span class=\"note\">(x").append(entry.getValue()).append(")</span>");
    }
  }

  private static void more(StringBuilder html, long hidden, String what, int columns) {
    if (hidden > 0) {
      html.append("<tr class=\"diff-more\"><td colspan=\"")
          .append(columns)
          .append("\" class=\"note\">and ")
          .append(hidden)
          .append(" more ")
          .append(what)
          .append(" (the message below counts them all)</td></tr>");
    }
  }
}
