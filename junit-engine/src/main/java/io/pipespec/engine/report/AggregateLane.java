package io.pipespec.engine.report;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.HashSet;
import java.util.Set;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;

/**
 * The aggregated lane of an output with too many windows to draw one by one: the event-time axis
 * cut into stretches, each a bar of the elements whose timestamps fall in it (split by the timing
 * of their panes), with the number of windows starting there in its title. Its size does not grow
 * with the number of windows.
 */
final class AggregateLane {

  /** The number of stretches of the axis. */
  static final int BUCKETS = 110;

  private AggregateLane() {}

  /** Counts per stretch of event time, for outputs with too many windows to draw one by one. */
  static void draw(
      StringBuilder svg, CapturedOutput<?> output, TimeAxis axis, double top, double lane) {
    int buckets = BUCKETS;
    long[] windows = new long[buckets];
    long[] early = new long[buckets];
    long[] onTime = new long[buckets];
    long[] late = new long[buckets];
    long panes = 0;
    // One pass over the windows: where each starts, its elements by timing, its distinct panes
    // (panes of different keys may share an index, so indexes alone would undercount them).
    Set<PaneInfo> distinct = new HashSet<>();
    for (BoundedWindow window : output.windows()) {
      long at =
          OutputDrawing.startOf(window) == Long.MIN_VALUE
              ? axis.start()
              : OutputDrawing.startOf(window);
      windows[bucket(axis, at, buckets)]++;
      distinct.clear();
      for (CapturedElement element : output.elementsIn(window)) {
        PaneInfo pane = element.pane();
        distinct.add(pane);
        int b = bucket(axis, element.timestamp().getMillis(), buckets);
        switch (pane.getTiming()) {
          case EARLY -> early[b]++;
          case LATE -> late[b]++;
          default -> onTime[b]++;
        }
      }
      panes += distinct.size();
    }
    long most = 1;
    for (int b = 0; b < buckets; b++) {
      most = Math.max(most, early[b] + onTime[b] + late[b]);
    }
    svg.append("<g class=\"aggregate\" data-windows=\"")
        .append(output.windows().size())
        .append("\" data-panes=\"")
        .append(panes)
        .append("\" data-elements=\"")
        .append(output.elements().size())
        .append("\"><text class=\"window-label\" x=\"4\" y=\"")
        .append(Html.num(top + 16))
        .append("\">")
        .append(output.windows().size())
        .append(" windows, aggregated</text><text class=\"window-label\" x=\"4\" y=\"")
        .append(Html.num(top + 32))
        .append("\">")
        .append(panes)
        .append(" panes, ")
        .append(output.elements().size())
        .append(" elements</text>");
    double width = TimeAxis.WIDTH / buckets;
    double bottom = top + lane;
    for (int b = 0; b < buckets; b++) {
      long total = early[b] + onTime[b] + late[b];
      if (total == 0 && windows[b] == 0) {
        continue;
      }
      long from = axis.start() + Math.round(((double) axis.end() - axis.start()) * b / buckets);
      long to = axis.start() + Math.round(((double) axis.end() - axis.start()) * (b + 1) / buckets);
      double x = TimeAxis.LEFT + b * width;
      double y = bottom;
      svg.append("<g class=\"bucket\">");
      for (String[] part :
          new String[][] {
            {"ON_TIME", Long.toString(onTime[b])},
            {"EARLY", Long.toString(early[b])},
            {"LATE", Long.toString(late[b])}
          }) {
        double h = (lane - 4) * Long.parseLong(part[1]) / most;
        if (h <= 0) {
          continue;
        }
        y -= h;
        svg.append("<rect class=\"bar timing-")
            .append(part[0])
            .append("\" x=\"")
            .append(Html.num(x))
            .append("\" y=\"")
            .append(Html.num(y))
            .append("\" width=\"")
            .append(Html.num(Math.max(1, width - 1)))
            .append("\" height=\"")
            .append(Html.num(h))
            .append("\"/>");
      }
      svg.append("<title>")
          .append(Html.text("[" + axis.label(from) + ", " + axis.label(to) + ")"))
          .append(": ")
          .append(windows[b])
          .append(" windows start here; elements ")
          .append(total)
          .append(" (")
          .append(early[b])
          .append(" early, ")
          .append(onTime[b])
          .append(" on time, ")
          .append(late[b])
          .append(" late)</title></g>");
    }
    svg.append("</g>");
  }

  private static int bucket(TimeAxis axis, long millis, int buckets) {
    double fraction = ((double) millis - axis.start()) / ((double) axis.end() - axis.start());
    return (int) Math.max(0, Math.min(buckets - 1, Math.floor(fraction * buckets)));
  }
}
