package io.pipespec.processor.literal;

/**
 * Parses the text of a literal, or of one part of a literal, against one type. One small
 * implementation per kind of type; {@link LiteralParser} picks the implementation for a type.
 */
interface TypeParser {
  Outcome parse(String text);
}
