package io.pipespec.runtime.onrunner;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.capture.Capture;
import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.RunnerVerdict;
import io.pipespec.runtime.expect.ElementPredicate;
import io.pipespec.runtime.expect.OnRunner;
import io.pipespec.runtime.scope.PaneCensus;
import io.pipespec.runtime.scope.RunnerScope;
import io.pipespec.runtime.scope.Scope;
import io.pipespec.runtime.snapshot.SnapshotSettings;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.ExpectationSpec.Target;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.coders.ByteArrayCoder;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Flatten;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Values;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.util.SerializableUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.apache.beam.sdk.values.PCollectionTuple;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.TupleTagList;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.apiguardian.api.API;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * Judges an output's expectations in the pipeline ({@code pipespec.judge=runner}). For each
 * expectation that can be judged there ({@link OnRunner}), the output's elements, encoded with its
 * coder, and the expected values, encoded alike, become tallies keyed by their encoding; one tally
 * per distinct element sums both sides (in {@link Shard#SHARDS} shards, {@code GroupByKey}), and
 * one summary of all tallies ({@code Combine.globally}) keeps the totals and the first {@link
 * #KEPT} missing and unexpected elements. Only that summary is captured, so the test JVM holds at
 * most a few thousand elements whatever the output's size.
 *
 * <p>A sum or a hash folds every element into one value ({@link OnRunner.Aggregate}): it gets a
 * branch of its own instead ({@link Aggregates}), which brings back that value, the size and the
 * earliest elements.
 *
 * <p>Elements are compared by their encoding, which is exact only for a deterministic coder: the
 * comparisons of an output whose coder is not deterministic are not judged on the runner, and are
 * refused with the reason (an aggregate decodes the elements, and is judged whatever the coder).
 * Expectations scoped to windows or panes, filtered by {@code @Where}, keyed or reading the
 * elements themselves are refused too.
 */
@API(status = INTERNAL)
public final class RunnerJudging {

  /** How many distinct missing and how many distinct unexpected elements come back at most. */
  public static final int KEPT = 1_000;

  /** How many elements come back for a count (its failure lists 50). */
  static final int COUNT_KEPT = 50;

  private final Map<String, String> captures;
  private final Map<String, Scoped> scoped;
  private final Map<String, String> aggregates;
  private final Map<String, String> notJudged;
  private final Coder<? extends BoundedWindow> windowCoder;
  private final WindowingStrategy<?, ?> strategy;

  private RunnerJudging(
      Map<String, String> captures,
      Map<String, Scoped> scoped,
      Map<String, String> aggregates,
      Map<String, String> notJudged,
      Coder<? extends BoundedWindow> windowCoder,
      WindowingStrategy<?, ?> strategy) {
    this.captures = captures;
    this.scoped = scoped;
    this.aggregates = aggregates;
    this.notJudged = notJudged;
    this.windowCoder = windowCoder;
    this.strategy = strategy;
  }

  /** The scope of an expectation judged on the runner, and where its census is captured. */
  private record Scoped(RunnerScope scope, String capture) {}

  /** How an expectation is named among the verdicts of its output. */
  public static String key(ExpectationSpec expectation) {
    return expectation.declaringClass().getName() + "#" + expectation.methodName();
  }

  /** One expectation the runner can judge, with its expected side read. */
  private record Prepared(
      ExpectationSpec expectation,
      OnRunner how,
      List<KV<Integer, KV<byte[], Tally>>> expected,
      Optional<RunnerScope> scope,
      List<ElementPredicate<?>> filters) {}

  /**
   * What judging one output on the runner takes: for each expectation that reads it, its expected
   * side (literals and {@code from} values read now, a snapshot's header checked now) or why the
   * runner cannot judge it; made before the output is captured or judged, so that {@code
   * pipespec.judge=auto} can choose.
   */
  public static final class Plan<T> {
    private final String output;
    private final Coder<T> coder;
    private final SnapshotSettings snapshots;
    private final List<Prepared> prepared = new ArrayList<>();
    private final Map<String, String> notJudged = new LinkedHashMap<>();
    private long largest;

    private Plan(String output, Coder<T> coder, SnapshotSettings snapshots) {
      this.output = output;
      this.coder = coder;
      this.snapshots = snapshots;
    }

    /** Whether the runner can judge every expectation of the output. */
    public boolean complete() {
      return notJudged.isEmpty();
    }

    /**
     * The largest expected side among the expectations: the most literals or supplied values, the
     * most lines a snapshot's header counts, the largest count.
     */
    public long largestExpected() {
      return largest;
    }

    /**
     * Attaches the judging of the expectations the runner can judge to {@code collection}; the
     * others are refused when judged ({@link #notJudged}).
     */
    public RunnerJudging attach(PCollection<T> collection, CaptureStore store) {
      Map<String, String> captures = new LinkedHashMap<>();
      Map<String, Scoped> scoped = new LinkedHashMap<>();
      Map<String, String> aggregates = new LinkedHashMap<>();
      Coder<? extends BoundedWindow> windowCoder =
          collection.getWindowingStrategy().getWindowFn().windowCoder();
      PCollection<KV<Integer, KV<byte[], Tally>>> everything = null;
      for (Prepared each : prepared) {
        String key = key(each.expectation());
        String name = "Pipespec judge " + output + " " + each.expectation().methodName();
        PCollection<T> judged = collection;
        if (each.scope().isPresent()) {
          String census = "pipespec-census " + key;
          judged =
              inScope(
                  name,
                  output,
                  collection,
                  coder,
                  each.scope().get(),
                  each.filters(),
                  store,
                  census);
          scoped.put(key, new Scoped(each.scope().get(), census));
        }
        if (each.how() instanceof OnRunner.Aggregate aggregate) {
          String capture = "pipespec-aggregated " + key;
          Aggregates.attach(name, aggregate.aggregation(), judged, coder, store, capture);
          aggregates.put(key, capture);
          continue;
        }
        String capture = "pipespec-judged " + key;
        PCollection<KV<Integer, KV<byte[], Tally>>> actual;
        if (each.scope().isPresent()) {
          actual = tallied(name, judged, coder, windowCoder);
        } else {
          if (everything == null) {
            everything = tallied("Pipespec judge " + output, collection, coder, windowCoder);
          }
          actual = everything;
        }
        KvCoder<Integer, KV<byte[], Tally>> entryCoder =
            KvCoder.of(
                VarIntCoder.of(),
                KvCoder.of(ByteArrayCoder.of(), new Tally.TallyCoder(windowCoder)));
        // One tally of nothing, so that the summary has an input and is written whenever the
        // end of time fires: a missing summary then means it never fired, not an empty output.
        PCollection<KV<Integer, KV<byte[], Tally>>> nothing =
            collection
                .getPipeline()
                .apply(
                    name + ": nothing",
                    Create.of(KV.of(Shard.of(new byte[0]), KV.of(new byte[0], new Tally())))
                        .withCoder(entryCoder))
                .apply(name + ": nothing in one window", endOfTime());
        if (each.how() instanceof OnRunner.CountOnly) {
          // A count compares no element: its total and first arrivals fold in any parts, so the
          // runner combines them before any shuffle instead of grouping every element by shard.
          PCollection<Summary> summary =
              PCollectionList.of(actual)
                  .and(nothing)
                  .apply(name + ": both sides", Flatten.pCollections())
                  .apply(name + ": tallies", Values.create())
                  .apply(
                      name + ": summary",
                      Combine.globally(new Summary.Summarize(COUNT_KEPT, windowCoder))
                          .withoutDefaults());
          captures.put(key, capture(name, summary, windowCoder, store, capture));
          continue;
        }
        PCollection<KV<Integer, KV<byte[], Tally>>> expectedSide =
            each.how() instanceof OnRunner.Snapshot snapshot
                ? collection
                    .getPipeline()
                    .apply(
                        name + ": snapshot file",
                        Create.of(snapshots.directory().resolve(snapshot.path()).toString()))
                    .apply(
                        name + ": snapshot lines",
                        ParDo.of(
                            new SnapshotLines<>(snapshot.type(), snapshot.elementType(), coder)))
                    .setCoder(entryCoder)
                    .apply(name + ": snapshot in one window", endOfTime())
                : collection
                    .getPipeline()
                    .apply(name + ": expected", Create.of(each.expected()).withCoder(entryCoder))
                    .apply(name + ": expected in one window", endOfTime());
        PCollection<Summary> summary =
            PCollectionList.of(expectedSide)
                .and(actual)
                .and(nothing)
                .apply(name + ": both sides", Flatten.pCollections())
                .apply(name + ": per shard", GroupByKey.create())
                .apply(name + ": summaries", ParDo.of(new Shard(KEPT, windowCoder)))
                .setCoder(new Summary.SummaryCoder(windowCoder))
                .apply(
                    name + ": summary",
                    Combine.globally(new Summary.MergeSummaries(KEPT, windowCoder))
                        .withoutDefaults());
        captures.put(key, capture(name, summary, windowCoder, store, capture));
      }
      return new RunnerJudging(
          captures, scoped, aggregates, notJudged, windowCoder, collection.getWindowingStrategy());
    }

    /** Captures the one summary of a comparison as {@code capture}, which it returns. */
    private static String capture(
        String name,
        PCollection<Summary> summary,
        Coder<? extends BoundedWindow> windowCoder,
        CaptureStore store,
        String capture) {
      summary.apply(
          name + ": capture",
          Capture.of(
              new Summary.SummaryCoder(windowCoder),
              store.sink(capture, GlobalWindow.Coder.INSTANCE)));
      return capture;
    }
  }

  /**
   * Plans the judging of every expectation of {@code expectations} that reads {@code output}, whose
   * coder is {@code coder}.
   */
  public static <T> Plan<T> plan(
      String output,
      Coder<T> coder,
      List<ExpectationSpec> expectations,
      SnapshotSettings snapshots) {
    Plan<T> plan = new Plan<>(output, coder, snapshots);
    Optional<String> coderRefusal = nonDeterminism(coder);
    for (ExpectationSpec expectation : expectations) {
      if (!(expectation.target() instanceof Target.Output target)
          || !target.output().equals(output)) {
        continue;
      }
      String key = key(expectation);
      Optional<RunnerScope> scope = target.scope().onRunner();
      OnRunner how = target.expectation().onRunner();
      // An aggregate decodes the elements; only a comparison by encoding needs a deterministic
      // coder.
      Optional<String> refusal =
          (how instanceof OnRunner.Aggregate ? Optional.<String>empty() : coderRefusal)
              .or(() -> scope.isPresent() ? Optional.empty() : scopeRefusal(target.scope()));
      List<ElementPredicate<?>> filters = target.expectation().filters();
      if (refusal.isEmpty()) {
        refusal = unsendable(filters);
      }
      if (refusal.isEmpty() && how instanceof OnRunner.Refused refused) {
        refusal = Optional.of(refused.reason());
      }
      if (refusal.isEmpty() && how instanceof OnRunner.Snapshot snapshot) {
        refusal = snapshot.refusal(snapshots);
      }
      if (refusal.isPresent()) {
        plan.notJudged.put(key, refusal.get());
        continue;
      }
      List<KV<Integer, KV<byte[], Tally>>> expected = List.of();
      long size = 0;
      try {
        if (how instanceof OnRunner.Compare compare) {
          List<?> values = compare.expected().get();
          size = values.size();
          expected = expected(values, coder, output);
        } else if (how instanceof OnRunner.CountOnly count) {
          size = count.count();
        } else if (how instanceof OnRunner.Snapshot snapshot) {
          size = snapshot.size(snapshots);
        } else if (how instanceof OnRunner.Aggregate aggregate) {
          size = aggregate.expectedSize();
        }
      } catch (RuntimeException e) {
        plan.notJudged.put(
            key,
            "its expected values could not be read when the pipeline was built: "
                + e.getClass().getName()
                + (e.getMessage() == null ? "" : ": " + e.getMessage()));
        continue;
      }
      plan.largest = Math.max(plan.largest, size);
      plan.prepared.add(
          new Prepared(
              expectation,
              how,
              expected,
              target.scope() == Scope.everything() && filters.isEmpty()
                  ? Optional.empty()
                  : scope.or(() -> Optional.of(RunnerScope.everything())),
              filters));
    }
    return plan;
  }

  /** The verdicts the runner computed, by expectation; read after the run. */
  public Map<String, RunnerVerdict> verdicts(CaptureStore store) {
    Map<String, RunnerVerdict> verdicts = new LinkedHashMap<>();
    Summary.SummaryCoder coder = new Summary.SummaryCoder(windowCoder);
    for (Map.Entry<String, String> capture : captures.entrySet()) {
      RunnerVerdict verdict = decode(coder, single(store, capture.getKey(), capture.getValue()));
      verdicts.put(capture.getKey(), scopedVerdict(store, capture.getKey(), verdict));
    }
    for (Map.Entry<String, String> aggregate : aggregates.entrySet()) {
      CapturedElement folded = single(store, aggregate.getKey(), aggregate.getValue());
      RunnerVerdict verdict = RunnerVerdict.aggregated(Aggregates.read(folded, windowCoder));
      verdicts.put(aggregate.getKey(), scopedVerdict(store, aggregate.getKey(), verdict));
    }
    return verdicts;
  }

  /** The one summary or fold the runner wrote as {@code capture} for {@code expectation}. */
  private static CapturedElement single(CaptureStore store, String expectation, String capture) {
    List<CapturedElement> summaries = store.read(capture);
    if (summaries.isEmpty()) {
      throw new IllegalStateException(
          "The runner brought back no verdict for "
              + expectation
              + ": the comparison's window never fired, so the run never reached the end of"
              + " event time (an unbounded input whose watermark stops short of it?). Nothing"
              + " was judged.");
    }
    if (summaries.size() != 1) {
      throw new IllegalStateException(
          "The runner brought back "
              + summaries.size()
              + " summaries for "
              + expectation
              + ", not one: it fired the summary's global window more than once");
    }
    return summaries.get(0);
  }

  /** {@code verdict} with the counts of its scope, when it has one. */
  private RunnerVerdict scopedVerdict(CaptureStore store, String key, RunnerVerdict verdict) {
    Scoped scope = scoped.get(key);
    if (scope == null) {
      return verdict;
    }
    PaneCensus census = census(store, scope);
    return verdict.scoped(
        census.outOfScope(), scope.scope().refusal(strategy, census).orElse(null));
  }

  /** The census of a scope's window; none when no bundle held an element of the output. */
  private static PaneCensus census(CaptureStore store, Scoped scope) {
    PaneCensus census = scope.scope().census();
    for (CapturedElement element : store.read(scope.capture())) {
      try {
        census.merge(CoderUtils.decodeFromByteArray(CENSUS_CODER, element.encoded()));
      } catch (CoderException e) {
        throw new IllegalStateException("A census of panes the runner wrote does not decode", e);
      }
    }
    return census;
  }

  private static RunnerVerdict decode(Summary.SummaryCoder coder, CapturedElement element) {
    try {
      return CoderUtils.decodeFromByteArray(coder, element.encoded()).verdict();
    } catch (CoderException e) {
      throw new IllegalStateException("A summary the runner wrote does not decode", e);
    }
  }

  /** Why each expectation of the output that was not judged on the runner was not. */
  public Map<String, String> notJudged() {
    return notJudged;
  }

  private static Optional<String> nonDeterminism(Coder<?> coder) {
    try {
      coder.verifyDeterministic();
      return Optional.empty();
    } catch (Coder.NonDeterministicException e) {
      return Optional.of(
          "the output's coder "
              + coder
              + " is not deterministic, and the runner compares elements by their encoding; give"
              + " the output a deterministic coder, or judge in the test JVM (pipespec.judge=jvm)");
    }
  }

  /** Why a {@code @Where} filter cannot be sent to the runner; empty when every one can. */
  private static Optional<String> unsendable(List<ElementPredicate<?>> filters) {
    for (ElementPredicate<?> filter : filters) {
      try {
        SerializableUtils.serializeToByteArray(filter);
      } catch (RuntimeException e) {
        return Optional.of(
            "its @Where predicate ("
                + filter.describe()
                + ") cannot be sent to the runner, which applies it there: "
                + (e.getCause() == null ? e : e.getCause())
                + "; make the value it compares with Serializable, or judge it in the test JVM"
                + " (pipespec.judge=jvm)");
      }
    }
    return Optional.empty();
  }

  private static Optional<String> scopeRefusal(Scope scope) {
    return scope == Scope.everything()
        ? Optional.empty()
        : Optional.of(
            "its scope ("
                + scope.describe()
                + ") is applied in the test JVM only; judge it there (pipespec.judge=jvm)");
  }

  private static final Coder<PaneCensus> CENSUS_CODER = SerializableCoder.of(PaneCensus.class);

  /**
   * The elements of {@code collection} in {@code scope}, with their windows, panes and timestamps;
   * the census of the panes of all its elements is captured as {@code census}, one per bundle,
   * merged when read.
   */
  private static <T> PCollection<T> inScope(
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

  /** The expected values as one tally per distinct encoding, in the order they are listed. */
  private static <T> List<KV<Integer, KV<byte[], Tally>>> expected(
      List<?> values, Coder<T> coder, String output) {
    Map<String, KV<byte[], Tally>> byEncoding = new HashMap<>();
    List<KV<Integer, KV<byte[], Tally>>> tallies = new ArrayList<>();
    for (int i = 0; i < values.size(); i++) {
      @SuppressWarnings("unchecked")
      T value = (T) values.get(i);
      byte[] encoded;
      try {
        encoded = CoderUtils.encodeToByteArray(coder, value);
      } catch (CoderException | RuntimeException e) {
        throw new IllegalArgumentException(
            "the expected element #"
                + (i + 1)
                + " cannot be encoded with the coder "
                + coder
                + " of output '"
                + output
                + "': "
                + e,
            e);
      }
      String key = Base64.getEncoder().encodeToString(encoded);
      KV<byte[], Tally> tally = byEncoding.get(key);
      if (tally == null) {
        tally = KV.of(encoded, Tally.expected(0, i));
        byEncoding.put(key, tally);
        tallies.add(KV.of(Shard.of(encoded), tally));
      }
      tally.getValue().expected++;
    }
    return tallies;
  }

  /** The output's elements as tallies of one arrival each, in the global window. */
  private static <T> PCollection<KV<Integer, KV<byte[], Tally>>> tallied(
      String name,
      PCollection<T> collection,
      Coder<T> coder,
      Coder<? extends BoundedWindow> windowCoder) {
    return collection
        .apply(name + ": arrivals", ParDo.of(new Arrived<>(coder)))
        .setCoder(
            KvCoder.of(
                VarIntCoder.of(),
                KvCoder.of(ByteArrayCoder.of(), new Tally.TallyCoder(windowCoder))))
        .apply(name + ": one window", endOfTime());
  }

  /**
   * Every tally in the global window, fired once when the watermark reaches the end of time: the
   * same strategy on all sides, so that they flatten, and an explicit trigger, since Beam refuses
   * to group an unbounded collection in the global window under the default one.
   */
  private static Window<KV<Integer, KV<byte[], Tally>>> endOfTime() {
    return Window.<KV<Integer, KV<byte[], Tally>>>into(new GlobalWindows())
        .triggering(AfterWatermark.pastEndOfWindow())
        .withAllowedLateness(Duration.ZERO)
        .discardingFiredPanes();
  }

  private static final class Arrived<T> extends DoFn<T, KV<Integer, KV<byte[], Tally>>> {
    private static final long serialVersionUID = 1L;
    private final Coder<T> coder;

    Arrived(Coder<T> coder) {
      this.coder = coder;
    }

    // The window parameter makes the runner explode multi-window elements, one call per window.
    @ProcessElement
    public void processElement(ProcessContext context, BoundedWindow window) throws CoderException {
      byte[] encoded = CoderUtils.encodeToByteArray(coder, context.element());
      context.output(
          KV.of(
              Shard.of(encoded),
              KV.of(
                  encoded,
                  Tally.arrived(window, context.pane(), context.timestamp().getMillis()))));
    }
  }
}
