package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.verdict.expect.KeyGroup.Member;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;

/**
 * The words of a failure by key ({@link KeyedComparison}): the line of a key that repeats, the
 * facts that list the keys of each kind of difference and count them, and the elements of the
 * differing keys as an IDE's diff shows them. What differs is {@link KeyedComparison}'s to decide.
 */
final class KeyedWording {

  /** How many elements of one key a line of a repeated key shows on each side. */
  static final int SHOWN_PER_KEY = 3;

  /** How many windows and panes a line of a repeated key names. */
  static final int CELLS_SHOWN = 3;

  private KeyedWording() {}

  /** A window and pane, within which a key must be unique. */
  record Cell(BoundedWindow window, PaneInfo pane) {}

  /**
   * The line of {@code key}, which repeats and so cannot be paired: how often it was expected and
   * arrived in each window and pane, then a few of its elements on each side.
   */
  static String repeatedLine(
      String key, KeyGroup group, long expectedCount, Map<Cell, Long> perCell) {
    List<String> sides = new ArrayList<>();
    sides.add(expectedCount == 0 ? "expected never" : "expected " + Rendering.times(expectedCount));
    int shown = 0;
    for (Map.Entry<Cell, Long> cell : perCell.entrySet()) {
      if (shown++ == CELLS_SHOWN) {
        sides.add("and in " + (perCell.size() - CELLS_SHOWN) + " more windows and panes");
        break;
      }
      sides.add(
          "arrived "
              + Rendering.times(cell.getValue())
              + " in "
              + Rendering.window(cell.getKey().window())
              + ", "
              + Rendering.pane(cell.getKey().pane()));
    }
    if (perCell.isEmpty()) {
      sides.add("arrived never");
    }
    List<String> expectedValues = new ArrayList<>();
    List<String> actualValues = new ArrayList<>();
    for (Member entry : group.members) {
      for (long i = 0; i < entry.expected; i++) {
        expectedValues.add(Rendering.value(entry.value));
      }
      for (int i = 0; i < entry.arrivals.size(); i++) {
        actualValues.add(Rendering.value(entry.value));
      }
    }
    StringBuilder line =
        new StringBuilder(key)
            .append(" repeats, so its elements cannot be paired by key: ")
            .append(String.join("; ", sides));
    if (!expectedValues.isEmpty()) {
      line.append("; expected ").append(bounded(expectedValues));
    }
    if (!actualValues.isEmpty()) {
      line.append("; arrived ").append(bounded(actualValues));
    }
    return line.toString();
  }

  private static String bounded(List<String> values) {
    List<String> shown = values.subList(0, Math.min(values.size(), SHOWN_PER_KEY));
    String text = String.join(", ", shown);
    return values.size() > shown.size()
        ? text + " and " + (values.size() - shown.size()) + " more"
        : text;
  }

  /** The window and pane {@code element} arrived in. */
  static String cell(CapturedElement element) {
    return Rendering.window(element.window()) + ", " + Rendering.pane(element.pane());
  }

  /**
   * What pairing on the runner's differences leaves out: the elements equal on both sides, which
   * stayed there (counted, their keys not read), and the differing elements beyond those it brought
   * back.
   */
  static String onRunner(MultisetComparison judged) {
    long left =
        judged.missingDistinct()
            - judged.missing().size()
            + judged.unexpectedDistinct()
            - judged.unexpected().size();
    long equal = judged.equalOnRunner();
    return " (judged on the runner: the keys of the differing elements it brought back, paired"
        + " among themselves; "
        + equal
        + (equal == 1 ? " element" : " elements")
        + " equal on both sides, whose keys stayed there"
        + (left > 0 ? "; " + left + " more differing elements not paired" : "")
        + ")";
  }

  /** Up to {@link ContainsInAnyOrder#LISTED} of {@code lines} as facts named {@code name}. */
  static void list(List<Fact> facts, String name, List<String> lines) {
    for (int i = 0; i < lines.size() && i < ContainsInAnyOrder.LISTED; i++) {
      facts.add(fact(name, lines.get(i)));
    }
    if (lines.size() > ContainsInAnyOrder.LISTED) {
      facts.add(fact(name, "... and " + (lines.size() - ContainsInAnyOrder.LISTED) + " more keys"));
    }
  }

  /** Adds {@code count} keys of {@code kind}, when there are any (the equal ones always). */
  static void count(List<String> counts, long count, String kind) {
    if (count > 0 || kind.equals("equal")) {
      counts.add(count + " " + kind);
    }
  }

  /**
   * The elements of the {@code differing} keys on one side, for an IDE's diff: sorted by key, so
   * that the two elements of a changed key face each other, after a note of the {@code
   * elementsOfEqualKeys} left out.
   */
  static String rendering(
      List<KeyGroup> differing, long elementsOfEqualKeys, boolean expectedSide) {
    List<String[]> lines = new ArrayList<>();
    for (KeyGroup group : differing) {
      String key = Rendering.value(group.key);
      for (Member entry : group.members) {
        long count = expectedSide ? entry.expected : entry.arrivals.size();
        String value = Rendering.value(entry.value);
        for (long i = 0; i < count; i++) {
          lines.add(new String[] {key, value});
        }
      }
    }
    lines.sort(
        Comparator.<String[], String>comparing(line -> line[0]).thenComparing(line -> line[1]));
    StringBuilder text = new StringBuilder();
    if (elementsOfEqualKeys > 0) {
      text.append("(")
          .append(Rendering.elements(elementsOfEqualKeys))
          .append(" of keys that are equal on both sides not shown)");
    }
    int shown = Math.min(lines.size(), ContainsInAnyOrder.DIFF_LINES);
    for (int i = 0; i < shown; i++) {
      text.append(text.length() == 0 ? "" : "\n").append(lines.get(i)[1]);
    }
    if (lines.size() > shown) {
      text.append("\n... and ").append(lines.size() - shown).append(" more");
    }
    return text.toString();
  }
}
