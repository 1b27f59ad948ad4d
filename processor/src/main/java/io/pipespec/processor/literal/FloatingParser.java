package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralScalars;
import io.pipespec.processor.model.Literal;

/**
 * {@code Double}, {@code Float} and their primitives: a decimal number with an optional exponent,
 * or {@code NaN}, {@code Infinity} and {@code -Infinity}. Java's own suffixes ({@code 1.5f}) and
 * hexadecimal forms are rejected so that a literal means the same for both types.
 */
final class FloatingParser implements TypeParser {

  static final FloatingParser DOUBLE = new FloatingParser(false, "Double");
  static final FloatingParser FLOAT = new FloatingParser(true, "Float");
  static final FloatingParser PRIMITIVE_DOUBLE = new FloatingParser(false, "double");
  static final FloatingParser PRIMITIVE_FLOAT = new FloatingParser(true, "float");

  private final boolean isFloat;
  private final String typeName;

  private FloatingParser(boolean isFloat, String typeName) {
    this.isFloat = isFloat;
    this.typeName = typeName;
  }

  @Override
  public String display() {
    return typeName;
  }

  @Override
  public Outcome parse(String text) {
    LiteralScalars.Read<Double> read = LiteralScalars.decimal(text, isFloat, typeName);
    Double value = read.value();
    if (value == null) {
      return new Outcome.Failed(text, typeName, String.valueOf(read.error()));
    }
    return new Outcome.Parsed(new Literal.Floating(isFloat, value));
  }
}
