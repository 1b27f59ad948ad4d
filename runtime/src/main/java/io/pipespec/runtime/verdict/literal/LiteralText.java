package io.pipespec.runtime.verdict.literal;

import java.lang.reflect.Method;
import java.lang.reflect.RecordComponent;
import java.lang.reflect.Type;
import java.lang.reflect.TypeVariable;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.values.KV;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Values as literal text, the one writer of the literal syntax at run time, in two modes:
 *
 * <ul>
 *   <li>{@link #forMessage}: how failure messages write values, so that a line of a message can be
 *       pasted into an {@code @ExpectContains}; any value is written, with {@code <null>} for a
 *       null and its {@code toString} for a value without a literal form.
 *   <li>{@link #exact}: how {@link LiteralWriter} writes elements into files, so that {@link
 *       LiteralReader} reads them back as equal elements; a value that cannot be written so is
 *       refused.
 * </ul>
 *
 * <p>A {@code KV} is written {@code key=value} (a key that is a {@code KV} in parentheses), a
 * {@code List} {@code [a, b]}, an enum by its constant's name, a record by component name {@code
 * {name=ann, points=3}}, time values in ISO-8601. A {@code String} component is put in single
 * quotes when it is empty, contains {@code =} or {@code '}, or starts or ends with a space (inside
 * a list or record also when it contains {@code ,} or a bracket; inside the quotes {@code \'}
 * stands for a quote and {@code \\} for a backslash). In exact mode every component follows the
 * rule of lists and records, also the key and value of a top-level {@code KV}.
 */
@API(status = API.Status.INTERNAL)
public final class LiteralText {

  /**
   * How messages write a null: not a literal, since the literal {@code null} is the text "null".
   */
  public static final String NULL = "<null>";

  private LiteralText() {}

  /** {@code value} as failure messages write it, before escaping: see {@link #printable}. */
  public static String forMessage(@Nullable Object value) {
    return value instanceof String text ? text : component(value, false, false);
  }

  /**
   * {@code value} as failure messages write a part of a literal, inside a list or record (a {@code
   * String} with a comma or bracket is quoted), before escaping.
   */
  public static String forMessagePart(@Nullable Object value) {
    return component(value, true, false);
  }

  /**
   * {@code value} as failure messages write a part of a literal, before escaping: inside a list or
   * record when {@code nested}, else as the key or value of a top-level {@code KV} (which splits
   * only at {@code =}).
   */
  public static String forMessagePart(@Nullable Object value, boolean nested) {
    return component(value, nested, false);
  }

  /**
   * {@code value} as a literal that {@link LiteralReader} reads back as an equal value, before
   * escaping.
   *
   * @throws IllegalArgumentException when {@code value} has no such literal, saying why
   */
  static String exact(@Nullable Object value) {
    if (value == null) {
      throw cannot(
          "a null element cannot be written: a null String would read as the text null, and the"
              + " writer does not know the element type");
    }
    if (value instanceof String text) {
      return text;
    }
    if (value instanceof Character || TextFactories.isFactoryValue(value)) {
      String text = scalar(value);
      if (text.strip().equals("null")) {
        throw cannot(
            "the "
                + value.getClass().getSimpleName()
                + " whose text is `"
                + text
                + "` would read back as null");
      }
      return text;
    }
    return component(value, true, true);
  }

  /**
   * {@code value} as a part of a literal. {@code nested} is true inside a list or record, where
   * {@code ,} and brackets separate parts and so quote a {@code String}; a top-level {@code KV}
   * splits only at {@code =}. {@code exact} is the mode of {@link #exact}.
   */
  private static String component(@Nullable Object value, boolean nested, boolean exact) {
    if (value instanceof String text) {
      return quoted(text, nested) ? quote(text) : text;
    }
    if (value instanceof KV<?, ?> kv) {
      Object key = kv.getKey();
      Object kvValue = kv.getValue();
      if (exact && (key == null || kvValue == null)) {
        throw cannot(
            "a KV with a null "
                + (key == null ? "key" : "value")
                + " cannot be written: a null String would read as the text null, and the writer"
                + " does not know the KV's type arguments");
      }
      String keyText = component(key, nested, exact);
      // A key that is itself a KV goes in parentheses, as the processor reads it.
      return (key instanceof KV ? "(" + keyText + ")" : keyText)
          + "="
          + component(kvValue, nested, exact);
    }
    if (value instanceof List<?> list) {
      StringBuilder text = new StringBuilder("[");
      for (Object element : list) {
        if (exact && element == null) {
          throw cannot(
              "a List with a null element cannot be written: a null String would read as the text"
                  + " null, and the writer does not know the List's element type");
        }
        text.append(text.length() == 1 ? "" : ", ").append(component(element, true, exact));
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
      Optional<String> record = record((Record) value, exact);
      if (record.isPresent()) {
        return record.get();
      }
    }
    if (!exact) {
      return ownText(value);
    }
    String text = scalar(value);
    boolean quote =
        (value instanceof Character || TextFactories.isFactoryValue(value))
            && (quoted(text, true) || text.equals("null"));
    return quote ? quote(text) : text;
  }

  /** The exact text of a value without parts, or why it has none. */
  private static String scalar(Object value) {
    if (value instanceof Integer
        || value instanceof Long
        || value instanceof Short
        || value instanceof Byte
        || value instanceof Double
        || value instanceof Float
        || value instanceof Boolean
        || value instanceof Character
        || value instanceof java.time.Instant
        || value instanceof java.time.Duration) {
      return value.toString();
    }
    if (value instanceof org.joda.time.Instant instant) {
      // Not Joda's toString, which writes years after 9999 without the sign ISO-8601 asks for.
      return java.time.Instant.ofEpochMilli(instant.getMillis()).toString();
    }
    if (value instanceof org.joda.time.Duration duration) {
      return java.time.Duration.ofMillis(duration.getMillis()).toString();
    }
    return TextFactories.text(value);
  }

  /** {@code {name=ann, points=3}}: by component name, which reads without the declaration. */
  private static Optional<String> record(Record record, boolean exact) {
    StringBuilder text = new StringBuilder("{");
    for (RecordComponent component : record.getClass().getRecordComponents()) {
      Object part;
      try {
        Method accessor = component.getAccessor();
        accessor.setAccessible(true);
        part = accessor.invoke(record);
      } catch (ReflectiveOperationException | RuntimeException e) {
        if (exact) {
          throw cannot(
              "its record "
                  + record.getClass().getName()
                  + " cannot be read here ("
                  + e.getClass().getSimpleName()
                  + "); make it public");
        }
        // A record we may not read (a module that does not open it): its own toString.
        return Optional.empty();
      }
      String partText;
      if (part == null && exact) {
        Type type = component.getGenericType();
        if (type == String.class || type instanceof TypeVariable<?>) {
          throw cannot(
              "component "
                  + component.getName()
                  + " of "
                  + record.getClass().getSimpleName()
                  + " is null"
                  + (type == String.class
                      ? ", and a String component written null reads as the text null"
                      : ", and its type is a type variable, so null could be the text null"));
        }
        partText = "null";
      } else {
        partText = component(part, true, exact);
      }
      text.append(text.length() == 1 ? "" : ", ")
          .append(component.getName())
          .append('=')
          .append(partText);
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

  private static String quote(String text) {
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
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

  /** {@code text} with every character that could damage a report or a terminal escaped. */
  public static String printable(String text) {
    return escaped(text, false);
  }

  /**
   * {@code text} with every character of {@link #printable} escaped, and, when {@code backslashes},
   * every backslash too, so that Java's unescaping gives {@code text} back.
   */
  static String escaped(String text, boolean backslashes) {
    StringBuilder out = null;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      boolean paired =
          Character.isHighSurrogate(c)
              && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1));
      // A low surrogate reached here is alone: the second of a pair is skipped with its first.
      String escape = paired ? null : (backslashes && c == '\\' ? "\\\\" : escape(c));
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

  static IllegalArgumentException cannot(String why) {
    return new IllegalArgumentException("The element cannot be written as a literal: " + why);
  }
}
