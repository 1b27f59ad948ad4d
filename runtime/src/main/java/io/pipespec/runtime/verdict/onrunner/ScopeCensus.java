package io.pipespec.runtime.verdict.onrunner;

import io.pipespec.runtime.capture.Capture;
import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.verdict.expect.ElementPredicate;
import io.pipespec.runtime.verdict.scope.PaneCensus;
import io.pipespec.runtime.verdict.scope.RunnerScope;
import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionTuple;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TupleTagList;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The scope of an expectation judged on the runner: keeps the elements in its windows and panes
 * that pass its {@code @Where} filters, and captures a census of the panes of every element, which
 * tells the test JVM what the scope left out and whether it can be honoured.
 */
final class ScopeCensus {

  private ScopeCensus() {}

  static final Coder<PaneCensus> CENSUS_CODER = SerializableCoder.of(PaneCensus.class);

  /**
   * The elements of {@code collection} in {@code scope}, with their windows, panes and timestamps;
   * the census of the panes of all its elements is captured as {@code census}, one per bundle,
   * merged when read.
   */
  static <T> PCollection<T> inScope(
      String name,
      String output,
      PCollection<T> collection,
      Coder<T> coder,
      RunnerScope scope,
      List<ElementPredicate<?>> filters,
      CaptureStore store,
      String census) {
    TupleTag<T> kept = new TupleTag<>() {};
    PCollectionTuple parts =
        collection.apply(
            name + ": in scope",
            ParDo.of(new InScope<>(output, scope, filters, kept))
                .withOutputTags(kept, TupleTagList.of(CENSUS)));
    parts
        .get(CENSUS)
        .setCoder(CENSUS_CODER)
        .apply(
            name + ": census in one window",
            Window.<PaneCensus>into(new GlobalWindows())
                .triggering(AfterWatermark.pastEndOfWindow())
                .withAllowedLateness(Duration.ZERO)
                .discardingFiredPanes())
        .apply(name + ": census", Combine.globally(new MergeCensus(scope)).withoutDefaults())
        .apply(
            name + ": capture census",
            Capture.of(CENSUS_CODER, store.sink(census, GlobalWindow.Coder.INSTANCE)));
    return parts.get(kept).setCoder(coder);
  }

  private static final TupleTag<PaneCensus> CENSUS = new TupleTag<>("pipespec-census") {};

  /**
   * Keeps the elements in the scope and counts every element's pane into a census of the bundle,
   * emitted when the bundle ends: one object per bundle, not per element. It is emitted in the
   * window, and at the timestamp, of the bundle's first element (a runner encodes it with the
   * output's window coder), and moved to the global window before the censuses are merged.
   */
  private static final class InScope<T> extends DoFn<T, T> {
    private static final long serialVersionUID = 1L;
    private final String output;
    private final RunnerScope scope;
    private final List<ElementPredicate<?>> filters;
    private final TupleTag<T> kept;
    private transient @Nullable PaneCensus census;
    private transient @Nullable BoundedWindow firstWindow;
    private transient @Nullable Instant firstTimestamp;

    InScope(String output, RunnerScope scope, List<ElementPredicate<?>> filters, TupleTag<T> kept) {
      this.output = output;
      this.scope = scope;
      this.filters = List.copyOf(filters);
      this.kept = kept;
    }

    /** Whether {@code element} passes every filter, outermost first, as in the test JVM. */
    @SuppressWarnings("unchecked")
    private boolean passes(T element) {
      for (ElementPredicate<?> filter : filters) {
        if (element == null && filter.comparesByOrder()) {
          throw new IllegalArgumentException(
              "Output '"
                  + output
                  + "' holds a null element, which cannot be compared: the comparisons of @Where"
                  + " use natural ordering (compareTo), and null has none (predicate: "
                  + filter.describe()
                  + "). Filter the nulls out first (in the pipeline, or with @Where(by = a"
                  + " method that tests for null)).");
        }
        if (!((ElementPredicate<T>) filter).test(element)) {
          return false;
        }
      }
      return true;
    }

    @StartBundle
    public void startBundle() {
      census = null;
      firstWindow = null;
      firstTimestamp = null;
    }

    // The window parameter makes the runner explode multi-window elements, one call per window.
    @ProcessElement
    public void processElement(ProcessContext context, BoundedWindow window) {
      PaneCensus counted = census;
      if (counted == null) {
        counted = scope.census();
        census = counted;
        firstWindow = window;
        firstTimestamp = context.timestamp();
      }
      boolean in = scope.test(window, context.pane()) && passes(context.element());
      scope.count(counted, window, context.pane(), in);
      if (in) {
        context.output(kept, context.element());
      }
    }

    @FinishBundle
    public void finishBundle(FinishBundleContext context) {
      PaneCensus counted = census;
      BoundedWindow window = firstWindow;
      Instant timestamp = firstTimestamp;
      if (counted != null && window != null && timestamp != null) {
        context.output(CENSUS, counted, timestamp, window);
      }
      census = null;
    }
  }

  /** Merges the censuses of the bundles. */
  private static final class MergeCensus
      extends Combine.CombineFn<PaneCensus, PaneCensus, PaneCensus> {
    private static final long serialVersionUID = 1L;
    private final RunnerScope scope;

    MergeCensus(RunnerScope scope) {
      this.scope = scope;
    }

    @Override
    public PaneCensus createAccumulator() {
      return scope.census();
    }

    @Override
    public PaneCensus addInput(PaneCensus merged, PaneCensus census) {
      return merged.merge(census);
    }

    @Override
    public PaneCensus mergeAccumulators(Iterable<PaneCensus> accumulators) {
      PaneCensus merged = scope.census();
      accumulators.forEach(merged::merge);
      return merged;
    }

    @Override
    public PaneCensus extractOutput(PaneCensus merged) {
      return merged;
    }
  }
}
