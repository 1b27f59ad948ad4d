package io.pipespec.benchmarks;

import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.values.KV;

/**
 * {@code explore-find}: exploring an 8-element, 3-segment {@code @Timeline} scenario whose windowed
 * {@code Combine.perKey} keeps each team's latest points by merging its accumulators into the last
 * one that holds any (a merge that is not commutative), finding the bug and shrinking it, against
 * exploring its correct twin (merging into the highest, as points only grow) with the same budget
 * of {@link #MEMBERS} members and the same seed. Both pass as written, where the accumulators of a
 * key merge in time order; members whose bundles reach the combiner in another order fail the buggy
 * one. The figure is what finding and shrinking cost beyond exploring a transform that has no bug.
 */
final class ExploreFind {

  /** The budget of members of both explorations. */
  static final int MEMBERS = 50;

  private final Side buggy = new Side(new Latest(false));
  private final Side twin = new Side(new Latest(true));

  /** One side: a scenario, its expectation and its run as written. */
  private static final class Side {
    private final ScenarioSpec scenario;
    private final ExpectationSpec totals;
    private final RunSettings settings = RunSettings.defaults().withTimeout(Duration.ofMinutes(5));
    private final ScenarioResult written;

    Side(Latest points) {
      totals =
          ExploreRuns.firstMinuteTotals(ExploreFind.class, List.of(KV.of("a", 3), KV.of("b", 6)));
      scenario =
          ScenarioSpec.builder(points.commutative ? "Twin" : "Buggy", ExploreFind.class)
              .input(
                  ExploreRuns.points(
                      "ExploreFind",
                      steps -> steps.element(KV.of("b", 5), 21_000).element(KV.of("b", 6), 22_000)))
              .transform(
                  inputs ->
                      Outputs.single(
                          "totals",
                          inputs
                              .<KV<String, Integer>>get("points")
                              .apply(ExploreRuns.perMinute())
                              .apply(Combine.perKey(points))))
              .expectation(totals)
              .build();
      written = ScenarioRunner.run(scenario, settings);
      written.verify(totals);
    }

    Exploration.Explored explore() {
      return ExploreRuns.explored(scenario, settings, MEMBERS, written);
    }
  }

  /** The buggy side: it must find the bug, once. */
  Exploration.Explored findAndShrink() {
    Exploration.Explored explored = buggy.explore();
    if (explored.findings().size() != 1) {
      throw new IllegalStateException("expected one finding: " + explored.summary());
    }
    return explored;
  }

  /** The twin: all {@link #MEMBERS} members run and none fails. */
  Exploration.Explored exploreTwin() {
    Exploration.Explored explored = twin.explore();
    if (explored.runs() != MEMBERS || !explored.findings().isEmpty()) {
      throw new IllegalStateException(
          "expected " + MEMBERS + " members and no finding: " + explored.summary());
    }
    return explored;
  }

  /**
   * Each team's latest points in a window, which only grow: each accumulator keeps the highest it
   * was given; the twin merges them by keeping the highest, the buggy one keeps the last that holds
   * any (a merge that is not commutative, right only when accumulators merge in time order).
   */
  static final class Latest extends Combine.CombineFn<Integer, Integer, Integer> {
    private static final long serialVersionUID = 1L;
    private final boolean commutative;

    Latest(boolean commutative) {
      this.commutative = commutative;
    }

    @Override
    public Integer createAccumulator() {
      return 0;
    }

    @Override
    public Integer addInput(Integer latest, Integer input) {
      return Math.max(latest, input);
    }

    @Override
    public Integer mergeAccumulators(Iterable<Integer> latests) {
      int merged = 0;
      for (int latest : latests) {
        if (latest != 0) {
          merged = commutative ? Math.max(merged, latest) : latest;
        }
      }
      return merged;
    }

    @Override
    public Integer extractOutput(Integer latest) {
      return latest;
    }
  }

  /**
   * Finding and shrinking the buggy side against exploring the twin, after {@link
   * Bench#EXPLORATION_WARMUPS} untimed rounds of both; also prints how both explorations went.
   */
  static BenchLine bench() throws Exception {
    ExploreFind bench = new ExploreFind();
    String[] summaries = new String[2];
    Map<String, Workload> workloads = new LinkedHashMap<>();
    workloads.put("find", () -> summaries[0] = bench.findAndShrink().summary());
    workloads.put("twin", () -> summaries[1] = bench.exploreTwin().summary());
    Map<String, Long> medians = Bench.exploration("explore-find", 5, workloads);
    BenchLine line =
        Bench.print(
            new BenchLine(
                "explore-find",
                MEMBERS,
                Bench.median(medians, "find"),
                Bench.median(medians, "twin")));
    System.out.println("INFO explore-find buggy: " + summaries[0]);
    System.out.println("INFO explore-find twin: " + summaries[1]);
    return line;
  }
}
