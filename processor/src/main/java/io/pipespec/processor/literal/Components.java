package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralSyntax;

/** Reads one component of a composite literal (see {@link LiteralSyntax}) and parses it. */
final class Components {

  private Components() {}

  /**
   * Parses the raw component {@code raw} with {@code parser}: spaces around it are dropped, a
   * quoted component is unquoted (unless the quoted part is only its start and the parser reads
   * such parts itself, as {@code KV} does for {@code 'a,b'=1}), and what is left is parsed against
   * the component's type. An unquoted empty component is an error (write {@code ''} for an empty
   * String), and so is an unquoted {@code null} for any type but String, where it is the text
   * {@code null}.
   */
  static Outcome parse(String raw, TypeParser parser) {
    LiteralSyntax.Component component = LiteralSyntax.component(raw);
    if (component.failed() && parser.readsQuotedParts()) {
      return parser.parse(raw.strip());
    }
    String error = component.error();
    if (error != null) {
      return new Outcome.Failed(raw.strip(), parser.display(), error);
    }
    if (!component.quoted()) {
      if (component.text().isEmpty()) {
        return new Outcome.Failed(
            "",
            parser.display(),
            parser.isText()
                ? "it is empty; write '' for an empty String"
                : "it is empty; write a value");
      }
      if (!parser.isText() && component.text().equals("null")) {
        return nullLiteral(parser.display());
      }
    }
    return parser.parse(component.text());
  }

  /** Why {@code null} is refused: literals never stand for null. */
  static Outcome.Failed nullLiteral(String display) {
    return new Outcome.Failed(
        "null",
        display,
        "literals cannot stand for null; check elements that hold nulls with @Satisfies in code");
  }
}
