package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.Times;
import io.pipespec.function.HarnessTimer;
import java.util.Objects;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apiguardian.api.API;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * A timer an {@code @ExpectPendingTimers} or {@code @ExpectFiredTimers} literal names: its id
 * ({@code "family/id"} for a timer of a {@code @TimerFamily}), its key, its timestamp and, when the
 * literal names one ({@code flush b @ 9m59.999s in [0, 10m)}), its window. A timer without a window
 * matches an actual timer of any window.
 */
@API(status = INTERNAL)
public final class ExpectedTimer {

  private final String id;
  private final Object key;
  private final Instant timestamp;
  private final @Nullable BoundedWindow window;

  private ExpectedTimer(String id, Object key, Instant timestamp, @Nullable BoundedWindow window) {
    this.id = requireNonNull(id, "id");
    this.key = key;
    this.timestamp = requireNonNull(timestamp, "timestamp");
    this.window = window;
  }

  /** The timer {@code "id key @ timestamp"}, in any window, with the timestamp in epoch millis. */
  public static ExpectedTimer of(String id, Object key, long timestampMillis) {
    return new ExpectedTimer(id, key, Instant.ofEpochMilli(timestampMillis), null);
  }

  /** The timer {@code "id key @ timestamp in window"}, with the timestamp in epoch millis. */
  public static ExpectedTimer of(
      String id, Object key, long timestampMillis, BoundedWindow window) {
    return new ExpectedTimer(
        id, key, Instant.ofEpochMilli(timestampMillis), requireNonNull(window, "window"));
  }

  /** An actual timer in these terms, with its window, to compare it with expected ones. */
  static ExpectedTimer of(HarnessTimer<?> timer) {
    String id = timer.inFamily() ? timer.timerFamilyId() + "/" + timer.timerId() : timer.timerId();
    return new ExpectedTimer(id, timer.key(), timer.timestamp(), timer.window());
  }

  /** The timer id, or {@code family/id}. */
  public String id() {
    return id;
  }

  /** The key (may be null where the key coder allows). */
  public Object key() {
    return key;
  }

  /** When it fires, in its own time domain. */
  public Instant timestamp() {
    return timestamp;
  }

  /** The window it must be in; empty when any window will do. */
  public Optional<BoundedWindow> window() {
    return Optional.ofNullable(window);
  }

  /** This timer in any window: what a timer of this id, key and timestamp matches without one. */
  ExpectedTimer inAnyWindow() {
    return window == null ? this : new ExpectedTimer(id, key, timestamp, null);
  }

  @Override
  public boolean equals(Object other) {
    return other instanceof ExpectedTimer that
        && id.equals(that.id)
        && Objects.equals(key, that.key)
        && timestamp.equals(that.timestamp)
        && Objects.equals(window, that.window);
  }

  @Override
  public int hashCode() {
    return Objects.hash(id, key, timestamp, window);
  }

  /** {@code flush b @ 1970-01-01T00:09:59.999Z in window [...)}, as the literal is written. */
  @Override
  public String toString() {
    return id
        + " "
        + Rendering.value(key)
        + " @ "
        + Rendering.timestamp(timestamp)
        + (window == null ? "" : " in " + Times.window(window));
  }
}
