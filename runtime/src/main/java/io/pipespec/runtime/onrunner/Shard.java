package io.pipespec.runtime.onrunner;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.HashMap;
import java.util.Iterator;
import java.util.Map;
import org.apache.beam.sdk.coders.ByteArrayCoder;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderRegistry;
import org.apache.beam.sdk.coders.CustomCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.KV;
import org.jspecify.annotations.Nullable;

/**
 * Sums the tallies of one shard of the distinct elements, one tally per encoding, and summarizes
 * them. Elements are spread over {@link #SHARDS} shards by the hash of their encoding, so that a
 * runner groups a few keys, not one per distinct element (the DirectRunner makes a bundle of each
 * key), and a cluster still spreads the work.
 */
final class Shard
    extends Combine.CombineFn<KV<byte[], Tally>, Map<Shard.Encoding, Tally>, Summary> {

  private static final long serialVersionUID = 1L;

  /** The bits of an encoding's hash that choose its shard: the highest. */
  private static final int SHARD_BITS = 6;

  /** How many shards the distinct elements are spread over. */
  static final int SHARDS = 1 << SHARD_BITS;

  private final Summary.Summarize summarize;
  private final Coder<? extends BoundedWindow> windowCoder;

  Shard(int limit, Coder<? extends BoundedWindow> windowCoder) {
    this.summarize = new Summary.Summarize(limit, windowCoder);
    this.windowCoder = windowCoder;
  }

  /** The shard of an encoding: the highest bits of its hash, the map within it hashes the rest. */
  static int of(byte[] encoded) {
    return hash(encoded) >>> (Integer.SIZE - SHARD_BITS);
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

  @Override
  public Map<Encoding, Tally> createAccumulator() {
    return new HashMap<>();
  }

  @Override
  public Map<Encoding, Tally> addInput(Map<Encoding, Tally> tallies, KV<byte[], Tally> entry) {
    Tally tally = tallies.get(new Encoding(entry.getKey()));
    if (tally == null) {
      tallies.put(new Encoding(entry.getKey()), new Tally().merge(entry.getValue()));
    } else {
      tally.merge(entry.getValue());
    }
    return tallies;
  }

  @Override
  public Map<Encoding, Tally> mergeAccumulators(Iterable<Map<Encoding, Tally>> parts) {
    Iterator<Map<Encoding, Tally>> each = parts.iterator();
    Map<Encoding, Tally> merged = each.hasNext() ? each.next() : new HashMap<>();
    while (each.hasNext()) {
      for (Map.Entry<Encoding, Tally> entry : each.next().entrySet()) {
        Tally tally = merged.get(entry.getKey());
        if (tally == null) {
          merged.put(entry.getKey(), entry.getValue());
        } else {
          tally.merge(entry.getValue());
        }
      }
    }
    return merged;
  }

  @Override
  public Summary extractOutput(Map<Encoding, Tally> tallies) {
    Summary summary = new Summary();
    for (Map.Entry<Encoding, Tally> entry : tallies.entrySet()) {
      summarize.addInput(summary, KV.of(entry.getKey().bytes, entry.getValue()));
    }
    return summarize.extractOutput(summary);
  }

  @Override
  public Coder<Map<Encoding, Tally>> getAccumulatorCoder(
      CoderRegistry registry, Coder<KV<byte[], Tally>> inputCoder) {
    return new TalliesCoder(windowCoder);
  }

  @Override
  public Coder<Summary> getDefaultOutputCoder(
      CoderRegistry registry, Coder<KV<byte[], Tally>> inputCoder) {
    return new Summary.SummaryCoder(windowCoder);
  }

  /** Encodes a shard's tallies: their number, then each encoding and tally. */
  static final class TalliesCoder extends CustomCoder<Map<Encoding, Tally>> {
    private static final long serialVersionUID = 1L;
    private static final Coder<Long> LONG = VarLongCoder.of();
    private static final Coder<byte[]> BYTES = ByteArrayCoder.of();

    private final Tally.TallyCoder tallyCoder;

    TalliesCoder(Coder<? extends BoundedWindow> windowCoder) {
      this.tallyCoder = new Tally.TallyCoder(windowCoder);
    }

    @Override
    public boolean equals(@Nullable Object other) {
      return other instanceof TalliesCoder that && that.tallyCoder.equals(tallyCoder);
    }

    @Override
    public int hashCode() {
      return tallyCoder.hashCode();
    }

    @Override
    public void encode(Map<Encoding, Tally> tallies, OutputStream out) throws IOException {
      LONG.encode((long) tallies.size(), out);
      for (Map.Entry<Encoding, Tally> entry : tallies.entrySet()) {
        BYTES.encode(entry.getKey().bytes, out);
        tallyCoder.encode(entry.getValue(), out);
      }
    }

    @Override
    public Map<Encoding, Tally> decode(InputStream in) throws IOException {
      long size = LONG.decode(in);
      Map<Encoding, Tally> tallies = new HashMap<>();
      for (long i = 0; i < size; i++) {
        tallies.put(new Encoding(BYTES.decode(in)), tallyCoder.decode(in));
      }
      return tallies;
    }
  }
}
