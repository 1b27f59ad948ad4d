package io.pipespec.runtime.explore;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.build.EncodedElements;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.io.BoundedSource;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.values.TimestampedValue;
import org.apiguardian.api.API;
import org.joda.time.Instant;

/**
 * A bounded source that delivers given elements, in the given order and in the given bundles: it
 * splits into one source per bundle, each read whole and never split further, so that a runner that
 * reads a bounded source bundle by bundle (the DirectRunner) delivers exactly these bundles. The
 * elements are kept encoded, so that the source serializes whatever their type.
 *
 * <p>They are kept in a few flat arrays ({@link EncodedElements}), not a list per bundle: the
 * DirectRunner serializes the whole source for every bundle it reads (translating the read to find
 * that it is bounded), so a member of hundreds of bundles paid for hundreds of lists of lists each
 * time.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class BundledSource<T> extends BoundedSource<T> {

  private static final long serialVersionUID = 3L;

  /** The elements, encoded. */
  private final EncodedElements<T> elements;

  /** Each element's timestamp, in milliseconds. */
  private final long[] millis;

  /** How many elements each bundle ends after, counted from the first. */
  private final int[] bundleEnds;

  private BundledSource(EncodedElements<T> elements, long[] millis, int[] bundleEnds) {
    this.elements = elements;
    this.millis = millis;
    this.bundleEnds = bundleEnds;
  }

  /** Reads {@code bundles} in order, each as one bundle, with the elements' timestamps. */
  public static <T> Read.Bounded<T> read(List<List<TimestampedValue<T>>> bundles, Coder<T> coder) {
    List<T> values = new ArrayList<>();
    List<Long> times = new ArrayList<>();
    int[] bundleEnds = new int[bundles.size()];
    for (int b = 0; b < bundles.size(); b++) {
      for (TimestampedValue<T> value : bundles.get(b)) {
        values.add(value.getValue());
        times.add(value.getTimestamp().getMillis());
      }
      bundleEnds[b] = values.size();
    }
    EncodedElements<T> elements = EncodedElements.of(values, coder);
    if (elements == null) {
      throw new IllegalArgumentException(
          "The elements take more bytes encoded than one array holds; explore a smaller input.");
    }
    long[] millis = times.stream().mapToLong(Long::longValue).toArray();
    return Read.from(new BundledSource<>(elements, millis, bundleEnds));
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
    return new BundledSource<>(
        elements.slice(from, to), Arrays.copyOfRange(millis, from, to), new int[] {to - from});
  }

  @Override
  public long getEstimatedSizeBytes(PipelineOptions options) {
    return elements.byteCount();
  }

  @Override
  public BoundedReader<T> createReader(PipelineOptions options) {
    return new Reader<>(this);
  }

  @Override
  public Coder<T> getOutputCoder() {
    return elements.coder();
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
      return index < source.elements.size();
    }

    @Override
    public T getCurrent() {
      current();
      return source.elements.get(index);
    }

    @Override
    public Instant getCurrentTimestamp() {
      current();
      return Instant.ofEpochMilli(source.millis[index]);
    }

    private void current() {
      if (index < 0 || index >= source.elements.size()) {
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
