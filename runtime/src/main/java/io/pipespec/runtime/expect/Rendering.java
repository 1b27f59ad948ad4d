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
import org.jspecify.annotations.Nullable;

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
 *
 * <p>Characters that would damage where a message goes are written as Java escapes, which read back
 * as the same character when pasted into an annotation: control characters (a newline as
 * backslash-n, ESC as backslash-u001B), characters XML 1.0 forbids (lone surrogates, U+FFFE,
 * U+FFFF), line and paragraph separators, and the bidirectional controls that make a terminal
 * reorder a line (U+202E). Surefire's XML report of a class whose elements hold them stays
 * well-formed, and a line reads in the order it was written.
 */
final class Rendering {

  /** Renderings longer than this are cut, so that one huge element cannot flood a message. */
  static final int MAX_VALUE_LENGTH = 500;

  /** How a null is written: not a literal, since the literal {@code null} is the text "null". */
  static final String NULL = "<null>";

  private Rendering() {}

  static String value(@Nullable Object value) {
    return value(value, MAX_VALUE_LENGTH);
  }

  /** {@code value} in the literal syntax, cut after {@code maxLength} characters. */
  static String value(@Nullable Object value, int maxLength) {
    String full = printable(value instanceof String text ? text : component(value, false));
    if (full.length() <= maxLength) {
      return full;
    }
    return full.substring(0, maxLength)
        + "... ("
        + (full.length() - maxLength)
        + " more characters)";
  }

  /**
   * {@code value} as a part of a literal, as it is written inside a list or record (a {@code
   * String} with a comma or bracket is quoted), cut as {@link #value(Object)} cuts: for values
   * shown next to each other on one line, such as the changed fields of a keyed difference.
   */
  static String part(@Nullable Object value) {
    String full = printable(component(value, true));
    return full.length() <= MAX_VALUE_LENGTH
        ? full
        : full.substring(0, MAX_VALUE_LENGTH)
            + "... ("
            + (full.length() - MAX_VALUE_LENGTH)
            + " more characters)";
  }

  /**
   * {@code value} as a part of a literal. {@code nested} is true inside a list or record, where
   * {@code ,} and brackets separate parts and so quote a {@code String}; a top-level {@code KV}
   * splits only at {@code =}.
   */
  private static String component(@Nullable Object value, boolean nested) {
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

  /** {@code text} with every character that could damage a report or a terminal escaped. */
  static String printable(String text) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean paired =
          Character.isHighSurrogate(c)
              && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1));
      // A low surrogate reached here is alone: the second of a pair is skipped with its first.
      String escape = paired ? null : escape(c);
      if (escape == null && out == null) {
        if (paired) {
          i++;
        }
        continue;
      }
      if (out == null) {
        out = new StringBuilder(text.length() + 16).append(text, 0, i);
      }
      if (escape != null) {
        out.append(escape);
      } else {
        out.append(c);
        if (paired) {
          out.append(text.charAt(++i));
        }
      }
    }
    return out == null ? text : out.toString();
  }

  /** The escape of {@code c}, or null when it is written as it is. */
  private static @Nullable String escape(char c) {
    return switch (c) {
      case '\n' -> "\\n";
      case '\r' -> "\\r";
      case '\t' -> "\\t";
      default -> unsafe(c) ? String.format("\\u%04X", (int) c) : null;
    };
  }

  /** Whether {@code c} would break a line, a terminal's order of text or an XML report. */
  private static boolean unsafe(char c) {
    return c < 0x20
        || (c >= 0x7F && c <= 0x9F)
        || c == 0xFFFE
        || c == 0xFFFF
        || c == 0x2028 // line separator
        || c == 0x2029 // paragraph separator
        || c == 0x061C // Arabic letter mark
        || c == 0x200E // left-to-right mark
        || c == 0x200F // right-to-left mark
        || (c >= 0x202A && c <= 0x202E) // embeddings and overrides
        || (c >= 0x2066 && c <= 0x2069)
        || Character.isSurrogate(c);
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
