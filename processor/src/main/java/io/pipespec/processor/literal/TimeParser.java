package io.pipespec.processor.literal;

import io.pipespec.grammar.LiteralScalars;
import io.pipespec.processor.model.ClassRef;
import io.pipespec.processor.model.Literal;
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
    LiteralScalars.Read<Instant> read = LiteralScalars.instant(text, isJoda);
    Instant instant = read.value();
    if (instant == null) {
      return new Outcome.Failed(text, display(), String.valueOf(read.error()));
    }
    return new Outcome.Parsed(new Literal.FactoryCall(type, "parse", instant.toString()));
  }

  private Outcome duration(String text) {
    LiteralScalars.Read<Duration> read = LiteralScalars.duration(text, isJoda);
    Duration duration = read.value();
    if (duration == null) {
      return new Outcome.Failed(text, display(), String.valueOf(read.error()));
    }
    if (!isJoda) {
      return new Outcome.Parsed(new Literal.FactoryCall(type, "parse", duration.toString()));
    }
    return new Outcome.Parsed(new Literal.JodaDuration(duration.toMillis()));
  }
}
