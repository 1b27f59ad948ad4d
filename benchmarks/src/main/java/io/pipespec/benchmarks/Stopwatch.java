package io.pipespec.benchmarks;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.StringJoiner;

/**
 * Times several workloads in one JVM: a few warm-up rounds, then measured rounds, and the median of
 * each workload's measured times.
 *
 * <p>Every round runs every workload once, and the order rotates from round to round, so that a
 * noisy neighbour or a slowly growing heap hits all workloads alike instead of the one that happens
 * to run last. A full garbage collection before each run keeps the previous run's garbage out of
 * the next one's time.
 */
final class Stopwatch {

  private final int warmups;
  private final int rounds;

  Stopwatch(int warmups, int rounds) {
    if (warmups < 0 || rounds < 1) {
      throw new IllegalArgumentException(
          "Need at least one measured round and no negative warm-ups, got warmups="
              + warmups
              + ", rounds="
              + rounds);
    }
    this.warmups = warmups;
    this.rounds = rounds;
  }

  /**
   * Each workload's untimed warm-up times and the median of its measured times, in nanoseconds, by
   * the names given.
   */
  record Times(Map<String, long[]> warmups, Map<String, Long> medians) {

    /** The warm-up times in milliseconds, as {@code a 3100, 1900 ms; b 2600, 2450 ms}. */
    String warmupsInMillis() {
      StringJoiner text = new StringJoiner("; ");
      warmups.forEach(
          (name, nanos) -> {
            StringJoiner millis = new StringJoiner(", ", name + " ", " ms");
            Arrays.stream(nanos).forEach(n -> millis.add(Long.toString(n / 1_000_000)));
            text.add(millis.toString());
          });
      return text.toString();
    }
  }

  /** The median wall time in nanoseconds of each workload, by the names given. */
  Map<String, Long> medians(Map<String, Workload> workloads) throws Exception {
    return times(workloads).medians();
  }

  /** The warm-up times and the median measured time of each workload. */
  Times times(Map<String, Workload> workloads) throws Exception {
    List<String> names = new ArrayList<>(workloads.keySet());
    Map<String, long[]> times = new LinkedHashMap<>();
    names.forEach(name -> times.put(name, new long[warmups + rounds]));
    for (int round = 0; round < warmups + rounds; round++) {
      for (int i = 0; i < names.size(); i++) {
        String name = names.get((round + i) % names.size());
        requireNonNull(times.get(name), name)[round] =
            time(requireNonNull(workloads.get(name), name));
      }
    }
    Map<String, long[]> warm = new LinkedHashMap<>();
    Map<String, Long> medians = new LinkedHashMap<>();
    times.forEach(
        (name, all) -> {
          warm.put(name, Arrays.copyOf(all, warmups));
          medians.put(name, median(Arrays.copyOfRange(all, warmups, all.length)));
        });
    return new Times(warm, medians);
  }

  static long time(Workload workload) throws Exception {
    System.gc();
    long start = System.nanoTime();
    workload.run();
    return System.nanoTime() - start;
  }

  static long median(long[] values) {
    long[] sorted = values.clone();
    Arrays.sort(sorted);
    int middle = sorted.length / 2;
    return sorted.length % 2 == 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
  }
}
