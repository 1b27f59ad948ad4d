package io.pipespec.processor.timeline;

import java.time.DateTimeException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The timeline grammar of {@code @FunctionTimeline}: times, durations and steps, resolved to epoch
 * milliseconds at compile time. It is one small class on purpose: when the pipeline tests' {@code
 * @Timeline} grammar (issue 3) reaches main, this class is replaced by that parser, so that both
 * kinds of test read time the same way.
 *
 * <pre>
 * step     := element | "watermark" time | "watermark end" | "processing +" duration
 * element  := literal [ "@" time ]           (literal: a KV&lt;K, V&gt; literal, "red=3")
 * time     := ISO-8601 instant | ["+"] duration        (a duration counts from the base time)
 * duration := "0" | (number unit)+ | ISO-8601 duration  (unit: ms, s, m, h, d)
 * </pre>
 */
public final class TimelineGrammar {

  private static final Pattern SHORT_DURATION = Pattern.compile("(?:\\d+(?:ms|s|m|h|d))+");
  private static final Pattern DURATION_PART = Pattern.compile("(\\d+)(ms|s|m|h|d)");

  private TimelineGrammar() {}

  /** What one step does. */
  public enum Kind {
    ELEMENT,
    ELEMENT_AT_MINIMUM,
    WATERMARK,
    WATERMARK_END,
    SET_PROCESSING_TIME,
    ADVANCE_PROCESSING_TIME
  }

  /**
   * One parsed step.
   *
   * @param literal the element literal, for element steps; empty otherwise
   * @param millis the epoch millis of a time, or the length of an advance; 0 where unused
   */
  public record Step(Kind kind, String literal, long millis) {}

  /** A parse result: a value, or an error saying what is wrong and what to write instead. */
  public record Parsed<T>(Optional<T> value, String error) {
    static <T> Parsed<T> of(T value) {
      return new Parsed<>(Optional.of(value), null);
    }

    static <T> Parsed<T> error(String error) {
      return new Parsed<>(Optional.empty(), error);
    }
  }

  /** The base time of a timeline, an ISO-8601 instant, in epoch millis. */
  public static Parsed<Long> base(String text) {
    Optional<Long> instant = instant(text.trim());
    return instant.isPresent()
        ? Parsed.of(instant.get())
        : Parsed.error(
            "`" + text + "` is not an ISO-8601 instant; write one such as 2025-01-01T00:00:00Z");
  }

  /** A time: an ISO-8601 instant, or a duration from {@code baseMillis}. */
  public static Parsed<Long> time(String text, long baseMillis) {
    String trimmed = text.trim();
    Optional<Long> instant = instant(trimmed);
    if (instant.isPresent()) {
      return Parsed.of(instant.get());
    }
    Optional<Long> offset = durationMillis(trimmed.startsWith("+") ? trimmed.substring(1) : trimmed);
    if (offset.isPresent()) {
      return Parsed.of(baseMillis + offset.get());
    }
    return Parsed.error(
        "`"
            + trimmed
            + "` is not a time; write an offset from the base time such as 0, 90s, 20m, 1h30m or"
            + " PT20M, or an ISO-8601 instant such as 2025-01-01T00:20:00Z");
  }

  /** A duration: {@code 0}, {@code 500ms}, {@code 1h30m}, or ISO-8601 {@code PT1H30M}. */
  public static Parsed<Long> duration(String text) {
    Optional<Long> millis = durationMillis(text.trim());
    return millis.isPresent()
        ? Parsed.of(millis.get())
        : Parsed.error(
            "`"
                + text.trim()
                + "` is not a duration; write one such as 500ms, 90s, 5m, 1h30m or PT5M");
  }

  /** One step of a timeline, with times resolved against {@code baseMillis}. */
  public static Parsed<Step> step(String text, long baseMillis) {
    String step = text.trim();
    if (step.isEmpty()) {
      return Parsed.error("the step is empty; remove it, or write an element or a time step");
    }
    String[] words = step.split("\\s+", 2);
    if (words[0].equals("watermark")) {
      if (words.length < 2) {
        return Parsed.error("`watermark` needs a time: `watermark 20m`, or `watermark end`");
      }
      if (words[1].equals("end")) {
        return Parsed.of(new Step(Kind.WATERMARK_END, "", 0));
      }
      Parsed<Long> at = time(words[1], baseMillis);
      return at.value().isPresent()
          ? Parsed.of(new Step(Kind.WATERMARK, "", at.value().get()))
          : Parsed.error("in `" + step + "`, " + at.error());
    }
    if (words[0].equals("processing")) {
      if (words.length < 2) {
        return Parsed.error("`processing` needs a duration: `processing +5m`");
      }
      if (words[1].startsWith("+")) {
        Parsed<Long> by = duration(words[1].substring(1));
        if (by.value().isEmpty()) {
          return Parsed.error("in `" + step + "`, " + by.error());
        }
        if (by.value().get() == 0) {
          return Parsed.error(
              "in `" + step + "`, the advance is zero; advance processing time by a positive duration");
        }
        return Parsed.of(new Step(Kind.ADVANCE_PROCESSING_TIME, "", by.value().get()));
      }
      // As in the pipeline tests' @Timeline (and TestStream), processing time only advances.
      return Parsed.error(
          "`" + step + "` does not say by how much; write `processing +5m` to advance processing"
              + " time by a duration");
    }
    int at = step.lastIndexOf('@');
    if (at < 0) {
      return Parsed.of(new Step(Kind.ELEMENT_AT_MINIMUM, step, 0));
    }
    String literal = step.substring(0, at).trim();
    if (literal.isEmpty()) {
      return Parsed.error("`" + step + "` has no element before @; write `key=value @ time`");
    }
    Parsed<Long> timestamp = time(step.substring(at + 1), baseMillis);
    return timestamp.value().isPresent()
        ? Parsed.of(new Step(Kind.ELEMENT, literal, timestamp.value().get()))
        : Parsed.error("the timestamp of `" + step + "`: " + timestamp.error());
  }

  private static Optional<Long> instant(String text) {
    if (!text.contains("T") || text.startsWith("P") || text.startsWith("+P")) {
      return Optional.empty();
    }
    try {
      return Optional.of(OffsetDateTime.parse(text).toInstant().toEpochMilli());
    } catch (DateTimeException e) {
      return Optional.empty();
    }
  }

  private static Optional<Long> durationMillis(String text) {
    if (text.equals("0")) {
      return Optional.of(0L);
    }
    if (SHORT_DURATION.matcher(text).matches()) {
      long millis = 0;
      Matcher part = DURATION_PART.matcher(text);
      try {
        while (part.find()) {
          long amount = Long.parseLong(part.group(1));
          long unit =
              switch (part.group(2)) {
                case "ms" -> 1L;
                case "s" -> 1_000L;
                case "m" -> 60_000L;
                case "h" -> 3_600_000L;
                default -> 86_400_000L;
              };
          millis = Math.addExact(millis, Math.multiplyExact(amount, unit));
        }
      } catch (ArithmeticException | NumberFormatException e) {
        return Optional.empty();
      }
      return Optional.of(millis);
    }
    if (text.startsWith("P")) {
      try {
        Duration duration = Duration.parse(text);
        return duration.isNegative() ? Optional.empty() : Optional.of(duration.toMillis());
      } catch (DateTimeException | ArithmeticException e) {
        return Optional.empty();
      }
    }
    return Optional.empty();
  }
}
