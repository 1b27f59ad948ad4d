package io.pipespec.processor.writer;

import com.palantir.javapoet.CodeBlock;
import java.util.Locale;
import org.apiguardian.api.API;

/**
 * What the user wrote, as a block comment beside the numbers generated from it (the event time
 * {@code 1767225660000L} followed by a comment that holds {@code blue=3 @ 1m}), so that a reader of
 * the generated suite, or a debugger stepping through it, sees the time, window or step as it was
 * written.
 *
 * <p>The text is the user's, so it is made harmless first: a star followed by a slash would end the
 * comment, and a backslash followed by {@code u} would be read as a unicode escape before the
 * comment is even seen; line breaks and other control characters would break the line. So
 * backslashes are doubled (no backslash-u is then an escape), control characters are written as the
 * text of their unicode escape, and a slash after a star gets a backslash before it.
 */
@API(status = API.Status.INTERNAL)
public final class SourceComments {

  private SourceComments() {}

  /** {@code code} followed by {@code source} in a block comment. */
  public static CodeBlock beside(CodeBlock code, String source) {
    return CodeBlock.of("$L /* $L */", code, harmless(source));
  }

  /** {@code source} made safe to stand inside a block comment. */
  static String harmless(String source) {
    StringBuilder text = new StringBuilder(source.length());
    for (int i = 0; i < source.length(); i++) {
      char c = source.charAt(i);
      if (c == '\\') {
        text.append("\\\\");
      } else if (Character.isISOControl(c) || c == '\u2028' || c == '\u2029') {
        text.append(String.format(Locale.ROOT, "\\\\u%04x", (int) c));
      } else if (c == '/' && i > 0 && source.charAt(i - 1) == '*') {
        text.append("\\/");
      } else {
        text.append(c);
      }
    }
    return text.toString();
  }
}
