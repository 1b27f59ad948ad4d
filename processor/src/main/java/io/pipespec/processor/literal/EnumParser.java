package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralScalars;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.Literal;
import java.util.List;

/** An enum: the name of one of its constants, exactly as declared ({@code RED}). */
final class EnumParser implements TypeParser {

  private final ClassRef type;
  private final String display;
  private final List<String> constants;

  EnumParser(ClassRef type, String display, List<String> constants) {
    this.type = type;
    this.display = display;
    this.constants = List.copyOf(constants);
  }

  @Override
  public String display() {
    return display;
  }

  @Override
  public Outcome parse(String text) {
    if (constants.contains(text)) {
      return new Outcome.Parsed(new Literal.EnumConstant(type, text));
    }
    return new Outcome.Failed(text, display, LiteralScalars.notAConstant(display, constants));
  }
}
