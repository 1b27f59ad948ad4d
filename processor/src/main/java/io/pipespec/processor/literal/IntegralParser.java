package io.pipespec.processor.literal;

import com.palantir.javapoet.CodeBlock;
import java.math.BigInteger;
import java.util.regex.Pattern;

/**
 * {@code Integer}, {@code Long}, {@code Short}, {@code Byte} and their primitives: a decimal whole
 * number.
 */
final class IntegralParser implements TypeParser {

  private static final Pattern WHOLE_NUMBER = Pattern.compile("[+-]?[0-9]+");

  static final IntegralParser INTEGER =
      new IntegralParser("Integer", Integer.MIN_VALUE, Integer.MAX_VALUE, "", "");
  static final IntegralParser LONG =
      new IntegralParser("Long", Long.MIN_VALUE, Long.MAX_VALUE, "", "L");
  static final IntegralParser SHORT =
      new IntegralParser("Short", Short.MIN_VALUE, Short.MAX_VALUE, "(short) ", "");
  static final IntegralParser BYTE =
      new IntegralParser("Byte", Byte.MIN_VALUE, Byte.MAX_VALUE, "(byte) ", "");
  static final IntegralParser INT =
      new IntegralParser("int", Integer.MIN_VALUE, Integer.MAX_VALUE, "", "");
  static final IntegralParser PRIMITIVE_LONG =
      new IntegralParser("long", Long.MIN_VALUE, Long.MAX_VALUE, "", "L");
  static final IntegralParser PRIMITIVE_SHORT =
      new IntegralParser("short", Short.MIN_VALUE, Short.MAX_VALUE, "(short) ", "");
  static final IntegralParser PRIMITIVE_BYTE =
      new IntegralParser("byte", Byte.MIN_VALUE, Byte.MAX_VALUE, "(byte) ", "");

  private final String typeName;
  private final BigInteger min;
  private final BigInteger max;
  private final String prefix;
  private final String suffix;

  private IntegralParser(String typeName, long min, long max, String prefix, String suffix) {
    this.typeName = typeName;
    this.min = BigInteger.valueOf(min);
    this.max = BigInteger.valueOf(max);
    this.prefix = prefix;
    this.suffix = suffix;
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
    // The canonical decimal form: no leading zeros, which Java would read as octal.
    return new Outcome.Parsed(CodeBlock.of("$L", prefix + value + suffix));
  }
}
