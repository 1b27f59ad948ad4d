package io.pipespec.engine.report;

import io.pipespec.beam.Times;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.suite.TimeMark;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;

/**
 * The event-time axis every drawing of a page shares: from the earliest to the latest time the page
 * shows (window bounds, element timestamps, watermark steps, scopes), Beam's minimum and maximum
 * timestamps left out so that a global window does not squash everything else.
 */
final class TimeAxis {

  /** Where the axis starts: the labels of the rows are left of it. */
  static final double LEFT = 190;

  /** The width of the axis. */
  static final double WIDTH = 880;

  /** Room right of the axis, for the pane markers. */
  static final double RIGHT = 360;

  static final double TOTAL = LEFT + WIDTH + RIGHT;

  private final long start;
  private final long end;
  private final boolean oneDay;

  private TimeAxis(long start, long end, boolean oneDay) {
    this.start = start;
    this.end = end;
    this.oneDay = oneDay;
  }

  /** An axis over everything {@code input} shows. */
  static TimeAxis over(PageInput input) {
    Range range = new Range();
    for (CapturedOutput<?> output : input.outputs().values()) {
      for (BoundedWindow window : output.windows()) {
        if (window instanceof IntervalWindow interval) {
          range.add(interval.start().getMillis());
          range.add(interval.end().getMillis());
        }
      }
      for (CapturedElement element : output.elements()) {
        range.add(element.timestamp().getMillis());
      }
    }
    for (TimeMark mark : input.timeline()) {
      if (mark.kind() != TimeMark.Kind.PROCESSING
          && mark.kind() != TimeMark.Kind.SAVEPOINT
          && mark.kind() != TimeMark.Kind.RESTART) {
        range.add(mark.millis());
      }
    }
    for (PageInput.Verdict verdict : input.verdicts()) {
      if (verdict.spec().scope().window() instanceof WindowRef.Interval window) {
        range.add(window.startMillis());
        range.add(window.endMillis());
      }
    }
    return range.axis();
  }

  /** An axis over exactly {@code [start, end]}. */
  static TimeAxis of(long start, long end) {
    return of(start, end, start, end);
  }

  /**
   * An axis over {@code [start, end]} that labels times by their time of day when the data, from
   * {@code first} to {@code last}, lies within one UTC day.
   */
  private static TimeAxis of(long start, long end, long first, long last) {
    boolean oneDay = Math.floorDiv(first, DAY) == Math.floorDiv(last, DAY);
    return new TimeAxis(start, Math.max(end, start + 1), oneDay);
  }

  private static final long DAY = 86_400_000L;

  /**
   * How the page writes {@code millis}: as failure messages do ({@link Times#instant}), without the
   * date when everything the page shows lies within one day.
   */
  String label(long millis) {
    String text = Times.instant(millis);
    if (oneDay && finite(millis) && text.length() > 11 && text.charAt(10) == 'T') {
      text = text.substring(11);
      return text.endsWith("Z") ? text.substring(0, text.length() - 1) : text;
    }
    return text;
  }

  /** How the page writes {@code window}: {@code [12:00, 12:10)}, or {@code global window}. */
  String label(BoundedWindow window) {
    if (window instanceof IntervalWindow interval) {
      return "["
          + label(interval.start().getMillis())
          + ", "
          + label(interval.end().getMillis())
          + ")";
    }
    return window instanceof GlobalWindow ? "global window" : String.valueOf(window);
  }

  /** Whether {@code millis} is a time a page can place (not Beam's minimum or maximum). */
  static boolean finite(long millis) {
    return millis > BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis()
        && millis < GlobalWindow.INSTANCE.maxTimestamp().getMillis();
  }

  long start() {
    return start;
  }

  long end() {
    return end;
  }

  /** The x of {@code millis}, kept a little beyond the axis for times outside it. */
  double x(long millis) {
    double fraction = ((double) millis - start) / ((double) end - start);
    return LEFT + Math.max(-0.01, Math.min(1.01, fraction)) * WIDTH;
  }

  /** The axis line and its labelled ticks, at {@code y}, as SVG. */
  void draw(StringBuilder svg, double y) {
    svg.append("<g class=\"axis\"><line x1=\"")
        .append(Html.num(LEFT))
        .append("\" y1=\"")
        .append(Html.num(y))
        .append("\" x2=\"")
        .append(Html.num(LEFT + WIDTH))
        .append("\" y2=\"")
        .append(Html.num(y))
        .append("\"/>");
    long step = tickStep(end - start);
    long first = Math.floorDiv(start + step - 1, step) * step;
    for (long millis = first; millis <= end; millis += step) {
      double x = x(millis);
      svg.append("<line class=\"tick\" x1=\"")
          .append(Html.num(x))
          .append("\" y1=\"")
          .append(Html.num(y - 4))
          .append("\" x2=\"")
          .append(Html.num(x))
          .append("\" y2=\"")
          .append(Html.num(y + 4))
          .append("\"/><text class=\"tick-label\" x=\"")
          .append(Html.num(x))
          .append("\" y=\"")
          .append(Html.num(y - 7))
          .append("\" text-anchor=\"middle\">")
          .append(Html.text(label(millis)))
          .append("</text>");
    }
    svg.append("</g>");
  }

  /** Steps of round times, the smallest first. */
  private static final long[] STEPS = {
    1,
    5,
    10,
    50,
    100,
    500,
    1_000,
    5_000,
    10_000,
    30_000,
    60_000,
    120_000,
    300_000,
    600_000,
    900_000,
    1_800_000,
    3_600_000,
    7_200_000,
    21_600_000,
    43_200_000,
    DAY,
    7 * DAY,
    30 * DAY,
    365 * DAY
  };

  /** The smallest round step that puts at most eight ticks on a span. */
  static long tickStep(long span) {
    for (long step : STEPS) {
      if (span / step <= 8) {
        return step;
      }
    }
    long step = 365 * DAY;
    while (span / step > 8) {
      step *= 10;
    }
    return step;
  }

  /** The smallest and greatest finite times seen. */
  private static final class Range {
    private long min = Long.MAX_VALUE;
    private long max = Long.MIN_VALUE;

    void add(long millis) {
      if (finite(millis)) {
        min = Math.min(min, millis);
        max = Math.max(max, millis);
      }
    }

    TimeAxis axis() {
      if (min > max) {
        return of(0, 60_000);
      }
      // At least a minute across, so that one instant is not drawn at the scale of milliseconds.
      long pad = Math.max(Math.max(1, (max - min) / 40), (60_000 - (max - min)) / 2);
      return of(min - pad, max + pad, min, max);
    }
  }
}
