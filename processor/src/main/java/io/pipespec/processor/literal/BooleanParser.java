package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralScalars;
import io.pipespec.processor.model.Literal;

/** {@code Boolean} and {@code boolean}: {@code true} or {@code false}, lower case. */
final class BooleanParser implements TypeParser {

  static final BooleanParser BOXED = new BooleanParser("Boolean");
  static final BooleanParser PRIMITIVE = new BooleanParser("boolean");

  private final String display;

  private BooleanParser(String display) {
    this.display = display;
  }

  @Override
  public Outcome parse(String text) {
    if (text.equals("true") || text.equals("false")) {
      return new Outcome.Parsed(new Literal.Bool(text.equals("true")));
    }
    return new Outcome.Failed(text, display, LiteralScalars.BOOLEAN_FORM);
  }

  @Override
  public String display() {
    return display;
  }
}
