package io.pipespec.processor.writer;

import com.palantir.javapoet.CodeBlock;
import java.util.Locale;
import org.apiguardian.api.API;

/**
 * Java string literals that javac reads back as exactly the text they were written from, whatever
 * it holds: every text generated code passes to the runtime (literals, timeline steps, ids, names)
 * is written through here, never with JavaPoet's {@code $S}.
 *
 * <p>{@code $S} is not enough: JavaPoet breaks a line at U+2028 and U+2029 (and at every other
 * character Java's regular expressions call a line break), which leaves the literal unclosed; and
 * it writes other characters as they are, so a character that the build's source encoding cannot
 * hold (a lone surrogate, or any non-ASCII character under {@code -encoding US-ASCII}) becomes a
 * {@code ?}, silently changing an expected value. So the literal is plain ASCII: quotes,
 * backslashes and the named control characters get their escapes ({@code \n}), other control
 * characters an octal escape, and every character above ASCII a unicode escape. A line terminator
 * is never written as a unicode escape: javac translates those before it reads the literal, and the
 * literal would break again.
 */
@API(status = API.Status.INTERNAL)
public final class StringLiterals {

  private StringLiterals() {}

  /** The string literal of {@code text}, as a code block. */
  public static CodeBlock of(String text) {
    return CodeBlock.of("$L", quoted(text));
  }

  /** {@code text} as the source of a Java string literal, in double quotes, in plain ASCII. */
  public static String quoted(String text) {
    StringBuilder literal = new StringBuilder(text.length() + 2).append('"');
    for (int i = 0; i < text.length(); i++) {
      char c = text.charAt(i);
      switch (c) {
        case '"' -> literal.append("\\\"");
        case '\\' -> literal.append("\\\\");
        case '\b' -> literal.append("\\b");
        case '\t' -> literal.append("\\t");
        case '\n' -> literal.append("\\n");
        case '\f' -> literal.append("\\f");
        case '\r' -> literal.append("\\r");
        default -> {
          if (c < 0x20 || c == 0x7f) {
            literal.append(String.format(Locale.ROOT, "\\%03o", (int) c));
          } else if (c > 0x7f) {
            literal.append(String.format(Locale.ROOT, "\\u%04x", (int) c));
          } else {
            literal.append(c);
          }
        }
      }
    }
    return literal.append('"').toString();
  }
}
