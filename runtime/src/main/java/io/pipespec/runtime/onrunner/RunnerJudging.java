package io.pipespec.runtime.onrunner;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.capture.Capture;
import io.pipespec.runtime.capture.CaptureStore;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.RunnerVerdict;
import io.pipespec.runtime.expect.OnRunner;
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
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Flatten;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.apiguardian.api.API;
import org.joda.time.Duration;

/**
 * Judges an output's expectations in the pipeline ({@code pipespec.judge=runner}). For each
 * expectation that can be judged there ({@link OnRunner}), the output's elements, encoded with its
 * coder, and the expected values, encoded alike, become tallies keyed by their encoding; one tally
 * per distinct element sums both sides (in {@link Shard#SHARDS} shards, {@code GroupByKey}), and
 * one summary of all tallies ({@code Combine.globally}) keeps the totals and the first {@link
 * #KEPT} missing and unexpected elements. Only that summary is captured, so the test JVM holds at
 * most a few thousand elements whatever the output's size.
 *
 * <p>Elements are compared by their encoding, which is exact only for a deterministic coder: an
 * output whose coder is not deterministic is not judged on the runner, and its expectations are
 * refused with the reason. Expectations scoped to windows or panes, filtered by {@code @Where},
 * keyed or reading the elements themselves are refused too.
 */
@API(status = INTERNAL)
public final class RunnerJudging {

  /** How many distinct missing and how many distinct unexpected elements come back at most. */
  public static final int KEPT = 1_000;

  /** How many elements come back for a count (its failure lists 50). */
  static final int COUNT_KEPT = 50;

  private final Map<String, String> captures;
  private final Map<String, String> notJudged;
  private final Coder<? extends BoundedWindow> windowCoder;

  private RunnerJudging(
      Map<String, String> captures,
      Map<String, String> notJudged,
      Coder<? extends BoundedWindow> windowCoder) {
    this.captures = captures;
    this.notJudged = notJudged;
    this.windowCoder = windowCoder;
  }

  /** How an expectation is named among the verdicts of its output. */
  public static String key(ExpectationSpec expectation) {
    return expectation.declaringClass().getName() + "#" + expectation.methodName();
  }

  /** One expectation the runner can judge, with its expected side read. */
  private record Prepared(
      ExpectationSpec expectation, OnRunner how, List<KV<Integer, KV<byte[], Tally>>> expected) {}

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
      Coder<? extends BoundedWindow> windowCoder =
          collection.getWindowingStrategy().getWindowFn().windowCoder();
      PCollection<KV<Integer, KV<byte[], Tally>>> actual = null;
      for (Prepared each : prepared) {
        if (actual == null) {
          actual = tallied(output, collection, coder, windowCoder);
        }
        String key = key(each.expectation());
        String name = "Pipespec judge " + output + " " + each.expectation().methodName();
        String capture = "pipespec-judged " + key;
        KvCoder<Integer, KV<byte[], Tally>> entryCoder =
            KvCoder.of(
                VarIntCoder.of(),
                KvCoder.of(ByteArrayCoder.of(), new Tally.TallyCoder(windowCoder)));
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
        int kept = each.how() instanceof OnRunner.CountOnly ? COUNT_KEPT : KEPT;
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
        PCollectionList.of(expectedSide)
            .and(actual)
            .and(nothing)
            .apply(name + ": both sides", Flatten.pCollections())
            .apply(name + ": per shard", GroupByKey.create())
            .apply(name + ": summaries", ParDo.of(new Shard(kept, windowCoder)))
            .setCoder(new Summary.SummaryCoder(windowCoder))
            .apply(
                name + ": summary",
                Combine.globally(new Summary.MergeSummaries(kept, windowCoder)).withoutDefaults())
            .apply(
                name + ": capture",
                Capture.of(
                    new Summary.SummaryCoder(windowCoder),
                    store.sink(capture, GlobalWindow.Coder.INSTANCE)));
        captures.put(key, capture);
      }
      return new RunnerJudging(captures, notJudged, windowCoder);
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
      Optional<String> refusal = coderRefusal.or(() -> scopeRefusal(target.scope()));
      OnRunner how = target.expectation().onRunner();
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
      plan.prepared.add(new Prepared(expectation, how, expected));
    }
    return plan;
  }

  /** The verdicts the runner computed, by expectation; read after the run. */
  public Map<String, RunnerVerdict> verdicts(CaptureStore store) {
    Map<String, RunnerVerdict> verdicts = new LinkedHashMap<>();
    Summary.SummaryCoder coder = new Summary.SummaryCoder(windowCoder);
    for (Map.Entry<String, String> capture : captures.entrySet()) {
      List<CapturedElement> summaries = store.read(capture.getValue());
      if (summaries.isEmpty()) {
        throw new IllegalStateException(
            "The runner brought back no verdict for "
                + capture.getKey()
                + ": the comparison's window never fired, so the run never reached the end of"
                + " event time (an unbounded input whose watermark stops short of it?). Nothing"
                + " was judged.");
      }
      if (summaries.size() != 1) {
        throw new IllegalStateException(
            "The runner brought back "
                + summaries.size()
                + " summaries for "
                + capture.getKey()
                + ", not one: it fired the summary's global window more than once");
      }
      verdicts.put(capture.getKey(), decode(coder, summaries.get(0)));
    }
    return verdicts;
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

  private static Optional<String> scopeRefusal(Scope scope) {
    return scope == Scope.everything()
        ? Optional.empty()
        : Optional.of(
            "its scope ("
                + scope.describe()
                + ") is judged in the test JVM only; judge it there (pipespec.judge=jvm)");
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
      String output,
      PCollection<T> collection,
      Coder<T> coder,
      Coder<? extends BoundedWindow> windowCoder) {
    return collection
        .apply("Pipespec judge " + output + ": arrivals", ParDo.of(new Arrived<>(coder)))
        .setCoder(
            KvCoder.of(
                VarIntCoder.of(),
                KvCoder.of(ByteArrayCoder.of(), new Tally.TallyCoder(windowCoder))))
        .apply("Pipespec judge " + output + ": one window", endOfTime());
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
