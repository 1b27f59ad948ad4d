package io.pipespec.benchmarks;

import java.util.Locale;

/**
 * The one line a benchmark case prints: {@code BENCH <case> n=<size> pipespec_ms=<ms>
 * baseline_ms=<ms> ratio=<pipespec/baseline>}, with the ratio computed from the unrounded times.
 */
record BenchLine(String caseName, long size, long pipespecNanos, long baselineNanos) {

  double ratio() {
    return (double) pipespecNanos / baselineNanos;
  }

  @Override
  public String toString() {
    return String.format(
        Locale.ROOT,
        "BENCH %s n=%d pipespec_ms=%d baseline_ms=%d ratio=%.3f",
        caseName,
        size,
        Math.round(pipespecNanos / 1e6),
        Math.round(baselineNanos / 1e6),
        ratio());
  }
}
