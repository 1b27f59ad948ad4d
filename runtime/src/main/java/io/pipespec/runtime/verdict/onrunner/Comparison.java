package io.pipespec.runtime.verdict.onrunner;

import io.pipespec.runtime.verdict.expect.OnRunner;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Base64;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
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
import org.apache.beam.sdk.transforms.View;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.apache.beam.sdk.values.PCollectionView;
import org.joda.time.Duration;
import org.jspecify.annotations.Nullable;

/**
 * The branches that judge an output on the runner: its elements and the expected side become
 * tallies keyed by the bucket of their encoding ({@link Digests#bucket}), and a comparison sums
 * them into one {@link Summary}.
 *
 * <p>A comparison first folds every tally into {@link Digests} where it is made (one per bundle,
 * merged into one), then groups, by shard, only the tallies of the buckets whose digests differ,
 * and compares those element by element ({@link Shard}); the agreeing buckets add their totals. A
 * passing comparison therefore groups nothing: the runner moves one digest per bundle instead of
 * sorting every element of both sides. A count compares no element and folds the elements into a
 * summary where they arrive.
 */
final class Comparison {

  private Comparison() {}

  /** The coder of tallies keyed by bucket or shard. */
  static KvCoder<Integer, KV<byte[], Tally>> entryCoder(
      Coder<? extends BoundedWindow> windowCoder) {
    return KvCoder.of(
        VarIntCoder.of(), KvCoder.of(ByteArrayCoder.of(), new Tally.TallyCoder(windowCoder)));
  }

  /**
   * One tally of nothing, so that a comparison has an input and its summary is written whenever the
   * end of time fires: a missing summary then means it never fired, not an empty output.
   */
  static PCollection<KV<Integer, KV<byte[], Tally>>> nothing(
      PCollection<?> collection, String name, Coder<? extends BoundedWindow> windowCoder) {
    return collection
        .getPipeline()
        .apply(
            name + ": nothing",
            Create.of(KV.of(Digests.bucket(new byte[0]), KV.of(new byte[0], new Tally())))
                .withCoder(entryCoder(windowCoder)))
        .apply(name + ": nothing in one window", endOfTime());
  }

  /**
   * A count's summary: the totals and the first {@code kept} arrivals, folded where the elements
   * arrive, one summary per bundle, and then merged. No element becomes a tally of its own first: a
   * runner that keeps each step's bundle whole (the DirectRunner) would hold a tally per element.
   */
  static <T> PCollection<Summary> count(
      String name,
      PCollection<T> judged,
      Coder<T> coder,
      int kept,
      Coder<? extends BoundedWindow> windowCoder) {
    Summary.SummaryCoder summaryCoder = new Summary.SummaryCoder(windowCoder);
    PCollection<Summary> counted =
        judged
            .apply(
                name + ": bundle summaries",
                ParDo.of(new Counted<>(coder, new Summary.Summarize(kept, windowCoder))))
            .setCoder(summaryCoder)
            .apply(name + ": bundle summaries in one window", endOfTime());
    // A summary of nothing, so that the merge has an input and is written whenever the end of time
    // fires: a missing summary then means it never fired, not an empty output.
    PCollection<Summary> nothing =
        judged
            .getPipeline()
            .apply(name + ": nothing", Create.of(new Summary()).withCoder(summaryCoder))
            .apply(name + ": nothing in one window", endOfTime());
    return PCollectionList.of(counted)
        .and(nothing)
        .apply(name + ": both sides", Flatten.pCollections())
        .apply(
            name + ": summary",
            Combine.globally(new Summary.MergeSummaries(kept, windowCoder)).withoutDefaults());
  }

  /**
   * The expected side of a comparison, read twice: whole, for the digests, and again for the
   * tallies of the differing buckets only. Reading it again (a file, or the literals sent with the
   * pipeline) keeps the runner from holding the first reading until the digests are known; when no
   * bucket differs, the second reading reads nothing.
   */
  abstract static class ExpectedSide {
    /** Every expected tally, keyed by bucket, in the global window. */
    abstract PCollection<KV<Integer, KV<byte[], Tally>>> whole(String name);

    /** The expected tallies of the buckets that {@code digests} say differ, keyed by shard. */
    abstract PCollection<KV<Integer, KV<byte[], Tally>>> differing(
        String name, PCollectionView<Digests> digests);
  }

  /** The lines of a snapshot file, read where the pipeline runs, as expected tallies. */
  static <T> ExpectedSide snapshot(
      PCollection<T> collection,
      Path file,
      OnRunner.Snapshot snapshot,
      Coder<T> coder,
      Coder<? extends BoundedWindow> windowCoder) {
    return new ExpectedSide() {
      @Override
      PCollection<KV<Integer, KV<byte[], Tally>>> whole(String name) {
        return collection
            .getPipeline()
            .apply(name + ": snapshot file", Create.of(file.toString()))
            .apply(
                name + ": snapshot lines",
                ParDo.of(new SnapshotLines<>(snapshot.type(), snapshot.elementType(), coder, null)))
            .setCoder(entryCoder(windowCoder))
            .apply(name + ": snapshot in one window", endOfTime());
      }

      @Override
      PCollection<KV<Integer, KV<byte[], Tally>>> differing(
          String name, PCollectionView<Digests> digests) {
        return collection
            .getPipeline()
            .apply(name + ": snapshot file again", Create.of(file.toString()))
            .apply(
                name + ": differing snapshot lines",
                ParDo.of(
                        new SnapshotLines<>(
                            snapshot.type(), snapshot.elementType(), coder, digests))
                    .withSideInputs(digests))
            .setCoder(entryCoder(windowCoder))
            .apply(name + ": differing snapshot lines in one window", endOfTime());
      }
    };
  }

  /** Expected tallies made when the pipeline was built ({@link #expected}). */
  static ExpectedSide literals(
      PCollection<?> collection,
      List<KV<Integer, KV<byte[], Tally>>> expected,
      Coder<? extends BoundedWindow> windowCoder) {
    return new ExpectedSide() {
      @Override
      PCollection<KV<Integer, KV<byte[], Tally>>> whole(String name) {
        return collection
            .getPipeline()
            .apply(name + ": expected", Create.of(expected).withCoder(entryCoder(windowCoder)))
            .apply(name + ": expected in one window", endOfTime());
      }

      @Override
      PCollection<KV<Integer, KV<byte[], Tally>>> differing(
          String name, PCollectionView<Digests> digests) {
        return collection
            .getPipeline()
            .apply(
                name + ": expected again", Create.of(expected).withCoder(entryCoder(windowCoder)))
            .apply(
                name + ": differing expected",
                ParDo.of(new Digests.KeepDiffering(digests)).withSideInputs(digests))
            .setCoder(entryCoder(windowCoder))
            .apply(name + ": differing expected in one window", endOfTime());
      }
    };
  }

  /**
   * The summary of {@code expected} against {@code judged}, whose tallies are {@code actual}:
   * digests of both sides first, then the tallies of the differing buckets grouped by shard and
   * summarized, the first {@code kept} missing and unexpected elements kept.
   */
  static <T> PCollection<Summary> compare(
      String name,
      ExpectedSide expected,
      PCollection<T> judged,
      Coder<T> coder,
      PCollection<KV<Integer, KV<byte[], Tally>>> actual,
      PCollection<KV<Integer, KV<byte[], Tally>>> nothing,
      int kept,
      Coder<? extends BoundedWindow> windowCoder) {
    Summary.SummaryCoder summaryCoder = new Summary.SummaryCoder(windowCoder);
    PCollection<Digests> digests =
        PCollectionList.of(expected.whole(name))
            .and(actual)
            .and(nothing)
            .apply(name + ": both sides", Flatten.pCollections())
            .apply(name + ": bundle digests", ParDo.of(new BundleFold<>(new Digests.Add())))
            .setCoder(new Digests.DigestsCoder())
            .apply(name + ": digests", Combine.globally(new Digests.Merge()).withoutDefaults());
    PCollectionView<Digests> view = digests.apply(name + ": digests view", View.asSingleton());
    // The output itself, not its tallies, waits for the digests where a runner must keep it (a
    // blocking exchange on Flink in batch mode): its elements encode smaller than their tallies.
    PCollection<KV<Integer, KV<byte[], Tally>>> differingArrivals =
        judged
            .apply(
                name + ": differing arrivals",
                ParDo.of(new Arrived<>(coder, view)).withSideInputs(view))
            .setCoder(entryCoder(windowCoder))
            .apply(name + ": differing arrivals in one window", endOfTime());
    PCollection<Summary> differing =
        PCollectionList.of(expected.differing(name, view))
            .and(differingArrivals)
            .apply(name + ": differing tallies", Flatten.pCollections())
            .apply(name + ": per shard", GroupByKey.create())
            .apply(name + ": summaries", ParDo.of(new Shard(kept, windowCoder)))
            .setCoder(summaryCoder);
    PCollection<Summary> agreed =
        digests
            .apply(name + ": agreeing buckets", ParDo.of(new Digests.Agreed()))
            .setCoder(summaryCoder);
    return PCollectionList.of(agreed)
        .and(differing)
        .apply(name + ": all buckets", Flatten.pCollections())
        .apply(
            name + ": summary",
            Combine.globally(new Summary.MergeSummaries(kept, windowCoder)).withoutDefaults());
  }

  /** The expected values as one tally per distinct encoding, in the order they are listed. */
  static <T> List<KV<Integer, KV<byte[], Tally>>> expected(
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
        tallies.add(KV.of(Digests.bucket(encoded), tally));
      }
      tally.getValue().expected++;
    }
    return tallies;
  }

  /** The output's elements as tallies of one arrival each, in the global window. */
  static <T> PCollection<KV<Integer, KV<byte[], Tally>>> tallied(
      String name,
      PCollection<T> collection,
      Coder<T> coder,
      Coder<? extends BoundedWindow> windowCoder) {
    return collection
        .apply(name + ": arrivals", ParDo.of(new Arrived<>(coder, null)))
        .setCoder(entryCoder(windowCoder))
        .apply(name + ": one window", endOfTime());
  }

  /**
   * Every tally in the global window, fired once when the watermark reaches the end of time: the
   * same strategy on all sides, so that they flatten, and an explicit trigger, since Beam refuses
   * to group an unbounded collection in the global window under the default one.
   */
  static <E> Window<E> endOfTime() {
    return Window.<E>into(new GlobalWindows())
        .triggering(AfterWatermark.pastEndOfWindow())
        .withAllowedLateness(Duration.ZERO)
        .discardingFiredPanes();
  }

  /**
   * An output's elements as tallies of one arrival each, keyed by bucket; or, given the digests,
   * only those of the differing buckets, keyed by shard (none at all when every bucket agrees).
   */
  private static final class Arrived<T> extends DoFn<T, KV<Integer, KV<byte[], Tally>>> {
    private static final long serialVersionUID = 1L;
    private final Coder<T> coder;
    private final @Nullable PCollectionView<Digests> digests;
    private transient @Nullable Digests read;
    private transient boolean anyDiffers;

    Arrived(Coder<T> coder, @Nullable PCollectionView<Digests> digests) {
      this.coder = coder;
      this.digests = digests;
    }

    @StartBundle
    public void startBundle() {
      read = null;
    }

    // The window parameter makes the runner explode multi-window elements, one call per window.
    @ProcessElement
    public void processElement(ProcessContext context, BoundedWindow window) throws CoderException {
      PCollectionView<Digests> view = digests;
      Digests all = read;
      if (view != null && all == null) {
        all = context.sideInput(view);
        read = all;
        anyDiffers = all.anyDiffers();
      }
      if (all != null && !anyDiffers) {
        return;
      }
      byte[] encoded = CoderUtils.encodeToByteArray(coder, context.element());
      int bucket = Digests.bucket(encoded);
      if (all != null && !all.differs(bucket)) {
        return;
      }
      context.output(
          KV.of(
              all == null ? bucket : Shard.ofBucket(bucket),
              KV.of(
                  encoded,
                  Tally.arrived(window, context.pane(), context.timestamp().getMillis()))));
    }
  }
}
