package io.pipespec.beam;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.grammar.TimeGrammar;
import java.time.Instant;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.util.HashMap;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.Trigger;
import org.apiguardian.api.API;
import org.joda.time.Duration;

/**
 * How messages write times: ISO-8601 in UTC without the zero seconds and milliseconds that event
 * times of tests nearly always have ({@code 1970-01-01T00:20Z}), and durations in the short form
 * the annotations accept ({@code 1h30m}).
 */
@API(status = INTERNAL)
public final class Times {

  private static final DateTimeFormatter MINUTES =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm'Z'").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter SECONDS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss'Z'").withZone(ZoneOffset.UTC);
  private static final DateTimeFormatter MILLIS =
      DateTimeFormatter.ofPattern("yyyy-MM-dd'T'HH:mm:ss.SSS'Z'").withZone(ZoneOffset.UTC);

  /**
   * The years in which {@link #instant}'s four-digit pattern writes an instant exactly; outside
   * them it writes ISO-8601 with the year's sign.
   */
  private static final long FIRST_OF_YEAR_1 = Instant.parse("0001-01-01T00:00:00Z").toEpochMilli();

  private static final long FIRST_OF_YEAR_10000 =
      Instant.parse("+10000-01-01T00:00:00Z").toEpochMilli();

  /** One part of a period as Joda's English word-based format (Beam's triggers) writes it. */
  private static final String WORD_UNIT = "(weeks?|days?|hours?|minutes?|seconds?|milliseconds?)";

  private static final Pattern WORD_PERIOD_PART = Pattern.compile("(\\d+) " + WORD_UNIT);

  private static final Pattern WORD_PERIOD =
      Pattern.compile("\\d+ " + WORD_UNIT + "(?:(?:, | and )\\d+ " + WORD_UNIT + ")*");

  private static final Map<String, Long> WORD_UNIT_MILLIS = wordUnitMillis();

  private static Map<String, Long> wordUnitMillis() {
    Map<String, Long> units = new HashMap<>();
    long[] millis = {7 * 86_400_000L, 86_400_000L, 3_600_000L, 60_000L, 1_000L, 1L};
    String[] names = {"week", "day", "hour", "minute", "second", "millisecond"};
    for (int i = 0; i < names.length; i++) {
      units.put(names[i], millis[i]);
      units.put(names[i] + "s", millis[i]);
    }
    return Map.copyOf(units);
  }

  private Times() {}

  /** An instant in epoch milliseconds; Beam's minimum and maximum timestamps by name. */
  public static String instant(long millis) {
    if (millis <= BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis()) {
      return "MIN";
    }
    if (millis >= BoundedWindow.TIMESTAMP_MAX_VALUE.getMillis()) {
      return "MAX";
    }
    if (millis == GlobalWindow.INSTANCE.maxTimestamp().getMillis()) {
      return "end of global window";
    }
    Instant instant = Instant.ofEpochMilli(millis);
    if (millis < FIRST_OF_YEAR_1 || millis >= FIRST_OF_YEAR_10000) {
      // The four-digit pattern writes the year of the era: 1 BC as 0001, 290309 BC as +290309.
      return instant.toString();
    }
    if (millis % 60_000 == 0) {
      return MINUTES.format(instant);
    }
    return millis % 1000 == 0 ? SECONDS.format(instant) : MILLIS.format(instant);
  }

  /**
   * An instant as a {@code @Timeline} step writes it, so that the time grammar reads back the same
   * millisecond: as {@link #instant} writes it in the years 1 to 9999, else in ISO-8601 with the
   * year's sign ({@code +294247-01-09T04:00:54.775Z} for the end of the global window, {@code
   * -0001-06-01T00:00:00Z}), where {@link #instant} gives Beam's extremes names that no step reads.
   */
  public static String step(long millis) {
    if (millis >= FIRST_OF_YEAR_1 && millis < FIRST_OF_YEAR_10000) {
      return instant(millis);
    }
    return Instant.ofEpochMilli(millis).toString();
  }

  /** {@code [start, end)}. */
  public static String interval(long startMillis, long endMillis) {
    return "[" + instant(startMillis) + ", " + instant(endMillis) + ")";
  }

  /** A window: {@code [start, end)} or "the global window". */
  public static String window(BoundedWindow window) {
    if (window instanceof GlobalWindow) {
      return "the global window";
    }
    if (window instanceof IntervalWindow interval) {
      return "window " + interval(interval.start().getMillis(), interval.end().getMillis());
    }
    return "window " + window;
  }

  /** A duration as the annotations write it: {@code 20m}, {@code 1h30m}, {@code 250ms}. */
  public static String duration(Duration duration) {
    return TimeGrammar.formatDuration(duration.getMillis());
  }

  /**
   * A trigger as Beam writes it, with its delays as the annotations write durations: {@code
   * AfterProcessingTime.pastFirstElementInPane().plusDelayOf(1m30s)}, where Beam's own {@code
   * toString} says "1 minute and 30 seconds".
   */
  public static String trigger(Trigger trigger) {
    Matcher periods = WORD_PERIOD.matcher(trigger.toString());
    StringBuilder text = new StringBuilder();
    while (periods.find()) {
      long millis = 0;
      Matcher part = WORD_PERIOD_PART.matcher(periods.group());
      while (part.find()) {
        millis +=
            Long.parseLong(part.group(1)) * requireNonNull(WORD_UNIT_MILLIS.get(part.group(2)));
      }
      periods.appendReplacement(text, Matcher.quoteReplacement(TimeGrammar.formatDuration(millis)));
    }
    periods.appendTail(text);
    return text.toString();
  }
}
