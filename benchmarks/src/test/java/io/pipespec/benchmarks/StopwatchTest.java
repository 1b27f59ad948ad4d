package io.pipespec.benchmarks;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StopwatchTest {

  @Test
  void medianOfOddAndEvenCounts() {
    assertThat(Stopwatch.median(new long[] {9, 1, 5})).isEqualTo(5);
    assertThat(Stopwatch.median(new long[] {4, 1, 3, 2})).isEqualTo(2);
    assertThat(Stopwatch.median(new long[] {7})).isEqualTo(7);
  }

  @Test
  void everyRoundRunsEveryWorkloadAndTheOrderRotates() throws Exception {
    List<String> calls = new ArrayList<>();
    Map<String, Long> medians = new Stopwatch(1, 2).medians(recording(calls, "a", "b"));
    assertThat(calls).containsExactly("a", "b", "b", "a", "a", "b").inOrder();
    assertThat(medians.keySet()).containsExactly("a", "b").inOrder();
  }

  @Test
  void warmUpRoundsAreKeptApartFromTheMeasuredOnes() throws Exception {
    List<String> calls = new ArrayList<>();
    Stopwatch.Times times = new Stopwatch(2, 1).times(recording(calls, "a", "b"));
    assertThat(calls).hasSize(6);
    assertThat(times.warmups().keySet()).containsExactly("a", "b").inOrder();
    assertThat(times.warmups().get("a")).hasLength(2);
    assertThat(times.warmups().get("b")).hasLength(2);
    assertThat(times.medians().keySet()).containsExactly("a", "b").inOrder();
  }

  @Test
  void warmUpTimesPrintInMillisecondsByWorkload() {
    Map<String, long[]> warmups = new LinkedHashMap<>();
    warmups.put("explore", new long[] {3_100_400_000L, 1_900_000_000L});
    warmups.put("plain", new long[] {2_600_000_000L, 2_450_999_999L});
    Stopwatch.Times times = new Stopwatch.Times(warmups, Map.of());
    assertThat(times.warmupsInMillis()).isEqualTo("explore 3100, 1900 ms; plain 2600, 2450 ms");
  }

  @Test
  void aFailingWorkloadFailsTheMeasurement() {
    Map<String, Workload> workloads = new LinkedHashMap<>();
    workloads.put(
        "broken",
        () -> {
          throw new IllegalStateException("scenario failed");
        });
    IllegalStateException thrown =
        assertThrows(IllegalStateException.class, () -> new Stopwatch(0, 1).medians(workloads));
    assertThat(thrown).hasMessageThat().isEqualTo("scenario failed");
  }

  @Test
  void needsAMeasuredRound() {
    assertThrows(IllegalArgumentException.class, () -> new Stopwatch(1, 0));
  }

  /** Workloads by {@code names}, each adding its name to {@code calls} when it runs. */
  private static Map<String, Workload> recording(List<String> calls, String... names) {
    Map<String, Workload> workloads = new LinkedHashMap<>();
    for (String name : names) {
      workloads.put(name, () -> calls.add(name));
    }
    return workloads;
  }

  @Test
  void benchLineHasTheExactFormOfTheIssue() {
    BenchLine line = new BenchLine("large-contains", 1_000_000, 3_456_700_000L, 2_300_000_000L);
    assertThat(line.toString())
        .isEqualTo("BENCH large-contains n=1000000 pipespec_ms=3457 baseline_ms=2300 ratio=1.503");
  }
}
