package io.pipespec.samples.function;

import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Duration;
import org.joda.time.Instant;

/**
 * Passes on the first element of each key to arrive and drops repeats until a time-to-live, counted
 * in event time from the earliest of them, has run out; then the key may pass again. Which of two
 * identical repeats passes does not matter; when the time-to-live starts does, so it starts at the
 * earliest event time whatever order the repeats arrive in (exploration found the version that
 * counted from the first to arrive).
 */
public class Deduplicate extends DoFn<KV<String, String>, KV<String, String>> {

  private final Duration timeToLive;
  private final Counter dropped = Metrics.counter(Deduplicate.class, "dropped");

  @StateId("seen")
  private final StateSpec<ValueState<Boolean>> seen = StateSpecs.value();

  /** When the key's time-to-live runs out. */
  @StateId("expiresAt")
  private final StateSpec<ValueState<Instant>> expiresAt = StateSpecs.value();

  @TimerId("expiry")
  private final TimerSpec expiry = TimerSpecs.timer(TimeDomain.EVENT_TIME);

  public Deduplicate(Duration timeToLive) {
    this.timeToLive = timeToLive;
  }

  @ProcessElement
  public void process(
      @Element KV<String, String> element,
      @Timestamp Instant timestamp,
      @StateId("seen") ValueState<Boolean> seen,
      @StateId("expiresAt") ValueState<Instant> expiresAt,
      @TimerId("expiry") Timer expiry,
      OutputReceiver<KV<String, String>> out) {
    Instant expires = timestamp.plus(timeToLive);
    Instant current = expiresAt.read();
    if (current == null || expires.isBefore(current)) {
      expiresAt.write(expires);
      expiry.set(expires);
    }
    if (seen.read() == null) {
      seen.write(true);
      out.output(element);
    } else {
      dropped.inc();
    }
  }

  @OnTimer("expiry")
  public void onExpiry(
      @StateId("seen") ValueState<Boolean> seen,
      @StateId("expiresAt") ValueState<Instant> expiresAt) {
    seen.clear();
    expiresAt.clear();
  }
}
