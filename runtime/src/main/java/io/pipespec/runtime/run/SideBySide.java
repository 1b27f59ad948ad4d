package io.pipespec.runtime.run;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;

/**
 * Texts laid out in aligned columns, one per runner, for a failure that compares runners. Lines are
 * matched across columns by their key (the text before the first {@code ": "}, such as a window or
 * {@code #0 ON_TIME (first, last)}), with a longest common subsequence, so that a firing one runner
 * has and another lacks leaves a gap instead of shifting every line below it. A row whose cells
 * differ is marked with {@code *}. A cell wider than {@link #WIDTH} continues on the next rows,
 * never cut.
 */
final class SideBySide {

  /** The widest a column gets; a longer line wraps. */
  static final int WIDTH = 72;

  static final String SEPARATOR = " | ";

  private SideBySide() {}

  /** {@code texts}, each under its header, in aligned columns. */
  static String columns(List<String> headers, List<String> texts) {
    if (headers.size() != texts.size() || headers.isEmpty()) {
      throw new IllegalArgumentException(headers + " and " + texts.size() + " texts");
    }
    int columns = headers.size();
    List<String[]> rows = new ArrayList<>();
    for (String line : texts.get(0).split("\n", -1)) {
      String[] row = new String[columns];
      row[0] = line;
      rows.add(row);
    }
    for (int column = 1; column < columns; column++) {
      rows = align(rows, List.of(texts.get(column).split("\n", -1)), column, columns);
    }
    int[] widths = new int[columns];
    for (int column = 0; column < columns; column++) {
      widths[column] = Math.min(WIDTH, headers.get(column).length());
      for (String[] row : rows) {
        if (row[column] != null) {
          widths[column] = Math.max(widths[column], Math.min(WIDTH, row[column].length()));
        }
      }
    }
    StringBuilder text = new StringBuilder();
    appendRow(text, "  ", headers.toArray(String[]::new), widths);
    String[] rules = new String[columns];
    for (int column = 0; column < columns; column++) {
      rules[column] = "-".repeat(widths[column]);
    }
    appendRow(text, "  ", rules, widths);
    for (String[] row : rows) {
      appendRow(text, differs(row) ? "* " : "  ", row, widths);
    }
    text.setLength(text.length() - 1);
    return text.toString();
  }

  /** The text of a line that lines of other columns are matched by. */
  static String key(String line) {
    int colon = line.indexOf(": ");
    return (colon < 0 ? line : line.substring(0, colon)).stripTrailing();
  }

  private static boolean differs(String[] row) {
    return Arrays.stream(row).anyMatch(cell -> !Objects.equals(cell, row[0]));
  }

  /**
   * {@code rows} with the lines of {@code column} added, matched by key to the rows' first cells
   * through a longest common subsequence; a line left unmatched gets a row of its own.
   */
  private static List<String[]> align(
      List<String[]> rows, List<String> lines, int column, int columns) {
    int n = rows.size();
    int m = lines.size();
    int[][] common = new int[n + 1][m + 1];
    for (int i = n - 1; i >= 0; i--) {
      for (int j = m - 1; j >= 0; j--) {
        common[i][j] =
            rowKey(rows.get(i)).equals(key(lines.get(j)))
                ? common[i + 1][j + 1] + 1
                : Math.max(common[i + 1][j], common[i][j + 1]);
      }
    }
    List<String[]> aligned = new ArrayList<>();
    int i = 0;
    int j = 0;
    while (i < n || j < m) {
      if (i < n && j < m && rowKey(rows.get(i)).equals(key(lines.get(j)))) {
        String[] row = rows.get(i++);
        row[column] = lines.get(j++);
        aligned.add(row);
      } else if (j == m || (i < n && common[i + 1][j] >= common[i][j + 1])) {
        aligned.add(rows.get(i++));
      } else {
        String[] row = new String[columns];
        row[column] = lines.get(j++);
        aligned.add(row);
      }
    }
    return aligned;
  }

  private static String rowKey(String[] row) {
    for (String cell : row) {
      if (cell != null) {
        return key(cell);
      }
    }
    return "";
  }

  /** One row, its cells wrapped at their column's width onto as many lines as the widest needs. */
  private static void appendRow(StringBuilder text, String mark, String[] row, int[] widths) {
    List<List<String>> cells = new ArrayList<>();
    int height = 1;
    for (int column = 0; column < row.length; column++) {
      List<String> wrapped = wrap(row[column] == null ? "" : row[column], widths[column]);
      cells.add(wrapped);
      height = Math.max(height, wrapped.size());
    }
    for (int line = 0; line < height; line++) {
      StringBuilder physical = new StringBuilder(line == 0 ? mark : "  ");
      for (int column = 0; column < row.length; column++) {
        List<String> cell = cells.get(column);
        String part = line < cell.size() ? cell.get(line) : "";
        physical.append(column == 0 ? "" : SEPARATOR);
        physical.append(column == row.length - 1 ? part : pad(part, widths[column]));
      }
      text.append(physical.toString().stripTrailing()).append('\n');
    }
  }

  /** {@code cell} in lines of at most {@code width}, continuation lines indented as it is. */
  static List<String> wrap(String cell, int width) {
    if (cell.length() <= width) {
      return List.of(cell);
    }
    int indent = 0;
    while (indent < cell.length() && cell.charAt(indent) == ' ') {
      indent++;
    }
    String continuation = " ".repeat(Math.min(indent + 2, width / 2));
    List<String> lines = new ArrayList<>();
    String rest = cell;
    String prefix = "";
    while (prefix.length() + rest.length() > width) {
      int room = width - prefix.length();
      int cut = rest.lastIndexOf(' ', room);
      if (cut <= (prefix.isEmpty() ? indent : 0)) {
        cut = room;
      }
      lines.add(prefix + rest.substring(0, cut).stripTrailing());
      rest = rest.substring(cut).stripLeading();
      prefix = continuation;
    }
    if (!rest.isEmpty()) {
      lines.add(prefix + rest);
    }
    return lines;
  }

  private static String pad(String text, int width) {
    return text.length() >= width ? text : text + " ".repeat(width - text.length());
  }
}
