package io.pipespec.runtime.verdict.literal;

import io.pipespec.grammar.LiteralSyntax;
import org.jspecify.annotations.Nullable;

/**
 * Reads the text of a literal, or of one component of a literal, against one type: one small
 * subclass per kind of type, built once per type by {@link Readers}, as the processor has one
 * parser per kind. Composite nodes cut their text with {@link LiteralSyntax} and read each
 * component with the node of the component's type.
 */
abstract class Node {

  private final String display;

  Node(String display) {
    this.display = display;
  }

  /**
   * The value {@code text} stands for.
   *
   * @param at where {@code text} starts in the whole literal, counted from 0, for the column of a
   *     failure
   * @throws Failure when {@code text} is not valid
   */
  abstract @Nullable Object read(String text, int at);

  /** The target type as the user writes it: {@code KV<String, Integer>}. */
  final String display() {
    return display;
  }

  /** True for {@code KV}, {@code List} and records, whose text follows {@link LiteralSyntax}. */
  boolean isComposite() {
    return false;
  }

  /** True when the text may start with a quoted part that does not span it: a {@code KV} key. */
  boolean readsQuotedParts() {
    return false;
  }

  /** True for String, where every text is valid: empty and {@code null} are plain text. */
  boolean isText() {
    return false;
  }

  /** False for the primitive components of records, which cannot be null. */
  boolean isNullable() {
    return true;
  }

  final Failure fail(String text, String reason, int at) {
    return new Failure(text, display, reason, at);
  }
}
