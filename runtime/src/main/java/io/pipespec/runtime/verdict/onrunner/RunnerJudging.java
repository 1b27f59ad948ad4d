package io.pipespec.runtime.verdict.onrunner;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.capture.Capture;
import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.RunnerVerdict;
import io.pipespec.runtime.verdict.expect.ElementPredicate;
import io.pipespec.runtime.verdict.expect.OnRunner;
import io.pipespec.runtime.verdict.scope.PaneCensus;
import io.pipespec.runtime.verdict.scope.RunnerScope;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.apiguardian.api.API;

/**
 * Judges an output's expectations in the pipeline ({@code pipespec.judge=runner}). For each
 * expectation that can be judged there ({@link OnRunner}), the output's elements, encoded with its
 * coder, and the expected values, encoded alike, become tallies keyed by their encoding, and a
 * {@link Comparison} sums both sides into one summary that keeps the totals and the first {@link
 * #KEPT} missing and unexpected elements: digests of the tallies first, then only the differing
 * buckets' tallies grouped and compared element by element. Only that summary is captured, so the
 * test JVM holds at most a few thousand elements whatever the output's size.
 *
 * <p>A sum or a hash folds every element into one value ({@link OnRunner.Aggregate}): it gets a
 * branch of its own instead ({@link Aggregates}), which brings back that value, the size and the
 * earliest elements.
 *
 * <p>Elements are compared by their encoding, which is exact only for a deterministic coder: the
 * comparisons of an output whose coder is not deterministic are not judged on the runner, and are
 * refused with the reason (an aggregate decodes the elements, and is judged whatever the coder). A
 * scope is applied where the pipeline runs ({@link ScopeCensus}); expectations whose scope only the
 * test JVM applies, keyed or reading the elements themselves are refused too.
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

  /**
   * The scope of an expectation judged on the runner, where its census is captured, and where the
   * earliest element its filters threw on is.
   */
  private record Scoped(RunnerScope scope, String capture, String thrown) {}

  /** One expectation the runner can judge, with its expected side read. */
  private record Prepared(
      Judged expectation,
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
        String key = each.expectation().key();
        String name = "Pipespec judge " + output + " " + each.expectation().methodName();
        PCollection<T> judged = collection;
        if (each.scope().isPresent()) {
          String census = "pipespec-census " + key;
          String thrown = "pipespec-thrown " + key;
          judged =
              ScopeCensus.inScope(
                  name,
                  output,
                  collection,
                  coder,
                  each.scope().get(),
                  each.filters(),
                  store,
                  census,
                  thrown);
          scoped.put(key, new Scoped(each.scope().get(), census, thrown));
        }
        if (each.how() instanceof OnRunner.Aggregate aggregate) {
          String capture = "pipespec-aggregated " + key;
          Aggregates.attach(name, aggregate.aggregation(), judged, coder, store, capture);
          aggregates.put(key, capture);
          continue;
        }
        String capture = "pipespec-judged " + key;
        if (each.how() instanceof OnRunner.CountOnly) {
          PCollection<Summary> summary =
              Comparison.count(name, judged, coder, COUNT_KEPT, windowCoder);
          captures.put(key, capture(name, summary, windowCoder, store, capture));
          continue;
        }
        PCollection<KV<Integer, KV<byte[], Tally>>> actual;
        if (each.scope().isPresent()) {
          actual = Comparison.tallied(name, judged, coder, windowCoder);
        } else {
          if (everything == null) {
            everything =
                Comparison.tallied("Pipespec judge " + output, collection, coder, windowCoder);
          }
          actual = everything;
        }
        PCollection<KV<Integer, KV<byte[], Tally>>> nothing =
            Comparison.nothing(collection, name, windowCoder);
        Comparison.ExpectedSide expectedSide =
            each.how() instanceof OnRunner.Snapshot snapshot
                ? Comparison.snapshot(
                    collection,
                    snapshots.directory().resolve(snapshot.path()),
                    snapshot,
                    coder,
                    windowCoder)
                : Comparison.literals(collection, each.expected(), windowCoder);
        PCollection<Summary> summary =
            Comparison.compare(
                name, expectedSide, judged, coder, actual, nothing, KEPT, windowCoder);
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
      String output, Coder<T> coder, List<Judged> expectations, SnapshotSettings snapshots) {
    Plan<T> plan = new Plan<>(output, coder, snapshots);
    Optional<String> coderRefusal = Refusals.nonDeterminism(coder);
    for (Judged expectation : expectations) {
      if (!expectation.output().equals(output)) {
        continue;
      }
      Judged target = expectation;
      String key = expectation.key();
      Optional<RunnerScope> scope = target.scope().onRunner();
      OnRunner how = target.expectation().onRunner();
      // An aggregate decodes the elements and a count compares none; only a comparison by
      // encoding needs a deterministic coder.
      boolean byEncoding =
          !(how instanceof OnRunner.Aggregate || how instanceof OnRunner.CountOnly);
      Optional<String> refusal =
          (byEncoding ? coderRefusal : Optional.<String>empty())
              .or(() -> scope.isPresent() ? Optional.empty() : Refusals.scope(target.scope()));
      List<ElementPredicate<?>> filters = target.expectation().filters();
      if (refusal.isEmpty()) {
        refusal = Refusals.unsendable(filters);
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
          expected = Comparison.expected(values, coder, output);
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
    RunnerVerdict scopedVerdict =
        verdict.scoped(census.outOfScope(), scope.scope().refusal(strategy, census).orElse(null));
    return Thrown.read(store.read(scope.thrown()), windowCoder)
        .map(scopedVerdict::withThrow)
        .orElse(scopedVerdict);
  }

  /** The census of a scope's window; none when no bundle held an element of the output. */
  private static PaneCensus census(CaptureStore store, Scoped scope) {
    PaneCensus census = scope.scope().census();
    for (CapturedElement element : store.read(scope.capture())) {
      try {
        census.merge(CoderUtils.decodeFromByteArray(ScopeCensus.CENSUS_CODER, element.encoded()));
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
}
