package io.pipespec.runtime.verdict.onrunner;

import java.util.Arrays;
import java.util.HashMap;
import java.util.Map;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.KV;

/**
 * Sums the tallies of one shard of the distinct elements, one tally per encoding, and summarizes
 * them. Elements are spread over {@link #SHARDS} shards by the hash of their encoding, so that a
 * runner groups a few keys, not one per distinct element (the DirectRunner makes a bundle of each
 * key), and a cluster still spreads the work. Only the tallies of the buckets whose {@link Digests}
 * differ reach a shard.
 *
 * <p>The tallies are grouped, not combined: nearly every element is distinct, so a combiner before
 * the shuffle only encodes, decodes and merges maps of single tallies. Flink lifts a {@code
 * Combine.perKey} into such a combiner; grouping instead made {@code cluster-10m} a fifth faster
 * (docs/performance.md).
 */
final class Shard extends DoFn<KV<Integer, Iterable<KV<byte[], Tally>>>, Summary> {

  private static final long serialVersionUID = 1L;

  /** The bits of an encoding's hash that choose its shard: the highest. */
  private static final int SHARD_BITS = 6;

  /** How many shards the distinct elements are spread over. */
  static final int SHARDS = 1 << SHARD_BITS;

  private final Summary.Summarize summarize;

  Shard(int limit, Coder<? extends BoundedWindow> windowCoder) {
    this.summarize = new Summary.Summarize(limit, windowCoder);
  }

  /**
   * The shard of a bucket of {@link Digests}: the highest bits of the encoding's hash, as the
   * bucket's are; the map within a shard hashes the rest.
   */
  static int ofBucket(int bucket) {
    return bucket >>> (Digests.BUCKET_BITS - SHARD_BITS);
  }

  /**
   * A hash of an encoding whose every bit depends on every byte. {@link Arrays#hashCode(byte[])}
   * will not do: short encodings collide in it by the hundred thousand (a variable-length {@code
   * Long} of three bytes spans fewer than 260,000 of its values), and the shard's map then searches
   * long chains; FNV-1a, then Murmur3's finalizer.
   */
  static int hash(byte[] encoded) {
    int hash = 0x811c9dc5;
    for (byte each : encoded) {
      hash = (hash ^ (each & 0xff)) * 0x01000193;
    }
    hash ^= hash >>> 16;
    hash *= 0x85ebca6b;
    hash ^= hash >>> 13;
    hash *= 0xc2b2ae35;
    return hash ^ (hash >>> 16);
  }

  /** An encoding as a map key: equal when the bytes are. */
  static final class Encoding {
    final byte[] bytes;
    private final int hash;

    Encoding(byte[] bytes) {
      this.bytes = bytes;
      this.hash = hash(bytes);
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Encoding that && Arrays.equals(bytes, that.bytes);
    }

    @Override
    public int hashCode() {
      return hash;
    }
  }

  @ProcessElement
  public void process(
      @Element KV<Integer, Iterable<KV<byte[], Tally>>> shard, OutputReceiver<Summary> out) {
    Map<Encoding, Tally> tallies = new HashMap<>();
    for (KV<byte[], Tally> entry : shard.getValue()) {
      Encoding encoding = new Encoding(entry.getKey());
      Tally tally = tallies.get(encoding);
      if (tally == null) {
        tallies.put(encoding, new Tally().merge(entry.getValue()));
      } else {
        tally.merge(entry.getValue());
      }
    }
    Summary summary = new Summary();
    for (Map.Entry<Encoding, Tally> entry : tallies.entrySet()) {
      summarize.addInput(summary, KV.of(entry.getKey().bytes, entry.getValue()));
    }
    out.output(summarize.extractOutput(summary));
  }
}
