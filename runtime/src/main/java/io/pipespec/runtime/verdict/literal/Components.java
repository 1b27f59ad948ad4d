package io.pipespec.runtime.verdict.literal;

import io.pipespec.grammar.LiteralSyntax;
import org.jspecify.annotations.Nullable;

/**
 * Reads one component of a composite literal (see {@link LiteralSyntax}), as the processor does.
 */
final class Components {

  private Components() {}

  /**
   * Reads the raw component {@code raw} with {@code node}: spaces around it are dropped, a quoted
   * component is unquoted (unless the quoted part is only its start and the node reads such parts
   * itself, as {@code KV} does for {@code 'a,b'=1}), and what is left is read against the
   * component's type. An unquoted empty component is an error (write {@code ''} for an empty
   * String). An unquoted {@code null} is the text for a String, and null for any other type but a
   * primitive (where the processor refuses it: see {@code processor/LITERALS.md}).
   *
   * @param at where {@code raw} starts in the whole literal, counted from 0
   */
  static @Nullable Object read(String raw, int at, Node node) {
    LiteralSyntax.Component component = LiteralSyntax.component(raw);
    String error = component.error();
    if (error != null && node.readsQuotedParts()) {
      return node.read(raw.strip(), at + LiteralSyntax.leadingSpaces(raw));
    }
    if (error != null) {
      throw node.fail(raw.strip(), error, at + component.errorAt());
    }
    String text = component.text();
    int textAt = at + component.start();
    if (!component.quoted()) {
      if (text.isEmpty()) {
        throw node.fail(
            "",
            node.isText()
                ? "it is empty; write '' for an empty String"
                : "it is empty; write a value",
            textAt);
      }
      if (!node.isText() && text.equals("null")) {
        return nullOf(node, textAt);
      }
    }
    return node.read(text, textAt);
  }

  /** Null, where {@code node}'s type may be null. */
  static @Nullable Object nullOf(Node node, int at) {
    if (!node.isNullable()) {
      throw node.fail("null", "a " + node.display() + " cannot be null; write a value", at);
    }
    return null;
  }
}
