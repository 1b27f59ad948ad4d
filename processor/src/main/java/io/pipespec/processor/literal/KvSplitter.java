package io.pipespec.processor.literal;

/**
 * Splits a {@code KV} literal into its key and value texts.
 *
 * <p>Grammar: {@code kv := component '=' component}. The split is at the first {@code =} that is
 * not inside a quoted component. A component that starts (after spaces) with a single quote is
 * quoted: it ends at the next unescaped single quote, only spaces may follow, and inside it
 * {@code \'} stands for a quote and {@code \\} for a backslash. An unquoted component is the text
 * with leading and trailing spaces removed; it may contain quotes after its first character.
 */
final class KvSplitter {

  /** The key and value texts, or why the literal could not be split. */
  record Split(String key, String value, String error) {
    boolean failed() {
      return error != null;
    }

    static Split error(String error) {
      return new Split(null, null, error);
    }
  }

  private static final String QUOTING_HINT =
      "; write key=value, and quote a key or value that contains '=' with single quotes,"
          + " such as 'a=b'=3";

  private KvSplitter() {}

  static Split split(String text) {
    int start = skipSpaces(text, 0);
    String key;
    int afterKey;
    if (start < text.length() && text.charAt(start) == '\'') {
      Quoted quoted = readQuoted(text, start);
      if (quoted.error != null) {
        return Split.error(quoted.error);
      }
      key = quoted.content;
      afterKey = skipSpaces(text, quoted.end);
      if (afterKey >= text.length() || text.charAt(afterKey) != '=') {
        return Split.error("no '=' follows the quoted key '" + key + "'" + QUOTING_HINT);
      }
    } else {
      afterKey = text.indexOf('=', start);
      if (afterKey < 0) {
        return Split.error("it has no '=' between key and value" + QUOTING_HINT);
      }
      key = text.substring(start, afterKey).strip();
    }
    String rest = text.substring(afterKey + 1);
    int valueStart = skipSpaces(rest, 0);
    if (valueStart < rest.length() && rest.charAt(valueStart) == '\'') {
      Quoted quoted = readQuoted(rest, valueStart);
      if (quoted.error != null) {
        return Split.error(quoted.error);
      }
      if (skipSpaces(rest, quoted.end) != rest.length()) {
        return Split.error(
            "only spaces may follow the quoted value '"
                + quoted.content
                + "'; write \\' for a quote inside a quoted value");
      }
      return new Split(key, quoted.content, null);
    }
    return new Split(key, rest.strip(), null);
  }

  private record Quoted(String content, int end, String error) {}

  /** Reads a quoted component whose opening quote is at {@code open}. */
  private static Quoted readQuoted(String text, int open) {
    StringBuilder content = new StringBuilder();
    for (int i = open + 1; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c == '\'') {
        return new Quoted(content.toString(), i + 1, null);
      }
      if (c == '\\') {
        if (i + 1 < text.length() && (text.charAt(i + 1) == '\'' || text.charAt(i + 1) == '\\')) {
          content.append(text.charAt(++i));
          continue;
        }
        String escape = i + 1 < text.length() ? text.substring(i, i + 2) : "\\";
        return new Quoted(
            null,
            -1,
            "`"
                + escape
                + "` is not an escape; inside single quotes write \\' for a quote and \\\\ for a"
                + " backslash");
      }
      content.append(c);
    }
    return new Quoted(
        null,
        -1,
        "the quote that opens `"
            + text.substring(open)
            + "` is never closed; end the quoted part with ' (write \\' for a quote inside it)");
  }

  private static int skipSpaces(String text, int from) {
    int i = from;
    while (i < text.length() && Character.isWhitespace(text.charAt(i))) {
      i++;
    }
    return i;
  }
}
