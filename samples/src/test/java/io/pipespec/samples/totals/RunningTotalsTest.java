package io.pipespec.samples.totals;

import io.pipespec.ExpectContains;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * Running totals in the global window with early panes every minute of processing time: the
 * counterpart of PAssert's {@code inEarlyGlobalWindowPanes()} is {@code @Window(global = true)}
 * with {@code @Pane(Timing.EARLY)}.
 */
@PipelineTest
@Timeline({
  "eur=10 @ 0",
  "usd=5 @ 0",
  "processing +2m",
  "eur=7 @ 1m",
  "processing +2m",
  "watermark end"
})
class RunningTotalsTest {

  @UnderTest
  static PCollection<KV<String, Integer>> totals(PCollection<KV<String, Integer>> amounts) {
    return amounts.apply(new RunningTotals(Duration.standardMinutes(1)));
  }

  @ExpectContains({"eur=10", "usd=5", "eur=17"})
  @Window(global = true)
  @Pane(Timing.EARLY)
  void earlyPanesOfTheGlobalWindow() {}

  @ExpectContains({"eur=17", "usd=5"})
  @Window(global = true)
  @Pane(Timing.FINAL)
  void finalTotalsWhenTheInputEnds() {}

  /**
   * Pane indexes count per key: the second firing of eur is its second early pane, that of usd
   * (which got no new data) its final on-time pane.
   */
  @ExpectContains({"eur=17", "usd=5"})
  @Pane(index = 1)
  void secondFiringOfEachKey() {}
}
