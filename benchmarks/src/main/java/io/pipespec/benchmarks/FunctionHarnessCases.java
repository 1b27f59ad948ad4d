package io.pipespec.benchmarks;

import io.pipespec.function.StatefulFunctionHarness;
import java.util.ArrayList;
import java.util.List;
import java.util.TreeSet;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.BooleanCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.testing.PAssert;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Duration;
import org.joda.time.Instant;

/**
 * Small stateful test cases, each run through {@link StatefulFunctionHarness} and through a
 * DirectRunner pipeline of its own asserted with PAssert, as one would test a stateful {@code DoFn}
 * without the harness.
 */
final class FunctionHarnessCases {

  static final int ELEMENTS_PER_CASE = 10;
  static final Duration TIME_TO_LIVE = Duration.standardMinutes(1);

  /** Emits each key the first time it is seen, and forgets it a minute (event time) later. */
  static final class FirstSighting extends DoFn<KV<String, Long>, String> {

    @StateId("seen")
    private final StateSpec<ValueState<Boolean>> seenSpec = StateSpecs.value(BooleanCoder.of());

    @TimerId("forget")
    private final TimerSpec forgetSpec = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(
        @Element KV<String, Long> element,
        @Timestamp Instant timestamp,
        @StateId("seen") ValueState<Boolean> seen,
        @TimerId("forget") Timer forget,
        OutputReceiver<String> out) {
      if (seen.read() == null) {
        seen.write(true);
        forget.set(timestamp.plus(TIME_TO_LIVE));
        out.output(element.getKey());
      }
    }

    @OnTimer("forget")
    public void forget(@StateId("seen") ValueState<Boolean> seen) {
      seen.clear();
    }
  }

  /** Counts the elements of each key in a {@code ValueState}; the throughput workload. */
  static final class Count extends DoFn<KV<String, Long>, Long> {

    @StateId("count")
    private final StateSpec<ValueState<Long>> countSpec = StateSpecs.value(VarLongCoder.of());

    @ProcessElement
    public void process(@StateId("count") ValueState<Long> count) {
      Long current = count.read();
      count.write(current == null ? 1 : current + 1);
    }
  }

  private final int cases;

  FunctionHarnessCases(int cases) {
    this.cases = cases;
  }

  /** The input of case {@code c}: ten elements on a few keys, all within the time to live. */
  static List<TimestampedValue<KV<String, Long>>> input(int c) {
    List<TimestampedValue<KV<String, Long>>> input = new ArrayList<>();
    for (int i = 0; i < ELEMENTS_PER_CASE; i++) {
      String key = "key" + ((i * (c + 1)) % (2 + c % 5));
      input.add(TimestampedValue.of(KV.of(key, (long) i), Instant.ofEpochMilli(i * 1_000L)));
    }
    return input;
  }

  /** What case {@code c} must emit: each key once. */
  static List<String> expected(int c) {
    TreeSet<String> keys = new TreeSet<>();
    input(c).forEach(element -> keys.add(element.getValue().getKey()));
    return new ArrayList<>(keys);
  }

  void harness() {
    for (int c = 0; c < cases; c++) {
      List<String> expected = expected(c);
      try (StatefulFunctionHarness<String, Long, String> harness =
          StatefulFunctionHarness.forKeyedDoFn(new FirstSighting()).build()) {
        harness.processTimestampedElements(input(c));
        harness.advanceWatermarkToInfinity();
        List<String> emitted = new ArrayList<>(harness.getOutputValues());
        emitted.sort(null);
        if (!emitted.equals(expected)) {
          throw new AssertionError("case " + c + ": expected " + expected + " but got " + emitted);
        }
      }
    }
  }

  void pipelines() {
    for (int c = 0; c < cases; c++) {
      Pipeline pipeline = Direct.newPipeline();
      PCollection<String> emitted =
          pipeline
              .apply("input", Create.timestamped(input(c)))
              .apply("First sighting", ParDo.of(new FirstSighting()));
      PAssert.that(emitted).containsInAnyOrder(expected(c));
      Direct.run(pipeline);
    }
  }

  /** Elements per second through the harness: {@code n} elements on one key, one bundle. */
  static double throughput(List<KV<String, Long>> elements) {
    try (StatefulFunctionHarness<String, Long, Long> harness =
        StatefulFunctionHarness.forKeyedDoFn(new Count()).build()) {
      long start = System.nanoTime();
      harness.processElements(elements);
      long nanos = System.nanoTime() - start;
      Long count = harness.getState("count", "key");
      if (count == null || count != elements.size()) {
        throw new AssertionError("counted " + count + " of " + elements.size() + " elements");
      }
      return elements.size() / (nanos / 1e9);
    }
  }

  static List<KV<String, Long>> oneKey(int n) {
    List<KV<String, Long>> elements = new ArrayList<>(n);
    for (long i = 0; i < n; i++) {
      elements.add(KV.of("key", i));
    }
    return elements;
  }
}
