package io.pipespec.runtime.literal;

import org.jspecify.annotations.Nullable;

/**
 * Writes elements as one line of text in the literal syntax, so that {@link LiteralReader} reads
 * the line back as an equal element. The line is the literal as it would be written between the
 * quotes of a Java string in an annotation: a backslash, a newline or any other character that
 * would break a line or a terminal is written as its Java escape.
 */
public final class LiteralWriter {

  private LiteralWriter() {}

  /** {@code element} as one line. */
  public static String line(@Nullable Object element) {
    // A first cut: only String elements are written faithfully.
    return String.valueOf(element).replace("\\", "\\\\").replace("\n", "\\n").replace("\r", "\\r");
  }

  /** The literal a {@link #line} stands for: Java escapes read back as their characters. */
  public static String unescape(String line) {
    return line.replace("\\n", "\n").replace("\\r", "\r").replace("\\\\", "\\");
  }
}
