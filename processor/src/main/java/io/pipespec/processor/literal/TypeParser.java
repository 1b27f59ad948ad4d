package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralSyntax;

/**
 * Parses the text of a literal, or of one component of a literal, against one type. One small
 * implementation per kind of type; {@link ParserFactory} picks the implementation for a type.
 */
interface TypeParser {

  /** A Java expression of exactly the target type, or why {@code text} is not valid. */
  Outcome parse(String text);

  /** The target type as the user wrote it, for messages: {@code KV<String, Integer>}. */
  String display();

  /** True for {@code KV}, {@code List} and records, whose text follows {@link LiteralSyntax}. */
  default boolean isComposite() {
    return false;
  }

  /**
   * True when the text may start with a quoted part that does not span it, which the parser reads
   * itself: a {@code KV} whose key is quoted ({@code 'a,b'=1}).
   */
  default boolean readsQuotedParts() {
    return false;
  }

  /** True when every text is valid (String): empty and {@code null} are then plain text. */
  default boolean isText() {
    return false;
  }
}
