package io.pipespec.runtime.verdict.onrunner;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CustomCoder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.VarInt;
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

  /**
   * The earliest arrivals, at most {@link #ARRIVALS_KEPT}, earliest first. Never changed in place,
   * so that tallies may share it: most elements arrive once and keep the list they arrived with.
   */
  List<Arrival> arrivals = List.of();

  static Tally expected(long count, long firstIndex) {
    Tally tally = new Tally();
    tally.expected = count;
    tally.firstIndex = firstIndex;
    return tally;
  }

  static Tally arrived(BoundedWindow window, PaneInfo pane, long timestampMillis) {
    Tally tally = new Tally();
    tally.actual = 1;
    tally.arrivals = List.of(new Arrival(window, pane, timestampMillis));
    return tally;
  }

  /** Adds {@code other} into this tally. */
  Tally merge(Tally other) {
    expected += other.expected;
    actual += other.actual;
    firstIndex = Math.min(firstIndex, other.firstIndex);
    if (arrivals.isEmpty()) {
      arrivals = other.arrivals;
    } else if (!other.arrivals.isEmpty()) {
      List<Arrival> both = new ArrayList<>(arrivals.size() + other.arrivals.size());
      both.addAll(arrivals);
      both.addAll(other.arrivals);
      both.sort(EARLIEST);
      arrivals = List.copyOf(both.subList(0, Math.min(both.size(), ARRIVALS_KEPT)));
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
    private static final long EARLIEST_MILLIS = BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis();

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

    // Most tallies are one arrival, not expected, or expected once and never arrived; they encode
    // in a few bytes: the first index 0 when there is none and one more than it otherwise, event
    // times from the earliest Beam allows (where bounded sources put their elements).
    @Override
    public void encode(Tally tally, OutputStream out) throws IOException {
      VarInt.encode(tally.expected, out);
      VarInt.encode(tally.actual, out);
      VarInt.encode(tally.firstIndex == Long.MAX_VALUE ? 0 : tally.firstIndex + 1, out);
      VarInt.encode(tally.arrivals.size(), out);
      for (Arrival arrival : tally.arrivals) {
        windowCoder.encode(arrival.window(), out);
        PaneInfo.PaneInfoCoder.INSTANCE.encode(arrival.pane(), out);
        VarInt.encode(arrival.timestampMillis() - EARLIEST_MILLIS, out);
      }
    }

    @Override
    public Tally decode(InputStream in) throws IOException {
      Tally tally = new Tally();
      tally.expected = VarInt.decodeLong(in);
      tally.actual = VarInt.decodeLong(in);
      long firstIndex = VarInt.decodeLong(in);
      tally.firstIndex = firstIndex == 0 ? Long.MAX_VALUE : firstIndex - 1;
      int count = VarInt.decodeInt(in);
      if (count == 1) {
        tally.arrivals = List.of(arrival(in));
      } else if (count > 1) {
        List<Arrival> arrivals = new ArrayList<>(count);
        for (int i = 0; i < count; i++) {
          arrivals.add(arrival(in));
        }
        tally.arrivals = List.copyOf(arrivals);
      }
      return tally;
    }

    private Arrival arrival(InputStream in) throws IOException {
      return new Arrival(
          windowCoder.decode(in),
          PaneInfo.PaneInfoCoder.INSTANCE.decode(in),
          VarInt.decodeLong(in) + EARLIEST_MILLIS);
    }

    @Override
    public void verifyDeterministic() throws NonDeterministicException {
      verifyDeterministic(this, "the window coder must be deterministic", windowCoder);
    }
  }
}
