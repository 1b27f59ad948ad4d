package io.pipespec.grammar;

import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;
import java.util.List;
import java.util.regex.Pattern;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The literals of the scalar types, shared by the processor (literals in annotations, checked at
 * compile time) and the runtime (literals in files, read at run time), so that both accept the same
 * texts and say the same about the others: whole numbers, decimal numbers, booleans, characters,
 * enum constants and {@code java.time} and Joda instants and durations in ISO-8601.
 *
 * <p>Each method gives the value or the reason the text is wrong, phrased as a fix.
 */
@API(status = API.Status.INTERNAL)
public final class LiteralScalars {

  /** A whole number, as {@link #isWholeNumber} reads it. */
  static final Pattern WHOLE_NUMBER = Pattern.compile("[+-]?[0-9]+");

  private static final Pattern DECIMAL =
      Pattern.compile("[+-]?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][+-]?[0-9]+)?");
  private static final Pattern EXPONENT = Pattern.compile("[eE]");
  private static final Pattern NON_ZERO_DIGIT = Pattern.compile("[1-9]");

  /** How to write a decimal number. */
  public static final String DECIMAL_FORM =
      "write a decimal number such as 1.5, -2, 3e8, or NaN, Infinity, -Infinity";

  /** How to write a boolean. */
  public static final String BOOLEAN_FORM = "write true or false";

  /** How to write a character. */
  public static final String CHARACTER_FORM =
      "write exactly one character, such as c (characters outside the Basic Multilingual"
          + " Plane take two and do not fit)";

  /** How to write an instant. */
  public static final String INSTANT_FORM =
      "write an ISO-8601 instant with seconds and a zone offset, such as 2024-01-01T10:15:30Z or"
          + " 2024-01-01T10:15:30.250+01:00";

  /** How to write a duration. */
  public static final String DURATION_FORM =
      "write an ISO-8601 duration in days, hours, minutes and seconds, such as PT20M, PT1.5S,"
          + " P2DT3H or -PT10S (months and years have no fixed length)";

  private LiteralScalars() {}

  /**
   * A scalar read from a literal: its value, or why the text is not one.
   *
   * @param <V> the value's type
   */
  public record Read<V>(@Nullable V value, @Nullable String error) {
    static <V> Read<V> of(V value) {
      return new Read<>(value, null);
    }

    static <V> Read<V> failed(String error) {
      return new Read<>(null, error);
    }
  }

  /** A decimal whole number from {@code min} to {@code max}, with an optional sign. */
  public static Read<Long> whole(String text, long min, long max) {
    if (!isWholeNumber(text)) {
      return Read.failed(range(min, max));
    }
    long value;
    try {
      value = Long.parseLong(text);
    } catch (NumberFormatException e) {
      // Only digits, so too long for a long.
      return Read.failed("it is out of range; " + range(min, max));
    }
    if (value < min || value > max) {
      return Read.failed("it is out of range; " + range(min, max));
    }
    return Read.of(value);
  }

  /** What {@link #WHOLE_NUMBER} matches, without a matcher: this runs once per number read. */
  private static boolean isWholeNumber(String text) {
    int start = !text.isEmpty() && (text.charAt(0) == '+' || text.charAt(0) == '-') ? 1 : 0;
    if (start == text.length()) {
      return false;
    }
    for (int i = start; i < text.length(); i++) {
      char c = text.charAt(i);
      if (c < '0' || c > '9') {
        return false;
      }
    }
    return true;
  }

  private static String range(long min, long max) {
    return "write a whole number from " + min + " to " + max + ", such as 12";
  }

  /**
   * A decimal number with an optional exponent, or {@code NaN}, {@code Infinity}, {@code
   * +Infinity}, {@code -Infinity}; a {@code float} when {@code isFloat} (its value as a double).
   * Java's suffixes ({@code 1.5f}) and hexadecimal forms are refused, so that a literal means the
   * same for both types; so is a number that does not fit ({@code 1e400}, {@code 1e-400}), rather
   * than read as infinity or zero.
   */
  public static Read<Double> decimal(String text, boolean isFloat, String typeName) {
    switch (text) {
      case "NaN" -> {
        return Read.of(Double.NaN);
      }
      case "Infinity", "+Infinity" -> {
        return Read.of(Double.POSITIVE_INFINITY);
      }
      case "-Infinity" -> {
        return Read.of(Double.NEGATIVE_INFINITY);
      }
      default -> {}
    }
    if (!DECIMAL.matcher(text).matches()) {
      return Read.failed(DECIMAL_FORM);
    }
    double value = isFloat ? Float.parseFloat(text) : Double.parseDouble(text);
    if (Double.isInfinite(value)) {
      return Read.failed("it is too large for a " + typeName + "; write Infinity if you mean it");
    }
    String mantissa = EXPONENT.split(text, 2)[0];
    if (value == 0 && NON_ZERO_DIGIT.matcher(mantissa).find()) {
      return Read.failed("it is too close to zero for a " + typeName + "; write 0 if you mean it");
    }
    return Read.of(value);
  }

  /** {@code true} or {@code false}, lower case. */
  public static Read<Boolean> bool(String text) {
    return switch (text) {
      case "true" -> Read.of(true);
      case "false" -> Read.of(false);
      default -> Read.failed(BOOLEAN_FORM);
    };
  }

  /** Exactly one character (one UTF-16 code unit), verbatim. */
  public static Read<Character> character(String text) {
    return text.length() == 1 ? Read.of(text.charAt(0)) : Read.failed(CHARACTER_FORM);
  }

  /** Why {@code text} is not one of {@code constants}, the constants of enum {@code display}. */
  public static String notAConstant(String display, List<String> constants) {
    if (constants.isEmpty()) {
      return display + " has no constant, so no literal fits";
    }
    return "write the name of one of its constants: " + String.join(", ", constants);
  }

  /**
   * An ISO-8601 instant with seconds and an offset; when {@code joda}, one that a Joda {@code
   * Instant} holds (milliseconds, not too far from 1970).
   */
  public static Read<Instant> instant(String text, boolean joda) {
    Instant instant;
    try {
      instant = Instant.parse(text);
    } catch (DateTimeException e) {
      return Read.failed(INSTANT_FORM);
    }
    if (joda) {
      long millis;
      try {
        millis = instant.toEpochMilli();
      } catch (ArithmeticException e) {
        return Read.failed("it is too far from 1970 for a Joda Instant; " + INSTANT_FORM);
      }
      if (!Instant.ofEpochMilli(millis).equals(instant)) {
        return Read.failed(
            "a Joda Instant holds milliseconds; write at most 3 digits after the seconds");
      }
    }
    return Read.of(instant);
  }

  /**
   * An ISO-8601 duration in days, hours, minutes and seconds; when {@code joda}, one that a Joda
   * {@code Duration} holds (milliseconds, not too long).
   */
  public static Read<Duration> duration(String text, boolean joda) {
    Duration duration;
    try {
      duration = Duration.parse(text);
    } catch (DateTimeException e) {
      return Read.failed(DURATION_FORM);
    }
    if (!joda) {
      return Read.of(duration);
    }
    long millis;
    try {
      millis = duration.toMillis();
    } catch (ArithmeticException e) {
      return Read.failed("it is too long for a Joda Duration");
    }
    if (!Duration.ofMillis(millis).equals(duration)) {
      return Read.failed(
          "a Joda Duration holds milliseconds; write at most 3 digits after the seconds");
    }
    return Read.of(duration);
  }
}
