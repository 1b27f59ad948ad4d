package io.pipespec.runtime.verdict.onrunner;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.CustomCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.util.VarInt;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollectionView;
import org.jspecify.annotations.Nullable;

/**
 * For each of {@link #BUCKETS} buckets of the distinct elements, how many elements each side of a
 * comparison holds and the sum of their {@link Fingerprint}s, the expected side's subtracted: a
 * bucket whose two counts agree and whose sums are zero holds the same elements on both sides.
 * Digests fold in any order and in any parts (sums of integers), so a runner folds each bundle's
 * tallies where they are made and moves one digest per bundle, not the elements; only the tallies
 * of buckets that differ are then grouped and compared element by element ({@link Comparison}).
 * When every bucket agrees, as in a passing test, nothing is grouped.
 *
 * <p>A bucket is taken as agreeing when its sums cancel: a difference the sums miss needs the
 * fingerprints of the differing elements, each times how often it differs, to sum to zero in both
 * 64-bit halves, about one chance in 2<sup>128</sup> for elements that are not built to collide
 * under a fixed SipHash key (docs/assertions.md, "Judging on the runner").
 */
final class Digests {

  /** The bits of an encoding's hash that choose its bucket: the highest. */
  static final int BUCKET_BITS = 10;

  /** How many buckets the distinct elements are spread over. */
  static final int BUCKETS = 1 << BUCKET_BITS;

  final long[] expected = new long[BUCKETS];
  final long[] actual = new long[BUCKETS];
  final long[] low = new long[BUCKETS];
  final long[] high = new long[BUCKETS];

  /** The bucket of an encoding, from the same hash as the maps of {@link Shard} use. */
  static int bucket(byte[] encoded) {
    return Shard.hash(encoded) >>> (Integer.SIZE - BUCKET_BITS);
  }

  /** Adds one tally of {@code encoded}, fingerprinted with {@code fingerprint}. */
  void add(int bucket, byte[] encoded, Tally tally, Fingerprint fingerprint) {
    expected[bucket] += tally.expected;
    actual[bucket] += tally.actual;
    long net = tally.actual - tally.expected;
    if (net != 0) {
      fingerprint.of(encoded);
      low[bucket] += net * fingerprint.low;
      high[bucket] += net * fingerprint.high;
    }
  }

  /** Adds {@code other} into these digests. */
  Digests merge(Digests other) {
    for (int b = 0; b < BUCKETS; b++) {
      expected[b] += other.expected[b];
      actual[b] += other.actual[b];
      low[b] += other.low[b];
      high[b] += other.high[b];
    }
    return this;
  }

  /** Whether any bucket's two sides may hold different elements. */
  boolean anyDiffers() {
    for (int b = 0; b < BUCKETS; b++) {
      if (differs(b)) {
        return true;
      }
    }
    return false;
  }

  /** Whether the two sides of {@code bucket} may hold different elements. */
  boolean differs(int bucket) {
    return expected[bucket] != actual[bucket] || low[bucket] != 0 || high[bucket] != 0;
  }

  /**
   * The totals of the buckets whose two sides agree: they hold no missing or unexpected element.
   */
  Summary agreed() {
    Summary summary = new Summary();
    for (int b = 0; b < BUCKETS; b++) {
      if (!differs(b)) {
        summary.expectedCount += expected[b];
        summary.actualCount += actual[b];
        summary.equal += expected[b];
      }
    }
    return summary;
  }

  /** Adds tallies into digests: what {@link BundleFold} folds each bundle with. */
  static final class Add
      extends Combine.CombineFn<KV<Integer, KV<byte[], Tally>>, Digests, Digests> {
    private static final long serialVersionUID = 1L;
    private transient @Nullable Fingerprint fingerprint;

    @Override
    public Digests createAccumulator() {
      return new Digests();
    }

    @Override
    public Digests addInput(Digests digests, KV<Integer, KV<byte[], Tally>> tally) {
      Fingerprint fingerprinter = fingerprint;
      if (fingerprinter == null) {
        fingerprinter = new Fingerprint();
        fingerprint = fingerprinter;
      }
      digests.add(
          tally.getKey(), tally.getValue().getKey(), tally.getValue().getValue(), fingerprinter);
      return digests;
    }

    @Override
    public Digests mergeAccumulators(Iterable<Digests> parts) {
      Digests merged = new Digests();
      parts.forEach(merged::merge);
      return merged;
    }

    @Override
    public Digests extractOutput(Digests digests) {
      return digests;
    }
  }

  /** Merges the digests of the bundles into the digests of the whole comparison. */
  static final class Merge extends Combine.BinaryCombineFn<Digests> {
    private static final long serialVersionUID = 1L;

    @Override
    public Digests apply(Digests left, Digests right) {
      return new Digests().merge(left).merge(right);
    }

    @Override
    public @Nullable Digests identity() {
      return new Digests();
    }
  }

  /**
   * Keeps the tallies of the buckets that differ, keyed by the shard they are grouped in; the
   * digests of the whole comparison come as a side input, read once per bundle.
   */
  static final class KeepDiffering
      extends DoFn<KV<Integer, KV<byte[], Tally>>, KV<Integer, KV<byte[], Tally>>> {
    private static final long serialVersionUID = 1L;
    private final PCollectionView<Digests> digests;
    private transient @Nullable Digests read;

    KeepDiffering(PCollectionView<Digests> digests) {
      this.digests = digests;
    }

    @StartBundle
    public void startBundle() {
      read = null;
    }

    @ProcessElement
    public void process(ProcessContext context) {
      Digests all = read;
      if (all == null) {
        all = context.sideInput(digests);
        read = all;
      }
      KV<Integer, KV<byte[], Tally>> tally = context.element();
      int bucket = tally.getKey();
      if (all.differs(bucket)) {
        context.output(KV.of(Shard.ofBucket(bucket), tally.getValue()));
      }
    }
  }

  /** The totals of the agreeing buckets, as a summary to merge with those of the shards. */
  static final class Agreed extends DoFn<Digests, Summary> {
    private static final long serialVersionUID = 1L;

    @ProcessElement
    public void process(@Element Digests digests, OutputReceiver<Summary> out) {
      out.output(digests.agreed());
    }
  }

  /** Encodes digests: the buckets that hold an element, each with its counts and sums. */
  static final class DigestsCoder extends CustomCoder<Digests> {
    private static final long serialVersionUID = 1L;

    @Override
    public void encode(Digests digests, OutputStream out) throws IOException {
      int held = 0;
      for (int b = 0; b < BUCKETS; b++) {
        held += digests.expected[b] != 0 || digests.actual[b] != 0 ? 1 : 0;
      }
      VarInt.encode(held, out);
      for (int b = 0; b < BUCKETS; b++) {
        if (digests.expected[b] != 0 || digests.actual[b] != 0) {
          VarInt.encode(b, out);
          VarInt.encode(digests.expected[b], out);
          VarInt.encode(digests.actual[b], out);
          writeLong(digests.low[b], out);
          writeLong(digests.high[b], out);
        }
      }
    }

    @Override
    public Digests decode(InputStream in) throws IOException {
      Digests digests = new Digests();
      int held = VarInt.decodeInt(in);
      for (int i = 0; i < held; i++) {
        int b = VarInt.decodeInt(in);
        if (b < 0 || b >= BUCKETS) {
          throw new CoderException("No bucket " + b + " in digests of " + BUCKETS);
        }
        digests.expected[b] = VarInt.decodeLong(in);
        digests.actual[b] = VarInt.decodeLong(in);
        digests.low[b] = readLong(in);
        digests.high[b] = readLong(in);
      }
      return digests;
    }

    private static void writeLong(long value, OutputStream out) throws IOException {
      for (int shift = 56; shift >= 0; shift -= 8) {
        out.write((int) (value >>> shift));
      }
    }

    private static long readLong(InputStream in) throws IOException {
      long value = 0;
      for (int i = 0; i < 8; i++) {
        int read = in.read();
        if (read < 0) {
          throw new CoderException("Digests end in the middle of a sum");
        }
        value = (value << 8) | read;
      }
      return value;
    }

    @Override
    public void verifyDeterministic() {}

    @Override
    public boolean equals(@Nullable Object other) {
      return other instanceof DigestsCoder;
    }

    @Override
    public int hashCode() {
      return DigestsCoder.class.hashCode();
    }
  }
}
