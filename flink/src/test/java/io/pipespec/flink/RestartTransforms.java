package io.pipespec.flink;

import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.WithKeys;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;

/** The transforms of the restart corpus on Flink: one bug of the restart shape, two controls. */
final class RestartTransforms {

  private RestartTransforms() {}

  /** Correct: a running count per element, kept in Beam state, which a checkpoint restores. */
  static PCollection<String> runningCounts(PCollection<String> clicks) {
    return clicks
        .apply(
            "Key",
            WithKeys.<String, String>of(click -> click).withKeyType(TypeDescriptors.strings()))
        .apply("Count", ParDo.of(new RunningCount()));
  }

  static final class RunningCount extends DoFn<KV<String, String>, String> {
    @StateId("count")
    private final StateSpec<ValueState<Integer>> count = StateSpecs.value(VarIntCoder.of());

    @ProcessElement
    public void process(
        @Element KV<String, String> click,
        @StateId("count") ValueState<Integer> count,
        OutputReceiver<String> out) {
      Integer before = count.read();
      int now = (before == null ? 0 : before) + 1;
      count.write(now);
      out.output(click.getKey() + "=" + now);
    }
  }

  /**
   * The bug: elements buffered in a field across bundles and let out two at a time. A restarted
   * job's new instance starts with an empty field: what the failed one held is lost.
   */
  static final class FieldPairs extends DoFn<String, String> {
    private final List<String> buffer = new ArrayList<>();

    @ProcessElement
    public void process(@Element String click, OutputReceiver<String> out) {
      buffer.add(click);
      if (buffer.size() == 2) {
        buffer.forEach(out::output);
        buffer.clear();
      }
    }
  }

  /** The bug as a transform. */
  static PCollection<String> fieldPairs(PCollection<String> clicks) {
    return clicks.apply("Pairs", ParDo.of(new FieldPairs()));
  }

  /**
   * Correct: elements buffered in a {@code BagState} per minute and let out by an event-time timer
   * at the minute's end; the checkpoint keeps the bag and the timer.
   */
  static PCollection<String> bagThenTimer(PCollection<String> clicks) {
    return clicks
        .apply("PerMinute", Window.into(FixedWindows.of(Duration.standardMinutes(1))))
        .apply("Key", WithKeys.<String, String>of("all").withKeyType(TypeDescriptors.strings()))
        .apply("Buffer", ParDo.of(new BagUntilTimer()));
  }

  static final class BagUntilTimer extends DoFn<KV<String, String>, String> {
    @StateId("held")
    private final StateSpec<BagState<String>> held = StateSpecs.bag(StringUtf8Coder.of());

    @TimerId("flush")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(
        @Element KV<String, String> click,
        BoundedWindow window,
        @StateId("held") BagState<String> held,
        @TimerId("flush") Timer flush) {
      held.add(click.getValue());
      flush.set(window.maxTimestamp());
    }

    @OnTimer("flush")
    public void onFlush(@StateId("held") BagState<String> held, OutputReceiver<String> out) {
      held.read().forEach(out::output);
      held.clear();
    }
  }
}
