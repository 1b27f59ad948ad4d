package io.pipespec.samples.function;

import static com.google.common.truth.Truth.assertThat;

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
import io.pipespec.function.StatefulFunctionHarness;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Duration;

/** {@link SumPerKey} with the annotation DSL: the same story as {@link SumPerKeyTest}. */
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
}
