package io.pipespec.processor.literal;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * The shared grammar of composite literals: splitting at separators, brackets and quoting. It knows
 * nothing of types; {@link TypeParser}s call it to cut their text into components.
 *
 * <p>Rules, the same in every composite ({@code KV}, {@code List}, records):
 *
 * <ul>
 *   <li>Brackets {@code [ ]}, {@code ( )} and {@code { }} nest and must balance; a separator
 *       ({@code ,} or {@code =}) inside brackets belongs to the nested literal.
 *   <li>A component that starts (after spaces) with {@code '} is quoted: it ends at the next
 *       unescaped {@code '}, only spaces may follow, and inside it {@code \'} stands for a quote
 *       and {@code \\} for a backslash; no other escape exists. Inside quotes, separators and
 *       brackets are plain text. A quote later in an unquoted component is plain text.
 *   <li>An unquoted component is its text without leading and trailing spaces.
 * </ul>
 */
final class Syntax {

  /** Deeper nesting than this is refused, so that no literal can exhaust javac's stack. */
  static final int MAX_DEPTH = 32;

  private static final String OPENERS = "[({";
  private static final String CLOSERS = "])}";

  private Syntax() {}

  /** Parts of a text, or why it could not be cut. */
  record Parts(List<String> parts, @Nullable String error) {
    boolean failed() {
      return error != null;
    }

    static Parts error(String error) {
      return new Parts(List.of(), error);
    }
  }

  /** A component with its quoting removed, or why its quoting is wrong. */
  record Component(String text, boolean quoted, @Nullable String error) {
    boolean failed() {
      return error != null;
    }
  }

  /**
   * Cuts {@code text} at every {@code separator} outside brackets and quotes. The parts keep their
   * spaces and quotes; read each with {@link #component}.
   */
  static Parts splitAll(String text, char separator) {
    List<Integer> cuts = new ArrayList<>();
    String error = scan(text, separator, cuts, Integer.MAX_VALUE);
    if (error != null) {
      return Parts.error(error);
    }
    List<String> parts = new ArrayList<>();
    int start = 0;
    for (int cut : cuts) {
      parts.add(text.substring(start, cut));
      start = cut + 1;
    }
    parts.add(text.substring(start));
    return new Parts(parts, null);
  }

  /**
   * Cuts {@code text} at the first {@code separator} outside brackets and quotes: two parts, or one
   * part when there is no such separator.
   */
  static Parts splitFirst(String text, char separator) {
    List<Integer> cuts = new ArrayList<>();
    String error = scan(text, separator, cuts, 1);
    if (error != null) {
      return Parts.error(error);
    }
    if (cuts.isEmpty()) {
      return new Parts(List.of(text), null);
    }
    int cut = cuts.get(0);
    return new Parts(List.of(text.substring(0, cut), text.substring(cut + 1)), null);
  }

  /**
   * The text between {@code open} and its matching {@code close}, when the stripped {@code text}
   * starts with {@code open} and ends with that matching {@code close}; empty otherwise (also when
   * the brackets do not balance: {@link #splitAll} then says why).
   */
  static Optional<String> unwrap(String text, char open, char close) {
    String stripped = text.strip();
    if (stripped.length() < 2
        || stripped.charAt(0) != open
        || stripped.charAt(stripped.length() - 1) != close) {
      return Optional.empty();
    }
    String inner = stripped.substring(1, stripped.length() - 1);
    // The closer must match the opener: in "(a)=(b)" it does not.
    List<Integer> cuts = new ArrayList<>();
    if (scan(inner, '\0', cuts, 0) != null) {
      return Optional.empty();
    }
    return Optional.of(inner);
  }

  /** Reads one component: strips it and removes its quotes when it is quoted. */
  static Component component(String raw) {
    String stripped = raw.strip();
    if (stripped.isEmpty() || stripped.charAt(0) != '\'') {
      return new Component(stripped, false, null);
    }
    StringBuilder content = new StringBuilder();
    int end = readQuoted(stripped, 0, content);
    if (end < 0) {
      return new Component(stripped, true, quoteError(stripped, 0, -end - 1));
    }
    if (end != stripped.length()) {
      return new Component(
          stripped,
          true,
          "only spaces may follow the quoted part '"
              + content
              + "'; quote the whole component, and write \\' for a quote inside it");
    }
    return new Component(content.toString(), true, null);
  }

  /**
   * The quoted part that {@code text} starts with (after spaces): its content, unescaped, and the
   * text after its closing quote; empty when {@code text} does not start with a quote.
   */
  static Optional<Leading> leadingQuoted(String text) {
    String stripped = text.stripLeading();
    if (stripped.isEmpty() || stripped.charAt(0) != '\'') {
      return Optional.empty();
    }
    StringBuilder content = new StringBuilder();
    int end = readQuoted(stripped, 0, content);
    if (end < 0) {
      return Optional.of(new Leading("", stripped, quoteError(stripped, 0, -end - 1)));
    }
    return Optional.of(new Leading(content.toString(), stripped.substring(end), null));
  }

  /** A leading quoted part: its content and what follows it, or why its quoting is wrong. */
  record Leading(String content, String rest, @Nullable String error) {}

  /** Quotes {@code text} so that {@link #component} gives it back. */
  static String quote(String text) {
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }

  /**
   * Walks {@code text}, adding to {@code cuts} the index of each {@code separator} at depth 0 (up
   * to {@code maxCuts}); returns an error, or null when brackets and quotes are well formed.
   */
  private static @Nullable String scan(
      String text, char separator, List<Integer> cuts, int maxCuts) {
    Deque<Integer> open = new ArrayDeque<>();
    boolean atComponentStart = true;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\'' && atComponentStart) {
        int end = readQuoted(text, i, null);
        if (end < 0) {
          return quoteError(text, i, -end - 1);
        }
        i = end - 1;
        atComponentStart = false;
      } else if (OPENERS.indexOf(c) >= 0) {
        open.push(i);
        if (open.size() > MAX_DEPTH) {
          return "it nests brackets deeper than "
              + MAX_DEPTH
              + " levels; check it with @Satisfies in code instead";
        }
        atComponentStart = true;
      } else if (CLOSERS.indexOf(c) >= 0) {
        if (open.isEmpty()) {
          return "the '"
              + c
              + "' at position "
              + (i + 1)
              + " closes nothing; remove it, or quote the text that contains it, such as 'a"
              + c
              + "'";
        }
        char opener = text.charAt(open.pop());
        if (CLOSERS.indexOf(c) != OPENERS.indexOf(opener)) {
          return "the '"
              + opener
              + "' is closed by '"
              + c
              + "' at position "
              + (i + 1)
              + "; close it with '"
              + CLOSERS.charAt(OPENERS.indexOf(opener))
              + "', or quote the text that contains brackets";
        }
        atComponentStart = false;
      } else if (c == ',' || c == '=') {
        if (c == separator && open.isEmpty() && cuts.size() < maxCuts) {
          cuts.add(i);
        }
        atComponentStart = true;
      } else if (!Character.isWhitespace(c)) {
        atComponentStart = false;
      }
    }
    if (!open.isEmpty()) {
      int at = open.getLast();
      char opener = text.charAt(at);
      return "the '"
          + opener
          + "' at position "
          + (at + 1)
          + " is never closed; close it with '"
          + CLOSERS.charAt(OPENERS.indexOf(opener))
          + "', or quote the text that contains it, such as '"
          + opener
          + "a'";
    }
    return null;
  }

  /**
   * Reads the quoted part whose opening quote is at {@code open}, appending its content to {@code
   * content} when not null. Returns the index after the closing quote, or {@code -(index + 1)} of
   * the offending character (the opening quote when it is never closed).
   */
  private static int readQuoted(String text, int open, @Nullable StringBuilder content) {
    for (int i = open + 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\'') {
        return i + 1;
      }
      if (c == '\\') {
        if (i + 1 < text.length() && (text.charAt(i + 1) == '\'' || text.charAt(i + 1) == '\\')) {
          i++;
          if (content != null) {
            content.append(text.charAt(i));
          }
          continue;
        }
        return -(i + 1);
      }
      if (content != null) {
        content.append(c);
      }
    }
    return -(open + 1);
  }

  private static String quoteError(String text, int open, int at) {
    if (at == open) {
      return "the quote that opens `"
          + text.substring(open)
          + "` is never closed; end the quoted part with ' (write \\' for a quote inside it)";
    }
    String escape = at + 1 < text.length() ? text.substring(at, at + 2) : "\\";
    return "`"
        + escape
        + "` is not an escape; inside single quotes write \\' for a quote and \\\\ for a"
        + " backslash";
  }
}
