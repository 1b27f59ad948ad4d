package io.pipespec.samples.function;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.BaseTime;
import io.pipespec.ConfigureHarness;
import io.pipespec.ExpectContains;
import io.pipespec.ExpectFiredTimers;
import io.pipespec.ExpectNoState;
import io.pipespec.ExpectPendingTimers;
import io.pipespec.ExpectState;
import io.pipespec.FunctionTest;
import io.pipespec.Satisfies;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import io.pipespec.function.OutputElement;
import io.pipespec.function.StatefulFunctionHarness;
import java.util.List;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Duration;

/** {@link SumPerKey} with the annotation DSL: the same story as {@link SumPerKeyTest}. */
// snippet:function-test
@FunctionTest
class SumPerKeyFunctionTest {

  @UnderTest
  static SumPerKey sumPerKey() {
    return new SumPerKey(Duration.standardMinutes(2));
  }

  @ConfigureHarness
  static void tenMinuteWindows(
      StatefulFunctionHarness.Builder<String, Long, KV<String, Long>> harness) {
    harness.withWindowFn(FixedWindows.of(Duration.standardMinutes(10)));
  }

  @Scenario
  @Timeline({"red=3 @ 1m", "red=4 @ 90s", "blue=1 @ 2m", "watermark 181s"})
  static class RedFlushesFirst {
    @ExpectContains("red=7")
    void redIsFlushedByItsTimer() {}

    @ExpectFiredTimers("flush red @ 3m")
    void onlyRedsFlushFired() {}

    @ExpectPendingTimers("flush blue @ 4m")
    void bluesFlushIsStillPending() {}

    @ExpectState(id = "sum", key = "blue", value = "1", window = "[0, 10m)")
    void blueStillHoldsItsSum() {}

    @ExpectNoState(id = "flushPending", key = "red", window = "[0, 10m)")
    void redHasNoFlushPending() {}
  }

  // end snippet:function-test

  @Scenario
  @Timeline({"red=3 @ 1m", "red=4 @ 90s", "blue=1 @ 2m", "green=2 @ 12m", "watermark end"})
  static class EverythingExpires {
    @ExpectContains({"red=7", "blue=1", "green=2"})
    void everySumIsEmittedOnce() {}

    @ExpectPendingTimers({})
    void noTimerIsLeft() {}

    @Satisfies
    static void runnerCoreClearedEveryWindow(
        StatefulFunctionHarness<String, Long, KV<String, Long>> harness) {
      assertThat(harness.getKeysForState("sum")).isEmpty();
    }
  }

  /**
   * Output, timers and times per window: {@code @Window} selects the sums of one window, a timer
   * literal names its window after {@code in}, and a {@code @Satisfies} on {@code OutputElement}s
   * sees when each sum was emitted. Times count from the {@code @BaseTime}.
   */
  @Scenario
  @BaseTime("2026-01-01T00:00:00Z")
  @Timeline({"red=3 @ 1m", "green=2 @ 12m", "watermark end"})
  static class OneSumPerWindow {
    @ExpectContains("red=3")
    @Window(start = "0", size = "10m")
    void redInTheFirstWindow() {}

    @ExpectContains("green=2")
    @Window(start = "10m", size = "10m")
    void greenInTheSecondWindow() {}

    @ExpectFiredTimers({"flush red @ 3m in [0, 10m)", "flush green @ 14m in [10m, 20m)"})
    void eachFlushFiredInItsWindow() {}

    @Satisfies
    static void eachSumIsEmittedWhenItsTimerFires(List<OutputElement<KV<String, Long>>> sums) {
      assertThat(sums.stream().map(sum -> sum.value().getKey() + " @ " + sum.timestamp()))
          .containsExactly("red @ 2026-01-01T00:03:00.000Z", "green @ 2026-01-01T00:14:00.000Z")
          .inOrder();
    }
  }
}
