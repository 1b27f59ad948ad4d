package com.example;

import io.pipespec.BaseTime;
import io.pipespec.ConfigureHarness;
import io.pipespec.ExpectContains;
import io.pipespec.ExpectCount;
import io.pipespec.ExpectFiredTimers;
import io.pipespec.ExpectNoState;
import io.pipespec.ExpectPendingTimers;
import io.pipespec.ExpectState;
import io.pipespec.FunctionTest;
import io.pipespec.Pane;
import io.pipespec.Satisfies;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Where;
import io.pipespec.Window;
import io.pipespec.function.OutputElement;
import io.pipespec.function.StatefulFunctionHarness;
import java.util.List;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.CombiningState;
import org.apache.beam.sdk.state.SetState;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Duration;

@FunctionTest
@BaseTime("2025-01-01T00:00:00Z")
@Timeline({"red=3 @ 1m", "blue=4", "'a@b=5' @ 90s", "watermark 2m", "processing +30s", "watermark end"})
class FunctionSampleTest {
  static class Fn extends DoFn<KV<String, Integer>, KV<String, Long>> {
    @StateId("last")
    private final StateSpec<ValueState<Integer>> last = StateSpecs.value();

    @StateId("sum")
    private final StateSpec<CombiningState<Long, long[], Long>> sum =
        StateSpecs.combining(Sum.ofLongs());

    @StateId("bag")
    private final StateSpec<BagState<String>> bag = StateSpecs.bag();

    @StateId("set")
    private final StateSpec<SetState<Integer>> set = StateSpecs.set();

    @TimerId("flush")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @TimerId("slow flush")
    private final TimerSpec slowFlush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @TimerFamily("ticks")
    private final TimerSpec ticks = TimerSpecs.timerMap(TimeDomain.PROCESSING_TIME);

    @ProcessElement
    public void process(@Element KV<String, Integer> element) {}
  }

  @UnderTest
  static Fn fn() {
    return new Fn();
  }

  @ConfigureHarness
  static void windows(StatefulFunctionHarness.Builder<String, Integer, KV<String, Long>> harness) {
    harness.withWindowFn(FixedWindows.of(Duration.standardMinutes(10)));
  }

  @ExpectContains("red=3")
  void output() {}

  @ExpectContains("red=3")
  @Window(start = "0", size = "10m")
  void outputOfTheFirstWindow() {}

  @ExpectCount(1)
  @Window(start = "2025-01-01T00:00:00Z", end = "10m")
  @Pane(Timing.ON_TIME)
  @Where(by = "isRed")
  void oneRedOnTime() {}

  static boolean isRed(KV<String, Long> sum) {
    return sum.getKey().equals("red");
  }

  @ExpectState(id = "last", key = "red", value = "3", window = "[0, 10m)")
  void last() {}

  @ExpectState(id = "sum", key = "red", value = "3", window = "[0, 10m)")
  void sum() {}

  @ExpectState(id = "bag", key = "red", value = "[a, b]", window = "[0, 10m)")
  void bag() {}

  @ExpectState(id = "set", key = "red", value = "[2, 1]", window = "[0, 10m)")
  void set() {}

  @ExpectNoState(id = "last", key = "blue", window = "[0, 10m)")
  void noLast() {}

  @ExpectPendingTimers({})
  void nonePending() {}

  @ExpectPendingTimers("'slow flush' red @ 5m")
  void slowFlushPending() {}

  @ExpectFiredTimers("flush red @ 9m59.999s in [0, 10m)")
  void flushedInTheFirstWindow() {}

  @ExpectFiredTimers({"flush red @ 1m", "ticks/t1 blue @ 2025-01-01T00:00:30Z"})
  void fired() {}

  @Satisfies
  void checked(StatefulFunctionHarness<String, Integer, KV<String, Long>> harness) {}

  @Satisfies
  static void values(List<KV<String, Long>> values) {}

  @Satisfies
  static void timestamped(Iterable<OutputElement<KV<String, Long>>> elements) {}
}
