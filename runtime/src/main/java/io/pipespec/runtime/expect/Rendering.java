package io.pipespec.runtime.expect;

import io.pipespec.runtime.capture.CapturedElement;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;

/**
 * How failure messages write values and where elements arrived. Values are written in the literal
 * syntax of the annotations, so that a line of a message can be pasted into an
 * {@code @ExpectContains}: a {@code KV} as {@code key=value}, where a {@code String} component is
 * put in single quotes when it is empty, contains {@code =} or {@code '}, or starts or ends with a
 * space (inside the quotes {@code \'} stands for a quote and {@code \\} for a backslash, as the
 * processor reads them); any other value with {@link String#valueOf(Object)}.
 */
final class Rendering {

  /** Renderings longer than this are cut, so that one huge element cannot flood a message. */
  static final int MAX_VALUE_LENGTH = 500;

  private Rendering() {}

  static String value(Object value) {
    String full = value instanceof KV ? kv((KV<?, ?>) value) : String.valueOf(value);
    if (full.length() <= MAX_VALUE_LENGTH) {
      return full;
    }
    return full.substring(0, MAX_VALUE_LENGTH)
        + "... ("
        + (full.length() - MAX_VALUE_LENGTH)
        + " more characters)";
  }

  private static String kv(KV<?, ?> kv) {
    return component(kv.getKey()) + "=" + component(kv.getValue());
  }

  private static String component(Object component) {
    if (component instanceof KV) {
      return kv((KV<?, ?>) component);
    }
    if (component instanceof String) {
      String text = (String) component;
      boolean quote =
          text.isEmpty()
              || text.indexOf('=') >= 0
              || text.indexOf('\'') >= 0
              || Character.isWhitespace(text.charAt(0))
              || Character.isWhitespace(text.charAt(text.length() - 1));
      return quote ? "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'" : text;
    }
    return String.valueOf(component);
  }

  /** Where one element arrived: its window, pane and timestamp. */
  static String location(CapturedElement element) {
    return window(element.window())
        + ", "
        + pane(element.pane())
        + ", timestamp "
        + timestamp(element.timestamp());
  }

  static String window(BoundedWindow window) {
    if (window instanceof GlobalWindow) {
      return "global window";
    }
    if (window instanceof IntervalWindow) {
      IntervalWindow interval = (IntervalWindow) window;
      return "window [" + interval.start() + ", " + interval.end() + ")";
    }
    return "window " + window;
  }

  static String pane(PaneInfo pane) {
    if (PaneInfo.NO_FIRING.equals(pane)) {
      return "pane NO_FIRING";
    }
    String flags;
    if (pane.isFirst() && pane.isLast()) {
      flags = " (first, last)";
    } else if (pane.isFirst()) {
      flags = " (first)";
    } else if (pane.isLast()) {
      flags = " (last)";
    } else {
      flags = "";
    }
    return "pane " + pane.getTiming() + " #" + pane.getIndex() + flags;
  }

  static String timestamp(Instant timestamp) {
    if (!timestamp.isAfter(BoundedWindow.TIMESTAMP_MIN_VALUE)) {
      return "MIN";
    }
    if (!timestamp.isBefore(BoundedWindow.TIMESTAMP_MAX_VALUE)) {
      return "MAX";
    }
    if (timestamp.equals(GlobalWindow.INSTANCE.maxTimestamp())) {
      return "end of global window";
    }
    return timestamp.toString();
  }

  /** "1 element", "3 elements". */
  static String elements(long count) {
    return count == 1 ? "1 element" : count + " elements";
  }

  /** "once", "twice", "3 times". */
  static String times(long count) {
    return count == 1 ? "once" : count == 2 ? "twice" : count + " times";
  }
}
