package io.pipespec.runtime.onrunner;

import io.pipespec.runtime.expect.OnRunner;
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
import org.apache.beam.sdk.transforms.Values;
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

/**
 * The branches that judge an output on the runner: its elements and the expected side become
 * tallies keyed by the bucket of their encoding ({@link Digests#bucket}), and a comparison sums
 * them into one {@link Summary}.
 *
 * <p>A comparison first folds every tally into {@link Digests} where it is made (one per bundle,
 * merged into one), then groups, by shard, only the tallies of the buckets whose digests differ,
 * and compares those element by element ({@link Shard}); the agreeing buckets add their totals. A
 * passing comparison therefore groups nothing: the runner moves one digest per bundle instead of
 * sorting every element of both sides. A count compares no element and folds its tallies straight
 * into a summary.
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

  /** The lines of a snapshot file, read where the pipeline runs, as expected tallies. */
  static <T> PCollection<KV<Integer, KV<byte[], Tally>>> snapshot(
      PCollection<T> collection,
      String name,
      Path file,
      OnRunner.Snapshot snapshot,
      Coder<T> coder,
      Coder<? extends BoundedWindow> windowCoder) {
    return collection
        .getPipeline()
        .apply(name + ": snapshot file", Create.of(file.toString()))
        .apply(
            name + ": snapshot lines",
            ParDo.of(new SnapshotLines<>(snapshot.type(), snapshot.elementType(), coder)))
        .setCoder(entryCoder(windowCoder))
        .apply(name + ": snapshot in one window", endOfTime());
  }

  /** Expected tallies made when the pipeline was built ({@link #expected}). */
  static PCollection<KV<Integer, KV<byte[], Tally>>> literals(
      PCollection<?> collection,
      String name,
      List<KV<Integer, KV<byte[], Tally>>> expected,
      Coder<? extends BoundedWindow> windowCoder) {
    return collection
        .getPipeline()
        .apply(name + ": expected", Create.of(expected).withCoder(entryCoder(windowCoder)))
        .apply(name + ": expected in one window", endOfTime());
  }

  /** A count's summary: the totals and the first {@code kept} arrivals, folded in any parts. */
  static PCollection<Summary> count(
      String name,
      PCollection<KV<Integer, KV<byte[], Tally>>> actual,
      PCollection<KV<Integer, KV<byte[], Tally>>> nothing,
      int kept,
      Coder<? extends BoundedWindow> windowCoder) {
    return PCollectionList.of(actual)
        .and(nothing)
        .apply(name + ": both sides", Flatten.pCollections())
        .apply(name + ": tallies", Values.create())
        .apply(
            name + ": summary",
            Combine.globally(new Summary.Summarize(kept, windowCoder)).withoutDefaults());
  }

  /**
   * The summary of {@code expected} against {@code actual}: digests of both sides first, then the
   * tallies of the differing buckets grouped by shard and summarized, the first {@code kept}
   * missing and unexpected elements kept.
   */
  static PCollection<Summary> compare(
      String name,
      PCollection<KV<Integer, KV<byte[], Tally>>> expected,
      PCollection<KV<Integer, KV<byte[], Tally>>> actual,
      PCollection<KV<Integer, KV<byte[], Tally>>> nothing,
      int kept,
      Coder<? extends BoundedWindow> windowCoder) {
    Summary.SummaryCoder summaryCoder = new Summary.SummaryCoder(windowCoder);
    PCollection<KV<Integer, KV<byte[], Tally>>> both =
        PCollectionList.of(expected)
            .and(actual)
            .and(nothing)
            .apply(name + ": both sides", Flatten.pCollections());
    PCollection<Digests> digests =
        both.apply(name + ": digests", ParDo.of(new Digests.Fold()))
            .setCoder(new Digests.DigestsCoder())
            .apply(name + ": digest", Combine.globally(new Digests.Merge()).withoutDefaults());
    PCollectionView<Digests> view = digests.apply(name + ": digest view", View.asSingleton());
    PCollection<Summary> differing =
        both.apply(
                name + ": differing buckets",
                ParDo.of(new Digests.KeepDiffering(view)).withSideInputs(view))
            .setCoder(entryCoder(windowCoder))
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
        .apply(name + ": arrivals", ParDo.of(new Arrived<>(coder)))
        .setCoder(entryCoder(windowCoder))
        .apply(name + ": one window", endOfTime());
  }

  /**
   * Every tally in the global window, fired once when the watermark reaches the end of time: the
   * same strategy on all sides, so that they flatten, and an explicit trigger, since Beam refuses
   * to group an unbounded collection in the global window under the default one.
   */
  static Window<KV<Integer, KV<byte[], Tally>>> endOfTime() {
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
              Digests.bucket(encoded),
              KV.of(
                  encoded,
                  Tally.arrived(window, context.pane(), context.timestamp().getMillis()))));
    }
  }
}
