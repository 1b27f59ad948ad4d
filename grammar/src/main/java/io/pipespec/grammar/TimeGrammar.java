package io.pipespec.grammar;

import java.time.DateTimeException;
import java.time.Duration;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The one grammar of times: the times of {@code @Window}, {@code @Timeline} and {@code @BaseTime}
 * (resolved to epoch milliseconds at compile time, so that generated code passes plain numbers),
 * the durations of the engine's configuration ({@code pipespec.timeout}), and the durations that
 * messages print ({@link #formatDuration(long)} writes what {@link #duration(String)} reads).
 *
 * <ul>
 *   <li>A <b>duration</b> is a short form, one or more of {@code <digits><unit>} with units {@code
 *       d}, {@code h}, {@code m}, {@code s}, {@code ms} from largest to smallest ({@code 20m},
 *       {@code 1h30m}, {@code 90s}, {@code 250ms}; seconds may have up to three decimals, {@code
 *       19m59.999s}), a lone {@code 0}, or an ISO-8601 duration ({@code PT20M}, {@code P1D}); a
 *       leading {@code +} is allowed.
 *   <li>An <b>instant</b> is an ISO-8601 date-time with an offset ({@code 2026-01-01T00:20:00Z},
 *       {@code 2026-01-01T01:20:00+01:00}), or an offset from the base time: a duration, optionally
 *       signed ({@code 0}, {@code 20m}, {@code +90s}, {@code -5m}).
 * </ul>
 */
@API(status = API.Status.INTERNAL)
public final class TimeGrammar {

  /** Beam's smallest and largest timestamps, in milliseconds. */
  public static final long MIN_MILLIS = Long.MIN_VALUE / 1000;

  public static final long MAX_MILLIS = Long.MAX_VALUE / 1000;

  /** How every message about a time says how to write one. */
  public static final String INSTANT_HELP =
      "write an ISO-8601 instant such as 2026-01-01T00:20:00Z, or an offset from the base time"
          + " such as 0, 20m, +90s, 1h30m or PT20M";

  public static final String DURATION_HELP =
      "write a duration such as 20m, 90s, 1h30m, 59.999s, 250ms or PT20M";

  private static final Pattern UNIT = Pattern.compile("(\\d+)(?:\\.(\\d{1,3}))?(ms|d|h|m|s)");
  private static final String[] UNITS = {"d", "h", "m", "s", "ms"};
  private static final long[] UNIT_MILLIS = {86_400_000L, 3_600_000L, 60_000L, 1000L, 1L};

  /** A parsed time in milliseconds, or a message that says what is wrong. */
  public record Parsed(Optional<Long> millis, @Nullable String error) {
    static Parsed of(long millis) {
      return new Parsed(Optional.of(millis), null);
    }

    static Parsed failed(String error) {
      return new Parsed(Optional.empty(), error);
    }

    /**
     * The milliseconds parsed, else an {@link IllegalArgumentException} that names {@code what} was
     * read (an annotation's value and where it stands) and says what is wrong with it: for a value
     * the processor checked at compile time, so that the class compiled without it says so.
     */
    public long millisOrThrow(String what) {
      return millis.orElseThrow(() -> new IllegalArgumentException(what + ": " + error));
    }
  }

  private TimeGrammar() {}

  /** A duration in milliseconds; zero is allowed (callers that need a positive one check it). */
  public static Parsed duration(String text) {
    String trimmed = text.strip();
    String body = trimmed.startsWith("+") ? trimmed.substring(1) : trimmed;
    if (body.startsWith("-")) {
      return Parsed.failed("`" + trimmed + "` is negative; a duration is 0 or more");
    }
    Optional<Long> millis = unsignedDuration(body);
    return millis.isPresent()
        ? Parsed.of(millis.get())
        : Parsed.failed("`" + trimmed + "` is not a duration: " + DURATION_HELP);
  }

  /**
   * A duration of more than zero, in milliseconds: what a budget or a timeout takes ({@code
   * pipespec.timeout}, {@code pipespec.explore.budget}, {@code @Explore(within = ...)}), where no
   * time at all could only mean nothing is done.
   */
  public static Parsed positiveDuration(String text) {
    String trimmed = text.strip();
    Parsed parsed = duration(trimmed);
    if (parsed.millis().isPresent() && parsed.millis().get() == 0) {
      return Parsed.failed(
          "`" + trimmed + "` is no time at all; " + DURATION_HELP + ", more than 0");
    }
    if ((trimmed.startsWith("+") ? trimmed.substring(1) : trimmed).startsWith("-")) {
      return Parsed.failed("`" + trimmed + "` is negative; " + DURATION_HELP + ", more than 0");
    }
    return parsed;
  }

  /** An instant in epoch milliseconds, offsets counted from {@code baseMillis}. */
  public static Parsed instant(String text, long baseMillis) {
    String trimmed = text.strip();
    if (trimmed.indexOf('T') > 0 && trimmed.indexOf(':') > 0) {
      try {
        long millis = OffsetDateTime.parse(trimmed).toInstant().toEpochMilli();
        return inRange(trimmed, millis);
      } catch (DateTimeParseException | ArithmeticException e) {
        return Parsed.failed(
            "`"
                + trimmed
                + "` is not an ISO-8601 instant ("
                + e.getMessage()
                + "); "
                + INSTANT_HELP);
      }
    }
    int sign = 1;
    String body = trimmed;
    if (body.startsWith("+") || body.startsWith("-")) {
      sign = body.startsWith("-") ? -1 : 1;
      body = body.substring(1);
    }
    Optional<Long> offset = unsignedDuration(body);
    if (offset.isEmpty()) {
      return Parsed.failed("`" + trimmed + "` is not a time: " + INSTANT_HELP);
    }
    try {
      return inRange(trimmed, Math.addExact(baseMillis, sign * offset.get()));
    } catch (ArithmeticException e) {
      return Parsed.failed("`" + trimmed + "` is beyond the range of Beam timestamps");
    }
  }

  /** The base time of {@code @BaseTime}: an ISO-8601 instant only. */
  public static Parsed baseTime(String text) {
    String trimmed = text.strip();
    try {
      return inRange(trimmed, OffsetDateTime.parse(trimmed).toInstant().toEpochMilli());
    } catch (DateTimeException | ArithmeticException e) {
      return Parsed.failed(
          "`"
              + trimmed
              + "` is not an ISO-8601 instant with an offset; write one such as"
              + " 2026-01-01T00:00:00Z");
    }
  }

  private static Parsed inRange(String text, long millis) {
    if (millis < MIN_MILLIS || millis > MAX_MILLIS) {
      return Parsed.failed("`" + text + "` is beyond the range of Beam timestamps");
    }
    return Parsed.of(millis);
  }

  private static Optional<Long> unsignedDuration(String body) {
    if (body.equals("0")) {
      return Optional.of(0L);
    }
    if (body.startsWith("P") || body.startsWith("p")) {
      try {
        Duration duration = Duration.parse(body);
        return duration.isNegative() ? Optional.empty() : Optional.of(duration.toMillis());
      } catch (DateTimeParseException | ArithmeticException e) {
        return Optional.empty();
      }
    }
    Matcher matcher = UNIT.matcher(body);
    long total = 0;
    int position = 0;
    int lastUnit = -1;
    while (position < body.length()) {
      if (!matcher.find(position) || matcher.start() != position) {
        return Optional.empty();
      }
      int unit = unitIndex(matcher.group(3));
      String fraction = matcher.group(2);
      if (unit <= lastUnit || (fraction != null && !UNITS[unit].equals("s"))) {
        return Optional.empty();
      }
      lastUnit = unit;
      try {
        total =
            Math.addExact(
                total, Math.multiplyExact(Long.parseLong(matcher.group(1)), UNIT_MILLIS[unit]));
        if (fraction != null) {
          // "59.999s": the decimals are milliseconds, "1.5s" is 1500 ms.
          total = Math.addExact(total, Long.parseLong((fraction + "00").substring(0, 3)));
        }
      } catch (ArithmeticException | NumberFormatException e) {
        return Optional.empty();
      }
      position = matcher.end();
    }
    return position == 0 ? Optional.empty() : Optional.of(total);
  }

  /**
   * A duration in the short form that {@link #duration(String)} reads: {@code 20m}, {@code 1h30m},
   * {@code 250ms}, {@code 0s}; negative durations get a leading {@code -}. Every message that
   * prints a duration writes it this way, so it can be pasted into an annotation or a setting.
   */
  public static String formatDuration(long millis) {
    if (millis == 0) {
      return "0s";
    }
    StringBuilder text = new StringBuilder(millis < 0 ? "-" : "");
    // Math.abs(Long.MIN_VALUE) is negative; no duration a test can hold comes near it.
    long rest = millis == Long.MIN_VALUE ? Long.MAX_VALUE : Math.abs(millis);
    for (int i = 0; i < UNITS.length; i++) {
      if (rest >= UNIT_MILLIS[i]) {
        text.append(rest / UNIT_MILLIS[i]).append(UNITS[i]);
        rest %= UNIT_MILLIS[i];
      }
    }
    return text.toString();
  }

  private static int unitIndex(String unit) {
    for (int i = 0; i < UNITS.length; i++) {
      if (UNITS[i].equals(unit)) {
        return i;
      }
    }
    throw new IllegalArgumentException(unit);
  }
}
