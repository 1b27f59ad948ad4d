package io.pipespec.runtime.verdict.onrunner;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.PredicateThrow;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.coders.ByteArrayCoder;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.CustomCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * An element on which a {@code @Where} predicate threw where the pipeline runs, which predicate,
 * and what it threw. {@link ScopeCensus} keeps the earliest of a bundle and emits it when the
 * bundle ends; they merge into the earliest of the output, by {@link CapturedElement#EARLIEST}'s
 * order, whatever the bundles were.
 */
final class Thrown {

  /** Earliest first, as {@link CapturedElement#EARLIEST}; then by predicate and what it threw. */
  static final Comparator<Thrown> EARLIEST =
      Comparator.<Thrown>comparingLong(thrown -> thrown.timestampMillis)
          .thenComparing(thrown -> thrown.encoded, Arrays::compareUnsigned)
          .thenComparingLong(thrown -> thrown.pane.getIndex())
          .thenComparing(thrown -> thrown.window.maxTimestamp())
          .thenComparingInt(thrown -> thrown.filter)
          .thenComparing(thrown -> thrown.thrown);

  final int filter;
  final String thrown;
  final byte[] encoded;
  final BoundedWindow window;
  final PaneInfo pane;
  final long timestampMillis;

  Thrown(
      int filter,
      String thrown,
      byte[] encoded,
      BoundedWindow window,
      PaneInfo pane,
      long timestampMillis) {
    this.filter = filter;
    this.thrown = requireNonNull(thrown, "thrown");
    this.encoded = requireNonNull(encoded, "encoded");
    this.window = requireNonNull(window, "window");
    this.pane = requireNonNull(pane, "pane");
    this.timestampMillis = timestampMillis;
  }

  /** The earlier of {@code first}, when there is one, and {@code second}. */
  static Thrown earlier(@Nullable Thrown first, Thrown second) {
    return first == null || EARLIEST.compare(second, first) < 0 ? second : first;
  }

  /**
   * What the test JVM reads of the capture of the earliest one ({@link ScopeCensus}); empty when no
   * filter threw.
   */
  static Optional<PredicateThrow> read(
      List<CapturedElement> captured, Coder<? extends BoundedWindow> windowCoder) {
    if (captured.isEmpty()) {
      return Optional.empty();
    }
    Thrown thrown;
    try {
      thrown =
          CoderUtils.decodeFromByteArray(new ThrownCoder(windowCoder), captured.get(0).encoded());
    } catch (CoderException e) {
      throw new IllegalStateException("An element a @Where predicate threw on does not decode", e);
    }
    return Optional.of(
        new PredicateThrow(
            thrown.filter,
            thrown.thrown,
            new CapturedElement(
                thrown.encoded,
                thrown.window,
                thrown.pane,
                Instant.ofEpochMilli(thrown.timestampMillis))));
  }

  /** Keeps the earliest. */
  static final class Earliest extends Combine.BinaryCombineFn<Thrown> {
    private static final long serialVersionUID = 1L;

    @Override
    public Thrown apply(Thrown left, Thrown right) {
      return earlier(left, right);
    }
  }

  /** Encodes it, its window with the output's window coder. */
  static final class ThrownCoder extends CustomCoder<Thrown> {
    private static final long serialVersionUID = 1L;

    private final Coder<BoundedWindow> windowCoder;

    @SuppressWarnings("unchecked")
    ThrownCoder(Coder<? extends BoundedWindow> windowCoder) {
      this.windowCoder = (Coder<BoundedWindow>) windowCoder;
    }

    @Override
    public boolean equals(@Nullable Object other) {
      return other instanceof ThrownCoder that && that.windowCoder.equals(windowCoder);
    }

    @Override
    public int hashCode() {
      return windowCoder.hashCode();
    }

    @Override
    public void encode(Thrown thrown, OutputStream out) throws IOException {
      VarIntCoder.of().encode(thrown.filter, out);
      StringUtf8Coder.of().encode(thrown.thrown, out);
      ByteArrayCoder.of().encode(thrown.encoded, out);
      windowCoder.encode(thrown.window, out);
      PaneInfo.PaneInfoCoder.INSTANCE.encode(thrown.pane, out);
      VarLongCoder.of().encode(thrown.timestampMillis, out);
    }

    @Override
    public Thrown decode(InputStream in) throws IOException {
      return new Thrown(
          VarIntCoder.of().decode(in),
          StringUtf8Coder.of().decode(in),
          ByteArrayCoder.of().decode(in),
          windowCoder.decode(in),
          PaneInfo.PaneInfoCoder.INSTANCE.decode(in),
          VarLongCoder.of().decode(in));
    }
  }
}
