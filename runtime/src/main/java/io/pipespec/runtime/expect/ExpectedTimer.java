package io.pipespec.runtime.expect;

import static java.util.Objects.requireNonNull;

import io.pipespec.function.HarnessTimer;
import java.util.Objects;
import org.joda.time.Instant;

/**
 * A timer an {@code @ExpectPendingTimers} or {@code @ExpectFiredTimers} literal names: its id
 * ({@code "family/id"} for a timer of a {@code @TimerFamily}), its key and its timestamp.
 *
 * @param id the timer id, or {@code family/id}
 * @param key the key (may be null where the key coder allows)
 * @param timestamp when it fires, in its own time domain
 */
public record ExpectedTimer(String id, Object key, Instant timestamp) {

  public ExpectedTimer {
    requireNonNull(id, "id");
    requireNonNull(timestamp, "timestamp");
  }

  /** The timer {@code "id key @ timestamp"} with the timestamp in epoch milliseconds. */
  public static ExpectedTimer of(String id, Object key, long timestampMillis) {
    return new ExpectedTimer(id, key, new Instant(timestampMillis));
  }

  /** What an actual timer looks like in these terms, to compare it with expected ones. */
  static ExpectedTimer of(HarnessTimer<?> timer) {
    String id = timer.inFamily() ? timer.timerFamilyId() + "/" + timer.timerId() : timer.timerId();
    return new ExpectedTimer(id, timer.key(), timer.timestamp());
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ExpectedTimer that
        && id.equals(that.id)
        && Objects.equals(key, that.key)
        && timestamp.equals(that.timestamp);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, key, timestamp);
  }

  @Override
  public String toString() {
    return id + " " + Rendering.value(key) + " @ " + Rendering.timestamp(timestamp);
  }
}
