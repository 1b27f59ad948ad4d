package io.pipespec.samples.leaderboard;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.BaseTime;
import io.pipespec.ExpectContains;
import io.pipespec.ExpectEmpty;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import java.util.List;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * The leaderboard's team scores in 20-minute windows: early firings 5 minutes (processing time)
 * after the first score, late firings 1 minute after the first late score, 1 hour of allowed
 * lateness, accumulating panes. Each scenario scripts event time with a {@code @Timeline}; times
 * count from the {@code @BaseTime}.
 */
@PipelineTest
@BaseTime("2026-01-01T00:00:00Z")
class TeamScoresTest {

  @UnderTest
  static PCollection<KV<String, Integer>> teamScores(PCollection<KV<String, Integer>> scores) {
    return scores.apply(
        new TeamScores(
            Duration.standardMinutes(20),
            Duration.standardMinutes(5),
            Duration.standardMinutes(1),
            Duration.standardHours(1)));
  }

  /** Every score arrives before the watermark passes the end of its window. */
  @Scenario
  @Timeline({
    "blue=3 @ 1m",
    "red=4 @ 3m",
    "blue=9 @ 10m",
    "red=1 @ 25m",
    "watermark 20m",
    "watermark 40m",
    "watermark end"
  })
  static class AllOnTime {
    @ExpectContains({"blue=12", "red=4"})
    @Window(start = "0", size = "20m")
    @Pane(Timing.ON_TIME)
    void firstWindowTotals() {}

    @ExpectContains("red=1")
    @Window(start = "20m", end = "40m")
    @Pane(Timing.ON_TIME)
    void secondWindowTotals() {}

    @ExpectEmpty
    @Pane(Timing.EARLY)
    void noSpeculativeTotals() {}

    @Satisfies
    @Pane(index = 0)
    void everyTeamFiresOnceOnTime(List<KV<String, Integer>> totals) {
      assertThat(totals).hasSize(3);
    }
  }

  /** Processing time passes while the window is open: early panes show the running totals. */
  @Scenario
  @Timeline({
    "blue=3 @ 1m",
    "processing +6m",
    "blue=4 @ 8m",
    "processing +6m",
    "watermark 20m",
    "watermark end"
  })
  static class SpeculativeEarly {
    @ExpectContains({"blue=3", "blue=7"})
    @Window(start = "0", size = "20m")
    @Pane(Timing.EARLY)
    void runningTotals() {}

    @ExpectContains("blue=7")
    @Window(start = "0", size = "20m")
    @Pane(value = Timing.EARLY, index = 1)
    void secondSpeculation() {}

    @ExpectContains("blue=7")
    @Window(start = "0", size = "20m")
    @Pane(Timing.ON_TIME)
    void onTimeTotalRepeatsTheAccumulatedScore() {}
  }

  /**
   * A score behind the watermark but before the end of its window: late for its event time, yet not
   * late for the window, so it counts in the on-time pane and no late pane fires.
   */
  @Scenario
  @Timeline({"blue=3 @ 1m", "watermark 10m", "blue=5 @ 2m", "watermark 20m", "watermark end"})
  static class LateButUnobservable {
    @ExpectContains("blue=8")
    @Window(start = "0", size = "20m")
    @Pane(Timing.ON_TIME)
    void countsOnTime() {}

    @ExpectEmpty
    @Window(start = "0", size = "20m")
    @Pane(Timing.LATE)
    void noLatePane() {}
  }

  /** A score after the watermark passed the end of its window, within the allowed lateness. */
  // snippet:observably-late
  @Scenario
  @Timeline({"blue=3 @ 1m", "watermark 20m", "blue=5 @ 5m", "processing +2m", "watermark end"})
  static class ObservablyLate {
    @ExpectContains("blue=3")
    @Window(start = "0", size = "20m")
    @Pane(Timing.ON_TIME)
    void onTimeBeforeTheLateScore() {}

    @ExpectContains("blue=8")
    @Window(start = "0", size = "20m")
    @Pane(Timing.LATE)
    void latePaneAccumulates() {}

    // end snippet:observably-late

    @ExpectContains("blue=3")
    @Window(start = "0", size = "20m")
    @Pane(Timing.COMBINED_NON_LATE)
    void nonLatePanesMissTheLateScore() {}
  }

  /** A score after the allowed lateness has passed: dropped, no pane shows it. */
  @Scenario
  @Timeline({
    "blue=3 @ 1m",
    "watermark 20m",
    "watermark 1h30m",
    "blue=100 @ 5m",
    "processing +2m",
    "watermark end"
  })
  static class DroppablyLate {
    @ExpectContains("blue=3")
    @Window(start = "0", size = "20m")
    void onlyTheOnTimeScore() {}

    @ExpectEmpty
    @Window(start = "0", size = "20m")
    @Pane(Timing.LATE)
    void noLatePane() {}
  }
}
