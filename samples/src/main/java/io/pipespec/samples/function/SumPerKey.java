package io.pipespec.samples.function;

import org.apache.beam.sdk.state.CombiningState;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Duration;
import org.joda.time.Instant;

/**
 * Sums values per key and window, and emits the running sum a fixed event-time interval after the
 * earliest value since the last flush (by event time, whatever order the values arrive in);
 * whatever is left when the window expires is emitted too.
 */
public class SumPerKey extends DoFn<KV<String, Long>, KV<String, Long>> {

  private final Duration flushAfter;

  @StateId("sum")
  private final StateSpec<CombiningState<Long, long[], Long>> sum =
      StateSpecs.combining(Sum.ofLongs());

  /** When the pending flush is due; none when no flush is pending. */
  @StateId("flushPending")
  private final StateSpec<ValueState<Instant>> flushPending = StateSpecs.value();

  @TimerId("flush")
  private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

  public SumPerKey(Duration flushAfter) {
    this.flushAfter = flushAfter;
  }

  @ProcessElement
  public void process(
      @Element KV<String, Long> element,
      @Timestamp Instant timestamp,
      BoundedWindow window,
      @StateId("sum") CombiningState<Long, long[], Long> sum,
      @StateId("flushPending") ValueState<Instant> flushPending,
      @TimerId("flush") Timer flush) {
    sum.add(element.getValue());
    // A timer may not outlive its window; the expiration callback covers the rest.
    Instant at = timestamp.plus(flushAfter);
    at = at.isAfter(window.maxTimestamp()) ? window.maxTimestamp() : at;
    Instant pending = flushPending.read();
    // An earlier value arriving later moves the flush forward: a runner may deliver the values of
    // one segment in any order (exploration found the version that kept the first to arrive).
    if (pending == null || at.isBefore(pending)) {
      flushPending.write(at);
      flush.set(at);
    }
  }

  @OnTimer("flush")
  public void onFlush(
      @Key String key,
      @StateId("sum") CombiningState<Long, long[], Long> sum,
      @StateId("flushPending") ValueState<Instant> flushPending,
      OutputReceiver<KV<String, Long>> out) {
    emit(key, sum, out);
    flushPending.clear();
  }

  @OnWindowExpiration
  public void onExpiration(
      @Key String key,
      @StateId("sum") CombiningState<Long, long[], Long> sum,
      OutputReceiver<KV<String, Long>> out) {
    emit(key, sum, out);
  }

  private static void emit(
      String key, CombiningState<Long, long[], Long> sum, OutputReceiver<KV<String, Long>> out) {
    if (!sum.isEmpty().read()) {
      out.output(KV.of(key, sum.read()));
      sum.clear();
    }
  }
}
