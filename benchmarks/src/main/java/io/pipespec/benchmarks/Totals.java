package io.pipespec.benchmarks;

import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.transforms.FlatMapElements;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;

/**
 * The cheap pipeline of the snapshot and keyed-diff cases: {@code n} {@link Total}s made from a
 * thousandth as many seeds, so that the input's {@code Create} (which Beam serializes whole into
 * the pipeline) stays small and Pipespec's own cost shows.
 */
final class Totals {

  /** The totals one seed makes. */
  static final int PER_SEED = 1_000;

  private Totals() {}

  /** The seeds {@code 0, 1, ...}, one per {@link #PER_SEED} totals. */
  static List<Long> seeds(int n) {
    List<Long> seeds = new ArrayList<>();
    for (long seed = 0; seed * PER_SEED < n; seed++) {
      seeds.add(seed);
    }
    return seeds;
  }

  /** The transform under test: each seed into its totals, the first {@code n} in all. */
  static PCollection<Total> expand(PCollection<Long> seeds, int n) {
    return seeds.apply(
        "Totals",
        FlatMapElements.into(TypeDescriptor.of(Total.class))
            .via(
                (Long seed) -> {
                  List<Total> totals = new ArrayList<>(PER_SEED);
                  long first = seed * PER_SEED;
                  for (long i = first; i < Math.min(first + PER_SEED, n); i++) {
                    totals.add(Total.of(i));
                  }
                  return totals;
                }));
  }

  /** The totals {@link #expand} makes, in order. */
  static List<Total> all(int n) {
    List<Total> totals = new ArrayList<>(n);
    for (long i = 0; i < n; i++) {
      totals.add(Total.of(i));
    }
    return totals;
  }
}
