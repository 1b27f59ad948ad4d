package io.pipespec.runtime.verdict.expect;

import io.pipespec.beam.Times;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.verdict.literal.LiteralText;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * How failure messages write values and where elements arrived. Values are written in the literal
 * syntax of the annotations (by {@link LiteralText}, which also writes the lines of golden files),
 * so that a line of a message can be pasted into an {@code @ExpectContains}: a {@code KV} as {@code
 * key=value}, where a {@code String} component is put in single quotes when it is empty, contains
 * {@code =} or {@code '}, or starts or ends with a space (inside a list or record also when it
 * contains {@code ,} or a bracket; inside the quotes {@code \'} stands for a quote and {@code \\}
 * for a backslash, as the processor reads them); a {@code List} as {@code [a, b]}; an enum by its
 * constant's name; a record by component name, as {@code {name=ann, points=3}}; time values in
 * ISO-8601, which is what their {@code toString} writes and what a literal accepts (windows and
 * timestamps of where an element arrived are written shorter, by {@link Times}); any other value
 * with its {@code toString}.
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
  static final String NULL = LiteralText.NULL;

  private Rendering() {}

  static String value(@Nullable Object value) {
    return value(value, MAX_VALUE_LENGTH);
  }

  /** {@code value} in the literal syntax, cut after {@code maxLength} characters. */
  static String value(@Nullable Object value, int maxLength) {
    String full = printable(LiteralText.forMessage(value));
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
    String full = printable(LiteralText.forMessagePart(value));
    return full.length() <= MAX_VALUE_LENGTH
        ? full
        : full.substring(0, MAX_VALUE_LENGTH)
            + "... ("
            + (full.length() - MAX_VALUE_LENGTH)
            + " more characters)";
  }

  /** {@code text} with every character that could damage a report or a terminal escaped. */
  static String printable(String text) {
    return LiteralText.printable(text);
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
