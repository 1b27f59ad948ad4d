package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralScalars;
import io.pipespec.processor.model.Literal;

/** {@code Character} and {@code char}: exactly one character (one UTF-16 code unit), verbatim. */
final class CharacterParser implements TypeParser {

  static final CharacterParser BOXED = new CharacterParser("Character");
  static final CharacterParser PRIMITIVE = new CharacterParser("char");

  private final String display;

  private CharacterParser(String display) {
    this.display = display;
  }

  @Override
  public String display() {
    return display;
  }

  @Override
  public Outcome parse(String text) {
    if (text.length() != 1) {
      return new Outcome.Failed(text, display, LiteralScalars.CHARACTER_FORM);
    }
    return new Outcome.Parsed(new Literal.Char(text.charAt(0)));
  }
}
