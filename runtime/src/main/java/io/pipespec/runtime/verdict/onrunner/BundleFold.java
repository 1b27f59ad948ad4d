package io.pipespec.runtime.verdict.onrunner;

import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * Folds the elements of a bundle with a {@code CombineFn}, where they are made, and emits one
 * accumulator when the bundle ends, in the window and at the timestamp of the bundle's first
 * element (the folded collections are all in the global window). A {@code Combine.globally} of
 * every element would make a runner move and sort each one (Flink's batch combiner copies them into
 * its sort buffer first); after this fold it merges one accumulator per bundle.
 */
final class BundleFold<InputT, AccumT> extends DoFn<InputT, AccumT> {

  private static final long serialVersionUID = 1L;
  private final Combine.CombineFn<InputT, AccumT, AccumT> fold;
  private transient @Nullable AccumT folded;
  private transient @Nullable BoundedWindow firstWindow;
  private transient @Nullable Instant firstTimestamp;

  BundleFold(Combine.CombineFn<InputT, AccumT, AccumT> fold) {
    this.fold = fold;
  }

  @StartBundle
  public void startBundle() {
    folded = null;
    firstWindow = null;
    firstTimestamp = null;
  }

  @ProcessElement
  public void process(@Element InputT element, @Timestamp Instant timestamp, BoundedWindow window) {
    AccumT sum = folded;
    if (sum == null) {
      sum = fold.createAccumulator();
      firstWindow = window;
      firstTimestamp = timestamp;
    }
    folded = fold.addInput(sum, element);
  }

  @FinishBundle
  public void finishBundle(FinishBundleContext context) {
    AccumT sum = folded;
    BoundedWindow window = firstWindow;
    Instant timestamp = firstTimestamp;
    if (sum != null && window != null && timestamp != null) {
      context.output(fold.extractOutput(sum), timestamp, window);
    }
    folded = null;
  }
}
