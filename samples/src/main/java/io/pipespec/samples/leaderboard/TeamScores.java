package io.pipespec.samples.leaderboard;

import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.AfterProcessingTime;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * The team scores of a game leaderboard: points per team ({@code team=points}) summed in fixed
 * windows. A window fires speculatively (early) a while of processing time after its first score,
 * on time when the watermark passes its end, and again (late) a while after late scores arrive,
 * until the allowed lateness has passed; panes accumulate, so each shows the running total.
 */
public final class TeamScores
    extends PTransform<PCollection<KV<String, Integer>>, PCollection<KV<String, Integer>>> {

  private final Duration windowSize;
  private final Duration earlyDelay;
  private final Duration lateDelay;
  private final Duration allowedLateness;

  /**
   * @param windowSize the length of each scoring window
   * @param earlyDelay processing time after the first score of a pane before an early firing
   * @param lateDelay processing time after the first late score of a pane before a late firing
   * @param allowedLateness how long after the end of a window late scores still count
   */
  public TeamScores(
      Duration windowSize, Duration earlyDelay, Duration lateDelay, Duration allowedLateness) {
    this.windowSize = windowSize;
    this.earlyDelay = earlyDelay;
    this.lateDelay = lateDelay;
    this.allowedLateness = allowedLateness;
  }

  @Override
  public PCollection<KV<String, Integer>> expand(PCollection<KV<String, Integer>> scores) {
    return scores
        .apply(
            "Team windows",
            Window.<KV<String, Integer>>into(FixedWindows.of(windowSize))
                .triggering(
                    AfterWatermark.pastEndOfWindow()
                        .withEarlyFirings(
                            AfterProcessingTime.pastFirstElementInPane().plusDelayOf(earlyDelay))
                        .withLateFirings(
                            AfterProcessingTime.pastFirstElementInPane().plusDelayOf(lateDelay)))
                .withAllowedLateness(allowedLateness)
                .accumulatingFiredPanes())
        .apply("Sum per team", Sum.integersPerKey());
  }
}
