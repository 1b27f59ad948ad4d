package io.pipespec.grammar;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The shared grammar of composite literals: splitting at separators, brackets and quoting. It knows
 * nothing of types: the processor's parsers (literals in annotations, at compile time) and the
 * runtime's readers (literals in files, at run time) call it to cut their text into components, so
 * that both read the same grammar with the same messages. Parts and components also say where they
 * start in the text they were cut from, so that a reader can point at a column.
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
@API(status = API.Status.INTERNAL)
public final class LiteralSyntax {

  /** Deeper nesting than this is refused, so that no literal can exhaust javac's stack. */
  public static final int MAX_DEPTH = 32;

  private static final String OPENERS = "[({";
  private static final String CLOSERS = "])}";

  private LiteralSyntax() {}

  /**
   * Parts of a text, or why it could not be cut.
   *
   * @param parts the parts, with their spaces and quotes
   * @param starts where each part starts in the text, counted from 0
   * @param error why the text could not be cut, or null
   * @param errorAt where in the text the error is, counted from 0 (0 without an error)
   */
  public record Parts(
      List<String> parts, List<Integer> starts, @Nullable String error, int errorAt) {
    public Parts {
      parts = List.copyOf(parts);
      starts = List.copyOf(starts);
    }

    public boolean failed() {
      return error != null;
    }

    static Parts error(Scan scan) {
      return new Parts(List.of(), List.of(), scan.error(), scan.at());
    }
  }

  /**
   * A component with its quoting removed, or why its quoting is wrong.
   *
   * @param text the component without spaces around it and without its quotes, unescaped
   * @param quoted whether it was in single quotes
   * @param error why its quoting is wrong, or null
   * @param start where {@code text} starts in the raw component, counted from 0 (after the opening
   *     quote of a quoted one)
   * @param errorAt where in the raw component the error is, counted from 0 ({@code start} without
   *     an error)
   */
  public record Component(
      String text, boolean quoted, @Nullable String error, int start, int errorAt) {
    public boolean failed() {
      return error != null;
    }
  }

  /** How many spaces (by {@link Character#isWhitespace}) {@code text} starts with. */
  public static int leadingSpaces(String text) {
    return text.length() - text.stripLeading().length();
  }

  /**
   * Cuts {@code text} at every {@code separator} outside brackets and quotes. The parts keep their
   * spaces and quotes; read each with {@link #component}.
   */
  public static Parts splitAll(String text, char separator) {
    List<Integer> cuts = new ArrayList<>();
    Scan scan = scan(text, separator, cuts, Integer.MAX_VALUE);
    if (scan.error() != null) {
      return Parts.error(scan);
    }
    List<String> parts = new ArrayList<>(cuts.size() + 1);
    List<Integer> starts = new ArrayList<>(cuts.size() + 1);
    int start = 0;
    for (int cut : cuts) {
      parts.add(text.substring(start, cut));
      starts.add(start);
      start = cut + 1;
    }
    parts.add(text.substring(start));
    starts.add(start);
    return new Parts(parts, starts, null, 0);
  }

  /**
   * Whether brackets and quotes in {@code text} are well formed: no parts, or the error and where
   * it is, as {@link #splitAll} would say it, without cutting the text.
   */
  public static Parts check(String text) {
    Scan scan = scan(text, '\0', new ArrayList<>(0), 0);
    return scan.error() != null ? Parts.error(scan) : new Parts(List.of(), List.of(), null, 0);
  }

  /**
   * Cuts {@code text} at the first {@code separator} outside brackets and quotes: two parts, or one
   * part when there is no such separator.
   */
  public static Parts splitFirst(String text, char separator) {
    List<Integer> cuts = new ArrayList<>();
    Scan scan = scan(text, separator, cuts, 1);
    if (scan.error() != null) {
      return Parts.error(scan);
    }
    if (cuts.isEmpty()) {
      return new Parts(List.of(text), List.of(0), null, 0);
    }
    int cut = cuts.get(0);
    return new Parts(
        List.of(text.substring(0, cut), text.substring(cut + 1)), List.of(0, cut + 1), null, 0);
  }

  /**
   * The text between {@code open} and its matching {@code close}, when the stripped {@code text}
   * starts with {@code open} and ends with that matching {@code close}; empty otherwise (also when
   * the brackets do not balance: {@link #splitAll} then says why).
   */
  public static Optional<String> unwrap(String text, char open, char close) {
    String stripped = text.strip();
    if (stripped.length() < 2
        || stripped.charAt(0) != open
        || stripped.charAt(stripped.length() - 1) != close) {
      return Optional.empty();
    }
    String inner = stripped.substring(1, stripped.length() - 1);
    // The closer must match the opener: in "(a)=(b)" it does not.
    List<Integer> cuts = new ArrayList<>();
    if (scan(inner, '\0', cuts, 0).error() != null) {
      return Optional.empty();
    }
    return Optional.of(inner);
  }

  /** Reads one component: strips it and removes its quotes when it is quoted. */
  public static Component component(String raw) {
    String stripped = raw.strip();
    int lead = leadingSpaces(raw);
    if (stripped.isEmpty() || stripped.charAt(0) != '\'') {
      return new Component(stripped, false, null, lead, lead);
    }
    StringBuilder content = new StringBuilder();
    int end = readQuoted(stripped, 0, content);
    if (end < 0) {
      return new Component(
          stripped, true, quoteError(stripped, 0, -end - 1), lead, lead + (-end - 1));
    }
    if (end != stripped.length()) {
      return new Component(
          stripped,
          true,
          "only spaces may follow the quoted part '"
              + content
              + "'; quote the whole component, and write \\' for a quote inside it",
          lead,
          lead + end);
    }
    return new Component(content.toString(), true, null, lead + 1, lead + 1);
  }

  /**
   * The quoted part that {@code text} starts with (after spaces): its content, unescaped, and the
   * text after its closing quote; empty when {@code text} does not start with a quote.
   */
  public static Optional<Leading> leadingQuoted(String text) {
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
  public record Leading(String content, String rest, @Nullable String error) {}

  /** Quotes {@code text} so that {@link #component} gives it back. */
  public static String quote(String text) {
    return "'" + text.replace("\\", "\\\\").replace("'", "\\'") + "'";
  }

  /** What a scan found: an error and where, or a null error when the text is well formed. */
  private record Scan(@Nullable String error, int at) {
    static final Scan WELL_FORMED = new Scan(null, 0);
  }

  /**
   * Walks {@code text}, adding to {@code cuts} the index of each {@code separator} at depth 0 (up
   * to {@code maxCuts}); returns an error, or a null error when brackets and quotes are well
   * formed.
   */
  private static Scan scan(String text, char separator, List<Integer> cuts, int maxCuts) {
    // The positions of the open brackets, outermost first; no deeper than MAX_DEPTH.
    int[] open = new int[MAX_DEPTH + 1];
    int depth = 0;
    boolean atComponentStart = true;
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\'' && atComponentStart) {
        int end = readQuoted(text, i, null);
        if (end < 0) {
          return new Scan(quoteError(text, i, -end - 1), -end - 1);
        }
        i = end - 1;
        atComponentStart = false;
      } else if (OPENERS.indexOf(c) >= 0) {
        open[depth++] = i;
        if (depth > MAX_DEPTH) {
          return new Scan(
              "it nests brackets deeper than "
                  + MAX_DEPTH
                  + " levels; check it with @Satisfies in code instead",
              i);
        }
        atComponentStart = true;
      } else if (CLOSERS.indexOf(c) >= 0) {
        if (depth == 0) {
          return new Scan(
              "the '"
                  + c
                  + "' at position "
                  + (i + 1)
                  + " closes nothing; remove it, or quote the text that contains it, such as 'a"
                  + c
                  + "'",
              i);
        }
        char opener = text.charAt(open[--depth]);
        if (CLOSERS.indexOf(c) != OPENERS.indexOf(opener)) {
          return new Scan(
              "the '"
                  + opener
                  + "' is closed by '"
                  + c
                  + "' at position "
                  + (i + 1)
                  + "; close it with '"
                  + CLOSERS.charAt(OPENERS.indexOf(opener))
                  + "', or quote the text that contains brackets",
              i);
        }
        atComponentStart = false;
      } else if (c == ',' || c == '=') {
        if (c == separator && depth == 0 && cuts.size() < maxCuts) {
          cuts.add(i);
        }
        atComponentStart = true;
      } else if (!Character.isWhitespace(c)) {
        atComponentStart = false;
      }
    }
    if (depth > 0) {
      int at = open[0];
      char opener = text.charAt(at);
      return new Scan(
          "the '"
              + opener
              + "' at position "
              + (at + 1)
              + " is never closed; close it with '"
              + CLOSERS.charAt(OPENERS.indexOf(opener))
              + "', or quote the text that contains it, such as '"
              + opener
              + "a'",
          at);
    }
    return Scan.WELL_FORMED;
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
