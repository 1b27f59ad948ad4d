package io.pipespec.engine.report;

/**
 * Text for the pages: every text a page shows may be user data (elements, messages), so all of it
 * goes through {@link #text}, which escapes markup and writes the characters XML cannot hold as
 * {@code \\uXXXX}; the pages are well-formed XHTML as well as HTML.
 */
final class Html {

  /** Labels drawn in the timeline are cut to this many characters; their title has the rest. */
  static final int LABEL = 28;

  /** Titles (hover text) and listed elements are cut to this many characters. */
  static final int TITLE = 4_000;

  private Html() {}

  /** {@code text} escaped for element content and attribute values. */
  static String text(String text) {
    StringBuilder out = new StringBuilder(text.length() + 16);
    append(out, text);
    return out.toString();
  }

  /** Appends {@code text} escaped. */
  static void append(StringBuilder out, String text) {
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '&' -> out.append("&amp;");
        case '<' -> out.append("&lt;");
        case '>' -> out.append("&gt;");
        case '"' -> out.append("&quot;");
        case '\'' -> out.append("&#39;");
        default -> {
          if (Character.isHighSurrogate(c)
              && i + 1 < text.length()
              && Character.isLowSurrogate(text.charAt(i + 1))) {
            out.append(c).append(text.charAt(++i));
          } else if (allowed(c)) {
            out.append(c);
          } else {
            out.append(String.format("\\u%04x", (int) c));
          }
        }
      }
    }
  }

  /** Whether XML 1.0 allows {@code c} on its own (a lone surrogate it does not). */
  private static boolean allowed(char c) {
    return c == '\t'
        || c == '\n'
        || c == '\r'
        || (c >= 0x20 && c < 0xD800)
        || (c >= 0xE000 && c <= 0xFFFD);
  }

  /**
   * {@code text} cut to {@code max} characters (never inside a surrogate pair), with an ellipsis.
   */
  static String cut(String text, int max) {
    if (text.length() <= max) {
      return text;
    }
    int end = Character.isLowSurrogate(text.charAt(max)) ? max - 1 : max;
    return text.substring(0, end) + "\u2026";
  }

  /** {@code text} cut for a title, saying how much was left out. */
  static String title(String text) {
    if (text.length() <= TITLE) {
      return text;
    }
    return cut(text, TITLE) + " (" + (text.length() - TITLE) + " more characters)";
  }

  /** A number as a page writes coordinates: one decimal at most. */
  static String num(double value) {
    long tenths = Math.round(value * 10);
    return tenths % 10 == 0 ? Long.toString(tenths / 10) : Double.toString(tenths / 10.0);
  }
}
