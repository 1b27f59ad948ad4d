package io.pipespec.samples.function;

import org.apache.beam.sdk.state.BagState;
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

/**
 * Lets at most {@code maxPerPeriod} elements of a key through per period of processing time; the
 * rest wait in state and are released, oldest first, as later periods begin.
 */
public class RateLimit extends DoFn<KV<String, String>, KV<String, String>> {

  private final int maxPerPeriod;
  private final Duration period;

  @StateId("sent")
  private final StateSpec<ValueState<Integer>> sent = StateSpecs.value();

  @StateId("waiting")
  private final StateSpec<BagState<String>> waiting = StateSpecs.bag();

  @TimerId("refill")
  private final TimerSpec refill = TimerSpecs.timer(TimeDomain.PROCESSING_TIME);

  public RateLimit(int maxPerPeriod, Duration period) {
    this.maxPerPeriod = maxPerPeriod;
    this.period = period;
  }

  @ProcessElement
  public void process(
      @Element KV<String, String> element,
      @StateId("sent") ValueState<Integer> sent,
      @StateId("waiting") BagState<String> waiting,
      @TimerId("refill") Timer refill,
      OutputReceiver<KV<String, String>> out) {
    Integer sentSoFar = sent.read();
    if (sentSoFar == null) {
      // First element of a new period: the period starts now.
      refill.offset(period).setRelative();
      sentSoFar = 0;
    }
    if (sentSoFar < maxPerPeriod) {
      out.output(element);
      sent.write(sentSoFar + 1);
    } else {
      waiting.add(element.getValue());
      sent.write(sentSoFar);
    }
  }

  @OnTimer("refill")
  public void onRefill(
      @Key String key,
      @StateId("sent") ValueState<Integer> sent,
      @StateId("waiting") BagState<String> waiting,
      @TimerId("refill") Timer refill,
      OutputReceiver<KV<String, String>> out) {
    int released = 0;
    java.util.List<String> stillWaiting = new java.util.ArrayList<>();
    for (String value : waiting.read()) {
      if (released < maxPerPeriod) {
        out.output(KV.of(key, value));
        released++;
      } else {
        stillWaiting.add(value);
      }
    }
    waiting.clear();
    stillWaiting.forEach(waiting::add);
    if (released == 0) {
      sent.clear();
    } else {
      sent.write(released);
      refill.offset(period).setRelative();
    }
  }
}
