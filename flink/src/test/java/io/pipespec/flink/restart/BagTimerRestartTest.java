package io.pipespec.flink.restart;

import io.pipespec.ExpectContains;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
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

/**
 * The corpus's restart control, state plus a timer: elements held in a {@code BagState} per minute
 * and let out by an event-time timer at the minute's end. The checkpoint keeps the bag and the
 * timer, so the restart changes nothing.
 */
@PipelineTest
@Runners("FlinkRunner")
@Timeline({"a @ 1s", "b @ 2s", "fail and restart", "c @ 3s"})
public class BagTimerRestartTest {

  @UnderTest
  static PCollection<String> held(PCollection<String> clicks) {
    return clicks
        .apply("PerMinute", Window.into(FixedWindows.of(Duration.standardMinutes(1))))
        .apply("Key", WithKeys.<String, String>of("all").withKeyType(TypeDescriptors.strings()))
        .apply("Hold", ParDo.of(new Hold()));
  }

  @ExpectContains({"a", "b", "c"})
  void all() {}

  static final class Hold extends DoFn<KV<String, String>, String> {
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
