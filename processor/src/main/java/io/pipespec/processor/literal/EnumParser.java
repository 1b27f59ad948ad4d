package io.pipespec.processor.literal;

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
    if (constants.isEmpty()) {
      return new Outcome.Failed(text, display, display + " has no constant, so no literal fits");
    }
    return new Outcome.Failed(
        text, display, "write the name of one of its constants: " + String.join(", ", constants));
  }
}
