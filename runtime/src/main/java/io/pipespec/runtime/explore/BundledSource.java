package io.pipespec.runtime.explore;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.util.ArrayList;
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
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class BundledSource<T> extends BoundedSource<T> {

  private static final long serialVersionUID = 1L;

  private final List<List<byte[]>> bundles;
  private final List<List<Long>> timestamps;
  private final Coder<T> coder;

  private BundledSource(List<List<byte[]>> bundles, List<List<Long>> timestamps, Coder<T> coder) {
    this.bundles = bundles;
    this.timestamps = timestamps;
    this.coder = coder;
  }

  /** Reads {@code bundles} in order, each as one bundle, with the elements' timestamps. */
  public static <T> Read.Bounded<T> read(List<List<TimestampedValue<T>>> bundles, Coder<T> coder) {
    List<List<byte[]>> encoded = new ArrayList<>();
    List<List<Long>> times = new ArrayList<>();
    for (List<TimestampedValue<T>> bundle : bundles) {
      List<byte[]> values = new ArrayList<>();
      List<Long> millis = new ArrayList<>();
      for (TimestampedValue<T> element : bundle) {
        try {
          values.add(CoderUtils.encodeToByteArray(coder, element.getValue()));
        } catch (CoderException e) {
          throw new IllegalArgumentException(
              "The element " + element.getValue() + " cannot be encoded with " + coder, e);
        }
        millis.add(element.getTimestamp().getMillis());
      }
      encoded.add(values);
      times.add(millis);
    }
    return Read.from(new BundledSource<>(encoded, times, coder));
  }

  @Override
  public List<? extends BoundedSource<T>> split(
      long desiredBundleSizeBytes, PipelineOptions options) {
    if (bundles.size() <= 1) {
      return List.of(this);
    }
    List<BundledSource<T>> sources = new ArrayList<>();
    for (int i = 0; i < bundles.size(); i++) {
      sources.add(new BundledSource<>(List.of(bundles.get(i)), List.of(timestamps.get(i)), coder));
    }
    return sources;
  }

  @Override
  public long getEstimatedSizeBytes(PipelineOptions options) {
    long size = 0;
    for (List<byte[]> bundle : bundles) {
      for (byte[] element : bundle) {
        size += element.length;
      }
    }
    return size;
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
    private final List<byte[]> elements = new ArrayList<>();
    private final List<Long> times = new ArrayList<>();
    private int index = -1;

    Reader(BundledSource<T> source) {
      this.source = source;
      source.bundles.forEach(elements::addAll);
      source.timestamps.forEach(times::addAll);
    }

    @Override
    public boolean start() {
      return advance();
    }

    @Override
    public boolean advance() {
      index++;
      return index < elements.size();
    }

    @Override
    public T getCurrent() {
      if (index < 0 || index >= elements.size()) {
        throw new NoSuchElementException();
      }
      try {
        return CoderUtils.decodeFromByteArray(source.coder, elements.get(index));
      } catch (CoderException e) {
        throw new IllegalStateException("An element of the source cannot be decoded", e);
      }
    }

    @Override
    public Instant getCurrentTimestamp() {
      if (index < 0 || index >= elements.size()) {
        throw new NoSuchElementException();
      }
      return Instant.ofEpochMilli(times.get(index));
    }

    @Override
    public void close() throws IOException {}

    @Override
    public BoundedSource<T> getCurrentSource() {
      return source;
    }
  }
}
