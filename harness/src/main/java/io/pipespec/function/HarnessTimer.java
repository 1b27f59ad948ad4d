package io.pipespec.function;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.STABLE;

import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apiguardian.api.API;
import org.joda.time.Instant;

/**
 * A timer a function under a {@link StatefulFunctionHarness} has set, pending or fired.
 *
 * @param timerId the timer's id: the {@code @TimerId} of a plain timer, or the dynamic id given to
 *     {@code TimerMap.set(id, ...)} for a timer of a family
 * @param timerFamilyId the {@code @TimerFamily} id, or the empty string for a plain timer
 * @param key the key the timer belongs to (null only if the key coder encodes null)
 * @param window the window the timer belongs to
 * @param timestamp when the timer fires, in its time domain
 * @param outputTimestamp the timestamp of elements output from its {@code @OnTimer} method (and the
 *     watermark hold the timer keeps)
 * @param domain event time or processing time
 * @param <K> the key type
 */
@API(status = STABLE)
public record HarnessTimer<K>(
    String timerId,
    String timerFamilyId,
    K key,
    BoundedWindow window,
    Instant timestamp,
    Instant outputTimestamp,
    TimeDomain domain) {

  public HarnessTimer {
    requireNonNull(timerId, "timerId");
    requireNonNull(timerFamilyId, "timerFamilyId");
    requireNonNull(window, "window");
    requireNonNull(timestamp, "timestamp");
    requireNonNull(outputTimestamp, "outputTimestamp");
    requireNonNull(domain, "domain");
  }

  /** Whether this timer belongs to a {@code @TimerFamily}. */
  public boolean inFamily() {
    return !timerFamilyId.isEmpty();
  }

  @Override
  public String toString() {
    String id = inFamily() ? timerFamilyId + "/" + timerId : timerId;
    return id + "[" + key + ", " + window + "] " + domain + " " + timestamp;
  }
}
