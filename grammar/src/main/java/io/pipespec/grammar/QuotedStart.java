package io.pipespec.grammar;

import java.util.Optional;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * A text that starts with a part in single quotes, read by the quoting rules of every literal
 * ({@code \'} is a quote, {@code \\} a backslash): a {@code @Timeline} step quotes an element that
 * would otherwise read as a step or be cut at its {@code @}, such as {@code 'watermark'} or {@code
 * 'a@b' @ 1m}.
 *
 * @param content the quoted part without its quotes, unescaped
 * @param rest the text after the closing quote
 */
@API(status = API.Status.INTERNAL)
public record QuotedStart(String content, String rest) {

  /** What reading a leading quoted part gave: the part, or why its quoting is wrong. */
  public record Read(Optional<QuotedStart> quoted, @Nullable String error) {}

  /**
   * The quoted part {@code text} starts with (after spaces); empty when it does not start with a
   * quote.
   */
  public static Optional<Read> of(String text) {
    return LiteralSyntax.leadingQuoted(text)
        .map(
            leading ->
                leading.error() != null
                    ? new Read(Optional.empty(), leading.error())
                    : new Read(
                        Optional.of(new QuotedStart(leading.content(), leading.rest())), null));
  }

  /** {@code text} in single quotes, with its quotes and backslashes escaped. */
  public static String quote(String text) {
    return LiteralSyntax.quote(text);
  }
}
