package io.pipespec.engine.report;

import io.pipespec.runtime.verdict.shape.ShapeChangedError;
import java.util.List;

/**
 * The changes of a failed {@code @ExpectShape}, as a table above its message: a row per change, the
 * ones that break an update first, each split into what changed and why it breaks (or not) with the
 * fix, names in {@code <code>}. Built from the changes the failure carries, never from its message.
 */
final class ShapeTable {

  private ShapeTable() {}

  /** Writes the changes {@code failure} carries. */
  static void write(StringBuilder html, ShapeChangedError failure) {
    html.append("<div class=\"scroll diff\"><table class=\"diff-table\" data-diff=\"shape\">")
        .append("<thead><tr><th>change</th><th>what it does to an update</th></tr></thead>")
        .append("<tbody>");
    rows(html, "breaking", "breaks an update", failure.changes().breaking());
    rows(html, "safe", "safe", failure.changes().safe());
    html.append("</tbody></table></div>");
  }

  private static void rows(StringBuilder html, String kind, String label, List<String> changes) {
    for (String change : changes) {
      int colon = reasonStart(change);
      String what = colon < 0 ? change : change.substring(0, colon);
      String why = colon < 0 ? "" : change.substring(colon + 2);
      html.append("<tr class=\"diff-row shape-row\" data-kind=\"")
          .append(kind)
          .append("\"><td class=\"diff-side\">");
      code(html, what);
      html.append(" <span class=\"diff-kind\">").append(label).append("</span></td>");
      html.append("<td class=\"diff-side\">");
      code(html, why);
      html.append("</td></tr>");
    }
  }

  /**
   * Where the reason of a change starts: its first {@code ": "} outside a {@code `name`}, whose own
   * colons belong to the name; -1 when it has none.
   */
  static int reasonStart(String change) {
    boolean inName = false;
    for (int i = 0; i + 1 < change.length(); i++) {
      char c = change.charAt(i);
      if (c == '`') {
        inName = !inName;
      } else if (!inName && c == ':' && change.charAt(i + 1) == ' ') {
        return i;
      }
    }
    return -1;
  }

  /** {@code text} escaped, its {@code `names`} in {@code <code>}. */
  private static void code(StringBuilder html, String text) {
    String[] parts = text.split("`", -1);
    for (int i = 0; i < parts.length; i++) {
      boolean name = i % 2 == 1 && i < parts.length - 1;
      if (name) {
        html.append("<code>").append(Html.text(parts[i])).append("</code>");
      } else {
        Html.append(html, i % 2 == 1 ? "`" + parts[i] : parts[i]);
      }
    }
  }
}
