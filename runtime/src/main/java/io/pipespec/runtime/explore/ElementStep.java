package io.pipespec.runtime.explore;

import io.pipespec.grammar.QuotedStart;
import io.pipespec.runtime.verdict.literal.LiteralText;
import io.pipespec.runtime.verdict.literal.LiteralWriter;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * An element as a step of a {@code @Timeline} writes it, so that the processor reads back an equal
 * element: its literal as {@link LiteralWriter} writes it (which quotes a {@code String} part of a
 * composite where the literal syntax needs it, as in {@code k='a)b'}), then, where the step grammar
 * would read that literal as something else, the whole literal in single quotes ({@code
 * 'watermark' @ 1s}, {@code 'a @ b' @ 1s}).
 *
 * <p>The step grammar reads a step that starts with the word {@code watermark} or {@code
 * processing} (in any case) as that step, the texts {@code bundle} and {@code savepoint} as those
 * steps, a step that starts with a quote as a quoted element, and the rest up to its last {@code @}
 * as the literal; it strips the step. So a literal is quoted when its first word is one of the
 * keywords (and {@code fail}, which starts the retry and restart steps), when it holds an
 * {@code @}, when it starts with a quote, and when it is empty or starts or ends with a space.
 */
final class ElementStep {

  /**
   * The first words of the steps that are no element; {@code fail} starts the retry and restart
   * steps ({@code "fail and retry"}, {@code "fail and restart"}), so any literal that starts with
   * it is quoted, which reads back the same.
   */
  private static final Set<String> KEYWORDS =
      Set.of("watermark", "processing", "bundle", "savepoint", "fail");

  /** How {@link LiteralWriter}'s refusals start, which a message that names the element drops. */
  private static final String CANNOT_BE_WRITTEN = "The element cannot be written as a literal: ";

  private ElementStep() {}

  /** {@code value} as a step, at the event time {@code time} as the step writes it, if any. */
  static String of(@Nullable Object value, Optional<String> time) {
    String literal = literal(value);
    String step = needsQuotes(literal) ? QuotedStart.quote(literal) : literal;
    return time.map(at -> step + " @ " + at).orElse(step);
  }

  /**
   * The exact literal of {@code value}; for a value that has none (the processor could not write
   * its type in a timeline either), the text failure messages give it.
   */
  private static String literal(@Nullable Object value) {
    try {
      return LiteralWriter.literal(value);
    } catch (IllegalArgumentException e) {
      return LiteralText.forMessage(value);
    }
  }

  /**
   * Why {@code value} has no literal a step could hold, as {@link LiteralWriter} says it ({@code
   * com.acme.Reading has no literal form: ...}); empty when it has one.
   */
  static Optional<String> noLiteral(@Nullable Object value) {
    try {
      LiteralWriter.literal(value);
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      String why = String.valueOf(e.getMessage());
      return Optional.of(
          why.startsWith(CANNOT_BE_WRITTEN) ? why.substring(CANNOT_BE_WRITTEN.length()) : why);
    }
  }

  /** Whether the step grammar would read {@code literal}, written as it is, as something else. */
  static boolean needsQuotes(String literal) {
    if (literal.isEmpty()
        || !literal.strip().equals(literal)
        || literal.indexOf('@') >= 0
        || literal.startsWith("'")) {
      return true;
    }
    String firstWord = literal.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
    return KEYWORDS.contains(firstWord);
  }
}
