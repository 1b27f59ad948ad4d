package io.pipespec.processor.literal;

import io.pipespec.processor.model.Literal;
import java.util.regex.Pattern;

/**
 * {@code Double}, {@code Float} and their primitives: a decimal number with an optional exponent,
 * or {@code NaN}, {@code Infinity} and {@code -Infinity}. Java's own suffixes ({@code 1.5f}) and
 * hexadecimal forms are rejected so that a literal means the same for both types.
 */
final class FloatingParser implements TypeParser {

  private static final Pattern DECIMAL =
      Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?");
  private static final Pattern EXPONENT = Pattern.compile("[eE]");
  private static final Pattern NON_ZERO_DIGIT = Pattern.compile("[1-9]");
  private static final String FORMAT =
      "write a decimal number such as 1.5, -2, 3e8, or NaN, Infinity, -Infinity";

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
    switch (text) {
      case "NaN" -> {
        return parsed(Double.NaN);
      }
      case "Infinity", "+Infinity" -> {
        return parsed(Double.POSITIVE_INFINITY);
      }
      case "-Infinity" -> {
        return parsed(Double.NEGATIVE_INFINITY);
      }
      default -> {}
    }
    if (!DECIMAL.matcher(text).matches()) {
      return new Outcome.Failed(text, typeName, FORMAT);
    }
    double value = isFloat ? Float.parseFloat(text) : Double.parseDouble(text);
    if (Double.isInfinite(value)) {
      return new Outcome.Failed(
          text, typeName, "it is too large for a " + typeName + "; write Infinity if you mean it");
    }
    String mantissa = EXPONENT.split(text, 2)[0];
    if (value == 0 && NON_ZERO_DIGIT.matcher(mantissa).find()) {
      return new Outcome.Failed(
          text, typeName, "it is too close to zero for a " + typeName + "; write 0 if you mean it");
    }
    return parsed(value);
  }

  private Outcome parsed(double value) {
    return new Outcome.Parsed(new Literal.Floating(isFloat, value));
  }
}
