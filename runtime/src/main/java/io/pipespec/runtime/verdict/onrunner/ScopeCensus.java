package io.pipespec.runtime.verdict.onrunner;

import io.pipespec.runtime.capture.Capture;
import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.verdict.expect.ElementPredicate;
import io.pipespec.runtime.verdict.scope.PaneCensus;
import io.pipespec.runtime.verdict.scope.RunnerScope;
import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.util.CoderUtils;
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
 * tells the test JVM what the scope left out and whether it can be honoured. A filter that throws
 * on an element keeps it out and lets the pipeline run on: the earliest such element is captured,
 * with what the filter threw ({@link Thrown}), and fails this expectation alone in the test JVM,
 * while the others are judged.
 */
final class ScopeCensus {

  private ScopeCensus() {}

  static final Coder<PaneCensus> CENSUS_CODER = SerializableCoder.of(PaneCensus.class);

  /**
   * The elements of {@code collection} in {@code scope}, with their windows, panes and timestamps;
   * the census of the panes of all its elements is captured as {@code census}, one per bundle,
   * merged when read, and the earliest element a filter threw on as {@code thrown}, when one did.
   */
  static <T> PCollection<T> inScope(
      String name,
      String output,
      PCollection<T> collection,
      Coder<T> coder,
      RunnerScope scope,
      List<ElementPredicate<?>> filters,
      CaptureStore store,
      String census,
      String thrown) {
    TupleTag<T> kept = new TupleTag<>() {};
    PCollectionTuple parts =
        collection.apply(
            name + ": in scope",
            ParDo.of(new InScope<>(output, coder, scope, filters, kept))
                .withOutputTags(kept, TupleTagList.of(CENSUS).and(THROWN)));
    Thrown.ThrownCoder thrownCoder =
        new Thrown.ThrownCoder(collection.getWindowingStrategy().getWindowFn().windowCoder());
    parts
        .get(THROWN)
        .setCoder(thrownCoder)
        .apply(name + ": thrown in one window", Comparison.endOfTime())
        .apply(
            name + ": earliest thrown", Combine.globally(new Thrown.Earliest()).withoutDefaults())
        .apply(
            name + ": capture thrown",
            Capture.of(thrownCoder, store.sink(thrown, GlobalWindow.Coder.INSTANCE)));
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

  private static final TupleTag<Thrown> THROWN = new TupleTag<>("pipespec-thrown") {};

  /**
   * Keeps the elements in the scope and counts every element's pane into a census of the bundle,
   * emitted when the bundle ends: one object per bundle, not per element. It is emitted in the
   * window, and at the timestamp, of the bundle's first element (a runner encodes it with the
   * output's window coder), and moved to the global window before the censuses are merged.
   */
  private static final class InScope<T> extends DoFn<T, T> {
    private static final long serialVersionUID = 1L;
    private final String output;
    private final Coder<T> coder;
    private final RunnerScope scope;
    private final List<ElementPredicate<?>> filters;
    private final TupleTag<T> kept;
    private transient @Nullable PaneCensus census;
    private transient @Nullable Thrown thrown;
    private transient @Nullable BoundedWindow firstWindow;
    private transient @Nullable Instant firstTimestamp;

    InScope(
        String output,
        Coder<T> coder,
        RunnerScope scope,
        List<ElementPredicate<?>> filters,
        TupleTag<T> kept) {
      this.output = output;
      this.coder = coder;
      this.scope = scope;
      this.filters = List.copyOf(filters);
      this.kept = kept;
    }

    /**
     * Whether the element passes every filter, outermost first, as in the test JVM. A filter that
     * throws (or compares a null element by natural ordering, which the test JVM refuses) keeps it
     * out, and the bundle keeps the earliest such element to bring back.
     */
    @SuppressWarnings("unchecked")
    private boolean passes(ProcessContext context, BoundedWindow window) throws CoderException {
      T element = context.element();
      for (int i = 0; i < filters.size(); i++) {
        ElementPredicate<T> filter = (ElementPredicate<T>) filters.get(i);
        String threw;
        try {
          if (element == null && filter.comparesByOrder()) {
            threw =
                "a null element of output '"
                    + output
                    + "', which a comparison by natural ordering cannot compare";
          } else if (filter.test(element)) {
            continue;
          } else {
            return false;
          }
        } catch (RuntimeException e) {
          threw = e.toString();
        }
        thrown =
            Thrown.earlier(
                thrown,
                new Thrown(
                    i,
                    threw,
                    CoderUtils.encodeToByteArray(coder, element),
                    window,
                    context.pane(),
                    context.timestamp().getMillis()));
        return false;
      }
      return true;
    }

    @StartBundle
    public void startBundle() {
      census = null;
      thrown = null;
      firstWindow = null;
      firstTimestamp = null;
    }

    // The window parameter makes the runner explode multi-window elements, one call per window.
    @ProcessElement
    public void processElement(ProcessContext context, BoundedWindow window) throws CoderException {
      PaneCensus counted = census;
      if (counted == null) {
        counted = scope.census();
        census = counted;
        firstWindow = window;
        firstTimestamp = context.timestamp();
      }
      boolean in = scope.test(window, context.pane()) && passes(context, window);
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
        Thrown earliest = thrown;
        if (earliest != null) {
          context.output(THROWN, earliest, timestamp, window);
        }
      }
      census = null;
      thrown = null;
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
