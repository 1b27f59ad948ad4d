package io.pipespec.runtime.verdict.onrunner;

import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * Folds the arrivals of a bundle into one summary, as {@link BundleFold} does with tallies, but
 * from the elements themselves: each arrival is summarized as it comes and dropped.
 */
final class Counted<T> extends DoFn<T, Summary> {
  private static final long serialVersionUID = 1L;
  private final Coder<T> coder;
  private final Summary.Summarize summarize;
  private transient @Nullable Summary folded;
  private transient @Nullable BoundedWindow firstWindow;
  private transient @Nullable Instant firstTimestamp;

  Counted(Coder<T> coder, Summary.Summarize summarize) {
    this.coder = coder;
    this.summarize = summarize;
  }

  @StartBundle
  public void startBundle() {
    folded = null;
    firstWindow = null;
    firstTimestamp = null;
  }

  // The window parameter makes the runner explode multi-window elements, one call per window.
  @ProcessElement
  public void processElement(ProcessContext context, BoundedWindow window) throws CoderException {
    Summary sum = folded;
    if (sum == null) {
      sum = summarize.createAccumulator();
      firstWindow = window;
      firstTimestamp = context.timestamp();
    }
    byte[] encoded = CoderUtils.encodeToByteArray(coder, context.element());
    folded =
        summarize.addInput(
            sum,
            KV.of(encoded, Tally.arrived(window, context.pane(), context.timestamp().getMillis())));
  }

  @FinishBundle
  public void finishBundle(FinishBundleContext context) {
    Summary sum = folded;
    BoundedWindow window = firstWindow;
    Instant timestamp = firstTimestamp;
    if (sum != null && window != null && timestamp != null) {
      context.output(summarize.extractOutput(sum), timestamp, window);
    }
    folded = null;
  }
}
