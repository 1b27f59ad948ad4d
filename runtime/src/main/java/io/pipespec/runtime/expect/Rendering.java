package io.pipespec.runtime.expect;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.scope.Times;
import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;

/**
 * How failure messages write values and where elements arrived. Values are written in the literal
 * syntax of the annotations, so that a line of a message can be pasted into an
 * {@code @ExpectContains}: a {@code KV} as {@code key=value}, where a {@code String} component is
 * put in single quotes when it is empty, contains {@code =} or {@code '}, or starts or ends with a
 * space (inside a list or record also when it contains {@code ,} or a bracket; inside the quotes
 * {@code \'} stands for a quote and {@code \\} for a backslash, as the processor reads them); a
 * {@code List} as {@code [a, b]}; an enum by its constant's name; a record by component name, as
 * {@code {name=ann, points=3}}; time values in ISO-8601, which is what their {@code toString}
 * writes and what a literal accepts (windows and timestamps of where an element arrived are written
 * shorter, by {@link Times}); any other value with its {@code toString}.
 *
 * <p>A null is written {@code <null>}, which no literal means: the literal {@code null} is the
 * four-letter text, so a null element and the text "null" never read alike. A value whose {@code
 * toString} throws or returns null is written as what happened, {@code <a com.acme.Item whose
 * toString() threw ...>}, so that a failure message can always be made.
 */
final class Rendering {

  /** Renderings longer than this are cut, so that one huge element cannot flood a message. */
  static final int MAX_VALUE_LENGTH = 500;

  /** How a null is written: not a literal, since the literal {@code null} is the text "null". */
  static final String NULL = "<null>";

  private Rendering() {}

  static String value(Object value) {
    return value(value, MAX_VALUE_LENGTH);
  }

  /** {@code value} in the literal syntax, cut after {@code maxLength} characters. */
  static String value(Object value, int maxLength) {
    String full = value instanceof String text ? text : component(value, false);
    if (full.length() <= maxLength) {
      return full;
    }
    return full.substring(0, maxLength)
        + "... ("
        + (full.length() - maxLength)
        + " more characters)";
  }

  /**
   * {@code value} as a part of a literal. {@code nested} is true inside a list or record, where
   * {@code ,} and brackets separate parts and so quote a {@code String}; a top-level {@code KV}
   * splits only at {@code =}.
   */
  private static String component(Object value, boolean nested) {
    if (value instanceof String text) {
      return quoted(text, nested)
          ? "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'"
          : text;
    }
    if (value instanceof KV<?, ?> kv) {
      String key = component(kv.getKey(), nested);
      // A key that is itself a KV goes in parentheses, as the processor reads it.
      return (kv.getKey() instanceof KV ? "(" + key + ")" : key)
          + "="
          + component(kv.getValue(), nested);
    }
    if (value instanceof List<?> list) {
      StringBuilder text = new StringBuilder("[");
      for (Object element : list) {
        text.append(text.length() == 1 ? "" : ", ").append(component(element, true));
      }
      return text.append(']').toString();
    }
    if (value instanceof Enum<?> constant) {
      return constant.name();
    }
    if (value == null) {
      return NULL;
    }
    if (value.getClass().isRecord()) {
      Optional<String> record = record((Record) value);
      if (record.isPresent()) {
        return record.get();
      }
    }
    return ownText(value);
  }

  /** {@code value.toString()}, or what went wrong when it throws or returns null. */
  private static String ownText(Object value) {
    String text;
    try {
      text = value.toString();
    } catch (RuntimeException | StackOverflowError e) {
      return "<a "
          + value.getClass().getName()
          + " whose toString() threw "
          + e.getClass().getName()
          + (e.getMessage() == null ? "" : ": " + e.getMessage())
          + ">";
    }
    return text == null
        ? "<a " + value.getClass().getName() + " whose toString() returned null>"
        : text;
  }

  /** {@code {name=ann, points=3}}: by component name, which reads without the declaration. */
  private static Optional<String> record(Record record) {
    StringBuilder text = new StringBuilder("{");
    for (RecordComponent component : record.getClass().getRecordComponents()) {
      Object part;
      try {
        Method accessor = component.getAccessor();
        accessor.setAccessible(true);
        part = accessor.invoke(record);
      } catch (ReflectiveOperationException | RuntimeException e) {
        // A record we may not read (a module that does not open it): its own toString.
        return Optional.empty();
      }
      text.append(text.length() == 1 ? "" : ", ")
          .append(component.getName())
          .append('=')
          .append(component(part, true));
    }
    return Optional.of(text.append('}').toString());
  }

  private static boolean quoted(String text, boolean nested) {
    if (text.isEmpty()
        || text.indexOf('=') >= 0
        || text.indexOf('\'') >= 0
        || Character.isWhitespace(text.charAt(0))
        || Character.isWhitespace(text.charAt(text.length() - 1))) {
      return true;
    }
    if (!nested) {
      return false;
    }
    for (int i = 0; i < text.length(); i++) {
      if (",()[]{}".indexOf(text.charAt(i)) >= 0) {
        return true;
      }
    }
    return false;
  }

  /** Where one element arrived: its window, pane and timestamp. */
  static String location(CapturedElement element) {
    return window(element.window())
        + ", "
        + pane(element.pane())
        + ", timestamp "
        + timestamp(element.timestamp());
  }

  /**
   * "global window", or a window as {@link Times#window} writes it, so that these lines read like
   * the scope descriptions and window histories of the same message.
   */
  static String window(BoundedWindow window) {
    return window instanceof GlobalWindow ? "global window" : Times.window(window);
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

  /** As {@link Times#instant} writes it: MIN, MAX and the end of the global window by name. */
  static String timestamp(Instant timestamp) {
    return Times.instant(timestamp.getMillis());
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
