package io.pipespec.runtime.explore;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.io.BoundedSource;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apiguardian.api.API;
import org.joda.time.Instant;

/**
 * A bounded source that delivers given elements, in the given order and in the given bundles: it
 * splits into one source per bundle, each read whole and never split further, so that a runner that
 * reads a bounded source bundle by bundle (the DirectRunner) delivers exactly these bundles. The
 * elements are kept encoded, so that the source serializes whatever their type.
 *
 * <p>They are kept in a few flat arrays, not a list per bundle: the DirectRunner serializes the
 * whole source for every bundle it reads (translating the read to find that it is bounded), so a
 * member of hundreds of bundles paid for hundreds of lists of lists each time.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class BundledSource<T> extends BoundedSource<T> {

  private static final long serialVersionUID = 2L;

  /** The elements' encodings, one after the other. */
  private final byte[] data;

  /** Where each element's encoding ends in {@link #data}. */
  private final int[] ends;

  /** Each element's timestamp, in milliseconds. */
  private final long[] millis;

  /** How many elements each bundle ends after, counted from the first. */
  private final int[] bundleEnds;

  private final Coder<T> coder;

  private BundledSource(byte[] data, int[] ends, long[] millis, int[] bundleEnds, Coder<T> coder) {
    this.data = data;
    this.ends = ends;
    this.millis = millis;
    this.bundleEnds = bundleEnds;
    this.coder = coder;
  }

  /** Reads {@code bundles} in order, each as one bundle, with the elements' timestamps. */
  public static <T> Read.Bounded<T> read(List<List<TimestampedValue<T>>> bundles, Coder<T> coder) {
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    int count = bundles.stream().mapToInt(List::size).sum();
    int[] ends = new int[count];
    long[] millis = new long[count];
    int[] bundleEnds = new int[bundles.size()];
    int element = 0;
    for (int b = 0; b < bundles.size(); b++) {
      for (TimestampedValue<T> value : bundles.get(b)) {
        try {
          data.writeBytes(CoderUtils.encodeToByteArray(coder, value.getValue()));
        } catch (CoderException e) {
          throw new IllegalArgumentException(
              "The element " + value.getValue() + " cannot be encoded with " + coder, e);
        }
        ends[element] = data.size();
        millis[element] = value.getTimestamp().getMillis();
        element++;
      }
      bundleEnds[b] = element;
    }
    return Read.from(new BundledSource<>(data.toByteArray(), ends, millis, bundleEnds, coder));
  }

  @Override
  public List<? extends BoundedSource<T>> split(
      long desiredBundleSizeBytes, PipelineOptions options) {
    if (bundleEnds.length <= 1) {
      return List.of(this);
    }
    List<BundledSource<T>> sources = new ArrayList<>();
    for (int b = 0; b < bundleEnds.length; b++) {
      sources.add(bundle(b == 0 ? 0 : bundleEnds[b - 1], bundleEnds[b]));
    }
    return sources;
  }

  /** The source of the elements from {@code from} to {@code to}, as one bundle. */
  private BundledSource<T> bundle(int from, int to) {
    int start = start(from);
    int[] bundleEnds = {to - from};
    int[] ends = new int[to - from];
    for (int e = from; e < to; e++) {
      ends[e - from] = this.ends[e] - start;
    }
    return new BundledSource<>(
        Arrays.copyOfRange(data, start, start(to)),
        ends,
        Arrays.copyOfRange(millis, from, to),
        bundleEnds,
        coder);
  }

  /** Where the encoding of element {@code element} starts in {@link #data}. */
  private int start(int element) {
    return element == 0 ? 0 : ends[element - 1];
  }

  @Override
  public long getEstimatedSizeBytes(PipelineOptions options) {
    return data.length;
  }

  @Override
  public BoundedReader<T> createReader(PipelineOptions options) {
    return new Reader<>(this);
  }

  @Override
  public Coder<T> getOutputCoder() {
    return coder;
  }

  /** Reads the elements of its source in order; never splits. */
  private static final class Reader<T> extends BoundedReader<T> {
    private final BundledSource<T> source;
    private int index = -1;

    Reader(BundledSource<T> source) {
      this.source = source;
    }

    @Override
    public boolean start() {
      return advance();
    }

    @Override
    public boolean advance() {
      index++;
      return index < source.ends.length;
    }

    @Override
    public T getCurrent() {
      current();
      try {
        return CoderUtils.decodeFromByteArray(
            source.coder, Arrays.copyOfRange(source.data, source.start(index), source.ends[index]));
      } catch (CoderException e) {
        throw new IllegalStateException("An element of the source cannot be decoded", e);
      }
    }

    @Override
    public Instant getCurrentTimestamp() {
      current();
      return Instant.ofEpochMilli(source.millis[index]);
    }

    private void current() {
      if (index < 0 || index >= source.ends.length) {
        throw new NoSuchElementException();
      }
    }

    @Override
    public void close() throws IOException {}

    @Override
    public BoundedSource<T> getCurrentSource() {
      return source;
    }
  }
}
