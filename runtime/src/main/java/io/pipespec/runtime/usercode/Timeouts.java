package io.pipespec.runtime.usercode;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.grammar.TimeGrammar;
import java.time.Duration;
import org.apiguardian.api.API;

/** Deadlines of a run's timeout, and durations as its messages write them. */
@API(status = INTERNAL)
public final class Timeouts {

  private Timeouts() {}

  /**
   * {@code System.nanoTime()} plus {@code timeout}, saturated: a timeout of a billion hours is
   * taken as no practical limit rather than overflowing into the past.
   */
  public static long deadlineAfter(Duration timeout) {
    long nanos;
    try {
      nanos = timeout.toNanos();
    } catch (ArithmeticException beyondNanos) {
      nanos = Long.MAX_VALUE;
    }
    long now = System.nanoTime();
    return nanos > Long.MAX_VALUE - now ? Long.MAX_VALUE : now + nanos;
  }

  /** The nanoseconds left until {@code deadline}, never negative. */
  public static long remaining(long deadline) {
    return Math.max(0, deadline - System.nanoTime());
  }

  /**
   * A duration as messages write it: {@code 5m}, {@code 1h30m}; one beyond what milliseconds hold
   * as "more than" (or "less than") the largest they do, never an overflow.
   */
  public static String format(Duration duration) {
    try {
      return TimeGrammar.formatDuration(duration.toMillis());
    } catch (ArithmeticException beyondMillis) {
      return duration.isNegative()
          ? "less than " + TimeGrammar.formatDuration(Long.MIN_VALUE)
          : "more than " + TimeGrammar.formatDuration(Long.MAX_VALUE);
    }
  }
}
