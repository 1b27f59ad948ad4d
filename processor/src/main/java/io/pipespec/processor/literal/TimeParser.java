package io.pipespec.processor.literal;

import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.Literal;
import java.time.DateTimeException;
import java.time.Duration;
import java.time.Instant;

/**
 * {@code java.time} and Joda {@code Instant} and {@code Duration}, in ISO-8601: {@code
 * 2024-01-01T10:15:30Z}, {@code 2024-01-01T10:15:30.250+01:00}, {@code PT20M}, {@code P2DT3H},
 * {@code -PT1.5S}.
 *
 * <p>Every literal is checked with {@code java.time} at compile time; Joda is not on the
 * processor's classpath, so its values are named, not loaded. The value is kept in a normal form,
 * not as the text, so it means the same on any runtime: {@code
 * Instant.parse("2024-01-01T09:15:30Z")}, {@code Duration.parse("PT20M")}, {@code
 * org.joda.time.Instant.parse("2024-01-01T09:15:30Z")}, a Joda {@code Duration} of 1,200,000
 * milliseconds. Joda holds milliseconds, so a Joda literal with a finer fraction is an error rather
 * than silently truncated.
 */
final class TimeParser implements TypeParser {

  private static final String INSTANT_FORM =
      "write an ISO-8601 instant with seconds and a zone offset, such as 2024-01-01T10:15:30Z or"
          + " 2024-01-01T10:15:30.250+01:00";
  private static final String DURATION_FORM =
      "write an ISO-8601 duration in days, hours, minutes and seconds, such as PT20M, PT1.5S,"
          + " P2DT3H or -PT10S (months and years have no fixed length)";

  static final TimeParser JAVA_INSTANT =
      new TimeParser(ClassRef.of("java.time", "Instant"), true, false);
  static final TimeParser JAVA_DURATION =
      new TimeParser(ClassRef.of("java.time", "Duration"), false, false);
  static final TimeParser JODA_INSTANT =
      new TimeParser(ClassRef.of("org.joda.time", "Instant"), true, true);
  static final TimeParser JODA_DURATION =
      new TimeParser(ClassRef.of("org.joda.time", "Duration"), false, true);

  private final ClassRef type;
  private final boolean isInstant;
  private final boolean isJoda;

  private TimeParser(ClassRef type, boolean isInstant, boolean isJoda) {
    this.type = type;
    this.isInstant = isInstant;
    this.isJoda = isJoda;
  }

  @Override
  public String display() {
    return isJoda ? type.canonicalName() : type.simpleName();
  }

  @Override
  public Outcome parse(String text) {
    return isInstant ? instant(text) : duration(text);
  }

  private Outcome instant(String text) {
    Instant instant;
    try {
      instant = Instant.parse(text);
    } catch (DateTimeException e) {
      return new Outcome.Failed(text, display(), INSTANT_FORM);
    }
    if (isJoda) {
      long millis;
      try {
        millis = instant.toEpochMilli();
      } catch (ArithmeticException e) {
        return new Outcome.Failed(
            text, display(), "it is too far from 1970 for a Joda Instant; " + INSTANT_FORM);
      }
      if (!Instant.ofEpochMilli(millis).equals(instant)) {
        return new Outcome.Failed(
            text,
            display(),
            "a Joda Instant holds milliseconds; write at most 3 digits after the seconds");
      }
    }
    return new Outcome.Parsed(new Literal.FactoryCall(type, "parse", instant.toString()));
  }

  private Outcome duration(String text) {
    Duration duration;
    try {
      duration = Duration.parse(text);
    } catch (DateTimeException e) {
      return new Outcome.Failed(text, display(), DURATION_FORM);
    }
    if (!isJoda) {
      return new Outcome.Parsed(new Literal.FactoryCall(type, "parse", duration.toString()));
    }
    long millis;
    try {
      millis = duration.toMillis();
    } catch (ArithmeticException e) {
      return new Outcome.Failed(text, display(), "it is too long for a Joda Duration");
    }
    if (!Duration.ofMillis(millis).equals(duration)) {
      return new Outcome.Failed(
          text,
          display(),
          "a Joda Duration holds milliseconds; write at most 3 digits after the seconds");
    }
    return new Outcome.Parsed(new Literal.JodaDuration(millis));
  }
}
