package io.pipespec.samples.totals;

import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.AfterProcessingTime;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.Repeatedly;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.joda.time.Duration;

/**
 * All-time totals per key in the global window, published early every {@code period} of processing
 * time after new data; panes accumulate, and the last one comes when the input ends.
 */
public final class RunningTotals
    extends PTransform<PCollection<KV<String, Integer>>, PCollection<KV<String, Integer>>> {

  private final Duration period;

  public RunningTotals(Duration period) {
    this.period = period;
  }

  @Override
  public PCollection<KV<String, Integer>> expand(PCollection<KV<String, Integer>> amounts) {
    return amounts
        .apply(
            "Global",
            Window.<KV<String, Integer>>into(new GlobalWindows())
                .triggering(
                    Repeatedly.forever(
                        AfterProcessingTime.pastFirstElementInPane().plusDelayOf(period)))
                .withAllowedLateness(Duration.ZERO)
                .accumulatingFiredPanes())
        .apply("Sum", Sum.integersPerKey());
  }
}
