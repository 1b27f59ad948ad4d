package io.pipespec.runtime.verdict.literal;

import org.jspecify.annotations.Nullable;

/**
 * Writes elements as one line of text in the literal syntax, so that {@link LiteralReader} reads
 * the line back as an equal element. The line is the literal as it would be written between the
 * quotes of a Java string in an annotation: a backslash, a newline or any other character that
 * would break a line or a terminal is written as its Java escape ({@code \\}, {@code \n}, {@code
 * \r}, {@code \t}, else {@code \}{@code uXXXX}); {@link #unescape} gives the literal back.
 *
 * <p>The literal is canonical, and never cut: a {@code String} element is its text, verbatim; a
 * {@code KV} is {@code key=value}; a list {@code [a, b]}; a record by component name {@code
 * {name=ann, points=3}}; an enum its constant's name; numbers as {@code Integer.toString} and
 * {@code Double.toString} write them (which read back as the same value, {@code NaN}, {@code
 * Infinity} and {@code -0.0} included); times in ISO-8601; a value of a type with a factory from
 * text its {@code toString}. A {@code String} part of a composite is quoted when the grammar needs
 * it. Two elements that are not equal never give the same line.
 *
 * <p>What has no faithful line is refused with an {@link IllegalArgumentException} saying why,
 * rather than written ambiguously:
 *
 * <ul>
 *   <li>a null element, and a null key or value of a {@code KV} or element of a list: a null {@code
 *       String} would read as the text {@code null}, and the writer does not know the type; a null
 *       record component is written {@code null} (read back as null), unless the component is a
 *       {@code String} or a type variable;
 *   <li>a value of a type the literal syntax does not know (a map, an array, a class without a
 *       factory from text), and one whose factory does not read its {@code toString} back as an
 *       equal value;
 *   <li>at the top level, a value of a factory type whose text is {@code null}.
 * </ul>
 */
public final class LiteralWriter {

  private LiteralWriter() {}

  /**
   * {@code element} as one line.
   *
   * @throws IllegalArgumentException when {@code element} cannot be written so that it reads back
   *     as an equal element, saying why
   */
  public static String line(@Nullable Object element) {
    return LiteralText.escaped(LiteralText.exact(element), true);
  }

  /**
   * {@code element} as a literal, before the escaping of {@link #line}: the text an annotation's
   * string holds for it, such as a step of a {@code @Timeline} that exploration prints.
   *
   * @throws IllegalArgumentException when {@code element} cannot be written so that it reads back
   *     as an equal element, saying why
   */
  public static String literal(@Nullable Object element) {
    return LiteralText.exact(element);
  }

  /**
   * The literal a {@link #line} stands for: Java escapes ({@code \\ \n \r \t \b \f \' \"} and
   * {@code \}{@code uXXXX}) read back as their characters.
   *
   * @throws LiteralException at a backslash that starts no such escape
   */
  public static String unescape(String line) {
    int first = line.indexOf('\\');
    if (first < 0) {
      return line;
    }
    StringBuilder out = new StringBuilder(line.length()).append(line, 0, first);
    int i = first;
    while (i < line.length()) {
      char c = line.charAt(i);
      if (c != '\\') {
        out.append(c);
        i++;
        continue;
      }
      if (i + 1 >= line.length()) {
        throw new LiteralException(
            i + 1, "the line ends in a backslash; write \\\\ for a backslash");
      }
      char next = line.charAt(i + 1);
      switch (next) {
        case '\\' -> out.append('\\');
        case 'n' -> out.append('\n');
        case 'r' -> out.append('\r');
        case 't' -> out.append('\t');
        case 'b' -> out.append('\b');
        case 'f' -> out.append('\f');
        case '\'' -> out.append('\'');
        case '"' -> out.append('"');
        case 'u' -> {
          int value = hex(line, i + 2);
          if (value < 0) {
            throw new LiteralException(
                i + 1,
                "`"
                    + line.substring(i, Math.min(line.length(), i + 6))
                    + "` is not a Unicode escape; write \\u and four hexadecimal digits, such as"
                    + " \\u00e9");
          }
          out.append((char) value);
          i += 4;
        }
        default ->
            throw new LiteralException(
                i + 1,
                "`\\"
                    + next
                    + "` is not an escape; write \\\\ for a backslash, or one of \\n \\r \\t \\b"
                    + " \\f \\' \\\" \\uXXXX");
      }
      i += 2;
    }
    return out.toString();
  }

  /** The four hexadecimal digits at {@code start} as a number, or -1. */
  private static int hex(String line, int start) {
    if (start + 4 > line.length()) {
      return -1;
    }
    int value = 0;
    for (int i = start; i < start + 4; i++) {
      char c = line.charAt(i);
      int digit = c < 128 ? Character.digit(c, 16) : -1;
      if (digit < 0) {
        return -1;
      }
      value = value * 16 + digit;
    }
    return value;
  }
}
