package io.pipespec.runtime.onrunner;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CustomCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.jspecify.annotations.Nullable;

/**
 * How often one distinct element is expected and arrived, where it is first expected, and the
 * earliest of its arrivals. Tallies of one element merge in any order to the same tally, so that a
 * runner may combine them however it bundles them.
 */
final class Tally {

  /** How many arrivals a tally keeps, the earliest by event time (as the JVM keeps three). */
  static final int ARRIVALS_KEPT = 3;

  /** One arrival: its window, pane and event time. */
  record Arrival(BoundedWindow window, PaneInfo pane, long timestampMillis) {}

  static final Comparator<Arrival> EARLIEST =
      Comparator.comparingLong(Arrival::timestampMillis)
          .thenComparingLong(arrival -> arrival.pane().getIndex())
          .thenComparing(arrival -> arrival.window().maxTimestamp());

  long expected;
  long actual;

  /**
   * The index of its first place on the expected side; {@link Long#MAX_VALUE} when not expected.
   */
  long firstIndex = Long.MAX_VALUE;

  final List<Arrival> arrivals = new ArrayList<>(1);

  static Tally expected(long count, long firstIndex) {
    Tally tally = new Tally();
    tally.expected = count;
    tally.firstIndex = firstIndex;
    return tally;
  }

  static Tally arrived(BoundedWindow window, PaneInfo pane, long timestampMillis) {
    Tally tally = new Tally();
    tally.actual = 1;
    tally.arrivals.add(new Arrival(window, pane, timestampMillis));
    return tally;
  }

  /** Adds {@code other} into this tally. */
  Tally merge(Tally other) {
    expected += other.expected;
    actual += other.actual;
    firstIndex = Math.min(firstIndex, other.firstIndex);
    if (!other.arrivals.isEmpty()) {
      arrivals.addAll(other.arrivals);
      arrivals.sort(EARLIEST);
      while (arrivals.size() > ARRIVALS_KEPT) {
        arrivals.remove(arrivals.size() - 1);
      }
    }
    return this;
  }

  /** The event time of its earliest arrival; {@link Long#MAX_VALUE} when it never arrived. */
  long earliest() {
    return arrivals.isEmpty() ? Long.MAX_VALUE : arrivals.get(0).timestampMillis();
  }

  /** Encodes tallies, their arrivals' windows with the output's window coder. */
  static final class TallyCoder extends CustomCoder<Tally> {
    private static final long serialVersionUID = 1L;
    private static final Coder<Long> LONG = VarLongCoder.of();

    private final Coder<BoundedWindow> windowCoder;

    @SuppressWarnings("unchecked")
    TallyCoder(Coder<? extends BoundedWindow> windowCoder) {
      this.windowCoder = (Coder<BoundedWindow>) windowCoder;
    }

    @Override
    public boolean equals(@Nullable Object other) {
      return other instanceof TallyCoder that && that.windowCoder.equals(windowCoder);
    }

    @Override
    public int hashCode() {
      return windowCoder.hashCode();
    }

    @Override
    public void encode(Tally tally, OutputStream out) throws IOException {
      LONG.encode(tally.expected, out);
      LONG.encode(tally.actual, out);
      LONG.encode(tally.firstIndex, out);
      LONG.encode((long) tally.arrivals.size(), out);
      for (Arrival arrival : tally.arrivals) {
        windowCoder.encode(arrival.window(), out);
        PaneInfo.PaneInfoCoder.INSTANCE.encode(arrival.pane(), out);
        LONG.encode(arrival.timestampMillis(), out);
      }
    }

    @Override
    public Tally decode(InputStream in) throws IOException {
      Tally tally = new Tally();
      tally.expected = LONG.decode(in);
      tally.actual = LONG.decode(in);
      tally.firstIndex = LONG.decode(in);
      long arrivals = LONG.decode(in);
      for (long i = 0; i < arrivals; i++) {
        tally.arrivals.add(
            new Arrival(
                windowCoder.decode(in),
                PaneInfo.PaneInfoCoder.INSTANCE.decode(in),
                LONG.decode(in)));
      }
      return tally;
    }

    @Override
    public void verifyDeterministic() throws NonDeterministicException {
      verifyDeterministic(this, "the window coder must be deterministic", windowCoder);
    }
  }
}
