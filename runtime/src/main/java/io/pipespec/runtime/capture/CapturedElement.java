package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;

import java.util.Arrays;
import java.util.Comparator;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.joda.time.Instant;

/**
 * One element as the pipeline produced it: its encoded bytes (with the output's coder, in the outer
 * context), its window, its pane and its timestamp. The value is decoded only when needed.
 *
 * <p>An element is either made with its parts, or a view of one element of a compact store ({@link
 * ElementLog}), made when a list of captured elements is read; two views of the same element are
 * {@link #equals equal}, so elements can be kept in hash sets whichever view was read.
 */
public final class CapturedElement {

  /** Where the parts of elements are kept, by index. */
  interface Source {
    byte[] encoded(int index);

    BoundedWindow window(int index);

    PaneInfo pane(int index);

    long timestampMillis(int index);
  }

  /**
   * Earliest first: by event time, then by encoding (unsigned bytes), pane index and window end; an
   * order a runner can keep too, since it has no arrival order.
   */
  public static final Comparator<CapturedElement> EARLIEST =
      Comparator.comparing(CapturedElement::timestamp)
          .thenComparing(CapturedElement::encoded, Arrays::compareUnsigned)
          .thenComparingLong(element -> element.pane().getIndex())
          .thenComparing(element -> element.window().maxTimestamp());

  private final Source source;
  private final int index;

  public CapturedElement(byte[] encoded, BoundedWindow window, PaneInfo pane, Instant timestamp) {
    this(new Parts(encoded, window, pane, timestamp), 0);
  }

  CapturedElement(Source source, int index) {
    this.source = source;
    this.index = index;
  }

  /** The encoded element; callers must not modify the array. */
  public byte[] encoded() {
    return source.encoded(index);
  }

  public BoundedWindow window() {
    return source.window(index);
  }

  public PaneInfo pane() {
    return source.pane(index);
  }

  public Instant timestamp() {
    return source instanceof Parts parts
        ? parts.timestamp
        : Instant.ofEpochMilli(source.timestampMillis(index));
  }

  /** Whether both are the same captured element, read through any view. */
  @Override
  public boolean equals(Object other) {
    return other instanceof CapturedElement that && that.source == source && that.index == index;
  }

  @Override
  public int hashCode() {
    return System.identityHashCode(source) * 31 + index;
  }

  /** The parts of one element made by hand or read from a file. */
  private static final class Parts implements Source {
    private final byte[] encoded;
    private final BoundedWindow window;
    private final PaneInfo pane;
    private final Instant timestamp;

    Parts(byte[] encoded, BoundedWindow window, PaneInfo pane, Instant timestamp) {
      this.encoded = requireNonNull(encoded, "encoded");
      this.window = requireNonNull(window, "window");
      this.pane = requireNonNull(pane, "pane");
      this.timestamp = requireNonNull(timestamp, "timestamp");
    }

    @Override
    public byte[] encoded(int index) {
      return encoded;
    }

    @Override
    public BoundedWindow window(int index) {
      return window;
    }

    @Override
    public PaneInfo pane(int index) {
      return pane;
    }

    @Override
    public long timestampMillis(int index) {
      return timestamp.getMillis();
    }
  }
}
