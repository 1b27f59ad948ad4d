package io.pipespec.processor.literal;

import io.pipespec.processor.model.Literal;
import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * {@code Integer}, {@code Long}, {@code Short}, {@code Byte} and their primitives: a decimal whole
 * number.
 */
final class IntegralParser implements TypeParser {

  private static final Pattern WHOLE_NUMBER = Pattern.compile("[+-]?[0-9]+");

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
  private final BigInteger min;
  private final BigInteger max;

  private IntegralParser(String typeName, Literal.IntegralType type) {
    this.typeName = typeName;
    this.type = type;
    switch (type) {
      case INT -> {
        this.min = BigInteger.valueOf(Integer.MIN_VALUE);
        this.max = BigInteger.valueOf(Integer.MAX_VALUE);
      }
      case LONG -> {
        this.min = BigInteger.valueOf(Long.MIN_VALUE);
        this.max = BigInteger.valueOf(Long.MAX_VALUE);
      }
      case SHORT -> {
        this.min = BigInteger.valueOf(Short.MIN_VALUE);
        this.max = BigInteger.valueOf(Short.MAX_VALUE);
      }
      case BYTE -> {
        this.min = BigInteger.valueOf(Byte.MIN_VALUE);
        this.max = BigInteger.valueOf(Byte.MAX_VALUE);
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
    String range = "write a whole number from " + min + " to " + max + ", such as 12";
    if (!WHOLE_NUMBER.matcher(text).matches()) {
      return new Outcome.Failed(text, typeName, range);
    }
    BigInteger value = new BigInteger(text);
    if (value.compareTo(min) < 0 || value.compareTo(max) > 0) {
      return new Outcome.Failed(text, typeName, "it is out of range; " + range);
    }
    return new Outcome.Parsed(new Literal.Integral(type, value.longValueExact()));
  }
}
