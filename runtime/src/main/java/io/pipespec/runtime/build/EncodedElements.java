package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.ByteArrayOutputStream;
import java.io.Serializable;
import java.util.Arrays;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.util.CoderUtils;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Elements kept encoded, one after the other in one array of bytes, for the sources Pipespec reads
 * its inputs from. The DirectRunner serializes a read's whole source each time it starts a read
 * bundle (translating the read to learn that it is bounded): an array of bytes and one of ends
 * serialize in two copies, where a list of an array per element took a third of a large run.
 *
 * <p>Each element is encoded as {@code CoderUtils.encodeToByteArray} encodes it, in the outer
 * context, as {@code Create} encodes its elements.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class EncodedElements<T> implements Serializable {

  private static final long serialVersionUID = 1L;

  /** The most bytes the elements may take: what one array holds. */
  private static final long MOST_BYTES = Integer.MAX_VALUE - 16L;

  /** The elements' encodings, one after the other. */
  private final byte[] data;

  /** Where each element's encoding ends in {@link #data}. */
  private final int[] ends;

  private final Coder<T> coder;

  private EncodedElements(byte[] data, int[] ends, Coder<T> coder) {
    this.data = data;
    this.ends = ends;
    this.coder = coder;
  }

  /**
   * {@code elements} encoded with {@code coder}; null when their encodings take more bytes than an
   * array holds.
   *
   * @throws IllegalArgumentException when an element cannot be encoded
   */
  public static <T> @Nullable EncodedElements<T> of(Iterable<T> elements, Coder<T> coder) {
    ByteArrayOutputStream data = new ByteArrayOutputStream();
    int[] ends = new int[16];
    int count = 0;
    long size = 0;
    for (T element : elements) {
      byte[] encoded;
      try {
        encoded = CoderUtils.encodeToByteArray(coder, element);
      } catch (CoderException e) {
        throw new IllegalArgumentException(
            "The element " + element + " cannot be encoded with " + coder, e);
      }
      size += encoded.length;
      if (size > MOST_BYTES) {
        return null;
      }
      data.writeBytes(encoded);
      if (count == ends.length) {
        ends = Arrays.copyOf(ends, count * 2);
      }
      ends[count++] = (int) size;
    }
    return new EncodedElements<>(data.toByteArray(), Arrays.copyOf(ends, count), coder);
  }

  /** How many elements there are. */
  public int size() {
    return ends.length;
  }

  /** How many bytes their encodings take. */
  public int byteCount() {
    return data.length;
  }

  public Coder<T> coder() {
    return coder;
  }

  /**
   * Element {@code index}, decoded anew.
   *
   * @throws IllegalStateException when its encoding cannot be decoded
   */
  public T get(int index) {
    try {
      return CoderUtils.decodeFromByteArray(
          coder, Arrays.copyOfRange(data, start(index), ends[index]));
    } catch (CoderException e) {
      throw new IllegalStateException("An element of the source cannot be decoded", e);
    }
  }

  /**
   * The elements from {@code from} (inclusive) to {@code to} (exclusive), in arrays of their own.
   */
  public EncodedElements<T> slice(int from, int to) {
    int start = start(from);
    int[] sliceEnds = new int[to - from];
    for (int e = from; e < to; e++) {
      sliceEnds[e - from] = ends[e] - start;
    }
    return new EncodedElements<>(Arrays.copyOfRange(data, start, start(to)), sliceEnds, coder);
  }

  /** Where the encoding of element {@code element} starts. */
  private int start(int element) {
    return element == 0 ? 0 : ends[element - 1];
  }
}
