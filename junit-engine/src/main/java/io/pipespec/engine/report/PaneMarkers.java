package io.pipespec.engine.report;

import io.pipespec.runtime.capture.CapturedElement;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.function.Function;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;

/**
 * The firings of one window, right of the axis: one marker per pane in index order, with its
 * timing, index and number of elements, and the elements in its title. Pane indexes are per key:
 * panes of different keys may share an index with another timing or other flags, so a marker is one
 * distinct pane (timing, index, first, last), never all the panes of an index; a marker of a keyed
 * output says how many keys fired it.
 */
final class PaneMarkers {

  /** The order of a window's panes: by index, then timing and flags, as the window history. */
  static final Comparator<PaneInfo> ORDER =
      Comparator.comparingLong(PaneInfo::getIndex)
          .thenComparing(PaneInfo::getTiming)
          .thenComparing(PaneInfo::isLast)
          .thenComparing(PaneInfo::isFirst)
          .thenComparingLong(PaneInfo::getNonSpeculativeIndex);

  private PaneMarkers() {}

  /** The elements of a window by distinct pane, in {@link #ORDER}. */
  static Map<PaneInfo, List<CapturedElement>> byPane(List<CapturedElement> elements) {
    Map<PaneInfo, List<CapturedElement>> panes = new TreeMap<>(ORDER);
    for (CapturedElement element : elements) {
      panes.computeIfAbsent(element.pane(), p -> new ArrayList<>()).add(element);
    }
    return panes;
  }

  /** One marker per firing, in index order, right of the axis. */
  static void draw(
      StringBuilder svg,
      List<CapturedElement> elements,
      double y,
      Function<CapturedElement, String> text,
      PaneKeys keys) {
    Map<PaneInfo, List<CapturedElement>> byPane = byPane(elements);
    double x = TimeAxis.LEFT + TimeAxis.WIDTH + 10;
    int drawn = 0;
    for (Map.Entry<PaneInfo, List<CapturedElement>> firing : byPane.entrySet()) {
      if (drawn == OutputDrawing.PANES) {
        svg.append("<text class=\"more\" x=\"")
            .append(Html.num(x))
            .append("\" y=\"")
            .append(Html.num(y + OutputDrawing.ROW / 2 + 4))
            .append("\">+")
            .append(byPane.size() - OutputDrawing.PANES)
            .append(" panes</text>");
        break;
      }
      PaneInfo pane = firing.getKey();
      List<CapturedElement> in = firing.getValue();
      // Elements no grouping fired have no firing for a key to stand for.
      OptionalInt keyCount = fired(pane) ? keys.count(in) : OptionalInt.empty();
      StringBuilder title = new StringBuilder();
      title
          .append(
              fired(pane)
                  ? pane.getTiming()
                      + " pane #"
                      + pane.getIndex()
                      + (pane.isFirst() ? ", first" : "")
                      + (pane.isLast() ? ", last" : "")
                  : "not grouped (no firing)")
          .append(": ")
          .append(in.size())
          .append(in.size() == 1 ? " element" : " elements");
      keyCount.ifPresent(n -> title.append(" of ").append(n).append(n == 1 ? " key" : " keys"));
      for (int i = 0; i < in.size() && i < OutputDrawing.LISTED; i++) {
        title.append("\n").append(Html.cut(text.apply(in.get(i)), 200));
      }
      if (in.size() > OutputDrawing.LISTED) {
        title.append("\n... and ").append(in.size() - OutputDrawing.LISTED).append(" more");
      }
      svg.append("<g class=\"pane ")
          .append(timingClass(pane))
          .append("\" data-timing=\"")
          .append(timingName(pane))
          .append("\" data-index=\"")
          .append(pane.getIndex())
          .append("\" data-first=\"")
          .append(pane.isFirst())
          .append("\" data-last=\"")
          .append(pane.isLast())
          .append("\" data-count=\"")
          .append(in.size())
          .append(keyCount.isPresent() ? "\" data-keys=\"" + keyCount.getAsInt() : "")
          .append("\"><rect x=\"")
          .append(Html.num(x))
          .append("\" y=\"")
          .append(Html.num(y + 4))
          .append("\" width=\"106\" height=\"")
          .append(Html.num(OutputDrawing.ROW - 8))
          .append("\" rx=\"4\"/><text x=\"")
          .append(Html.num(x + 5))
          .append("\" y=\"")
          .append(Html.num(y + OutputDrawing.ROW / 2 + 4))
          .append("\">")
          .append(
              Html.text(
                  (fired(pane) ? pane.getTiming() + " #" + pane.getIndex() : "not grouped")
                      + " \u00b7 "
                      + in.size()))
          .append("</text><title>")
          .append(Html.text(title.toString()))
          .append("</title></g>");
      x += 110;
      drawn++;
    }
  }

  /**
   * Whether {@code pane} is a firing of a grouping. Elements that never passed one carry {@link
   * PaneInfo#NO_FIRING}, of timing {@code UNKNOWN}: the page calls them "not grouped".
   */
  static boolean fired(PaneInfo pane) {
    return pane.getTiming() != PaneInfo.Timing.UNKNOWN;
  }

  /** The timing as the page's attributes write it: {@code ON_TIME}, or {@code NOT_GROUPED}. */
  static String timingName(PaneInfo pane) {
    return fired(pane) ? pane.getTiming().name() : "NOT_GROUPED";
  }

  /** The class that colours a pane's timing. */
  static String timingClass(PaneInfo pane) {
    return "timing-" + timingName(pane);
  }

  /** A pane as the page names it: {@code ON_TIME #1 first last}, or {@code not grouped}. */
  static String label(PaneInfo pane) {
    if (!fired(pane)) {
      return "not grouped";
    }
    return pane.getTiming()
        + " #"
        + pane.getIndex()
        + (pane.isFirst() ? " first" : "")
        + (pane.isLast() ? " last" : "");
  }
}
