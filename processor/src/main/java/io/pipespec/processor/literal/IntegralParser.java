package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralScalars;
import io.pipespec.processor.model.Literal;

/**
 * {@code Integer}, {@code Long}, {@code Short}, {@code Byte} and their primitives: a decimal whole
 * number.
 */
final class IntegralParser implements TypeParser {

  static final IntegralParser INTEGER = new IntegralParser("Integer", Literal.IntegralType.INT);
  static final IntegralParser LONG = new IntegralParser("Long", Literal.IntegralType.LONG);
  static final IntegralParser SHORT = new IntegralParser("Short", Literal.IntegralType.SHORT);
  static final IntegralParser BYTE = new IntegralParser("Byte", Literal.IntegralType.BYTE);
  static final IntegralParser INT = new IntegralParser("int", Literal.IntegralType.INT);
  static final IntegralParser PRIMITIVE_LONG =
      new IntegralParser("long", Literal.IntegralType.LONG);
  static final IntegralParser PRIMITIVE_SHORT =
      new IntegralParser("short", Literal.IntegralType.SHORT);
  static final IntegralParser PRIMITIVE_BYTE =
      new IntegralParser("byte", Literal.IntegralType.BYTE);

  private final String typeName;
  private final Literal.IntegralType type;
  private final long min;
  private final long max;

  private IntegralParser(String typeName, Literal.IntegralType type) {
    this.typeName = typeName;
    this.type = type;
    switch (type) {
      case INT -> {
        this.min = Integer.MIN_VALUE;
        this.max = Integer.MAX_VALUE;
      }
      case LONG -> {
        this.min = Long.MIN_VALUE;
        this.max = Long.MAX_VALUE;
      }
      case SHORT -> {
        this.min = Short.MIN_VALUE;
        this.max = Short.MAX_VALUE;
      }
      case BYTE -> {
        this.min = Byte.MIN_VALUE;
        this.max = Byte.MAX_VALUE;
      }
      default -> throw new AssertionError(type);
    }
  }

  @Override
  public String display() {
    return typeName;
  }

  @Override
  public Outcome parse(String text) {
    LiteralScalars.Read<Long> read = LiteralScalars.whole(text, min, max);
    Long value = read.value();
    if (value == null) {
      return new Outcome.Failed(text, typeName, String.valueOf(read.error()));
    }
    return new Outcome.Parsed(new Literal.Integral(type, value));
  }
}
