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
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * {@code explore-retries}: exploring {@link #MEMBERS} perturbations, retried bundles among them, of
 * an 8-element, 3-segment {@code @Timeline} scenario on the DirectRunner, against {@link #MEMBERS}
 * plain runs of the same scenario through Pipespec. The transform doubles each point in a stateless
 * {@code ParDo} (which reads the input, so a retry replays a failed attempt of it) and sums them
 * per team in one-minute windows; the one expectation holds for every member, retries included, so
 * no member fails and no shrinking runs: the figure is the cost of the members alone.
 */
final class ExploreRetries {

  /** Perturbations explored, and plain runs timed against them. */
  static final int MEMBERS = 100;

  private final ScenarioSpec scenario;
  private final ExpectationSpec totals;
  private final RunSettings settings = RunSettings.defaults().withTimeout(Duration.ofMinutes(5));

  ExploreRetries() {
    totals =
        ExploreRuns.firstMinuteTotals(
            ExploreRetries.class, List.of(KV.of("a", 12), KV.of("b", 30)));
    scenario =
        ScenarioSpec.builder("Explored", ExploreRetries.class)
            .input(
                ExploreRuns.points(
                    "ExploreRetries",
                    steps -> steps.element(KV.of("b", 6), 21_000).element(KV.of("c", 1), 61_000)))
            .transform(
                inputs ->
                    Outputs.single(
                        "totals",
                        inputs
                            .<KV<String, Integer>>get("points")
                            .apply(
                                "Double",
                                MapElements.into(
                                        TypeDescriptors.kvs(
                                            TypeDescriptors.strings(), TypeDescriptors.integers()))
                                    .via(
                                        (KV<String, Integer> point) ->
                                            KV.of(point.getKey(), 2 * point.getValue())))
                            .apply(ExploreRuns.perMinute())
                            .apply(Sum.integersPerKey())))
            .expectation(totals)
            .build();
  }

  /** One plain run through Pipespec, judged. */
  ScenarioResult plain() {
    ScenarioResult result = ScenarioRunner.run(scenario, settings);
    result.verify(totals);
    return result;
  }

  /** {@link #MEMBERS} perturbations of the scenario, after its run as written (not timed). */
  Exploration.Explored explore(ScenarioResult written) {
    Exploration.Explored explored = ExploreRuns.exactly(scenario, settings, MEMBERS, written);
    if (explored.summary().contains("retries:")) {
      // A summary names retries only to say why they were not explored.
      throw new IllegalStateException("retries were not explored: " + explored.summary());
    }
    return explored;
  }

  /** {@link #MEMBERS} plain runs. */
  void plainRuns() {
    for (int i = 0; i < MEMBERS; i++) {
      plain();
    }
  }

  /**
   * {@link #MEMBERS} members of the explored scenario, retried bundles among them, against as many
   * plain runs of it; also prints how the exploration went.
   */
  static BenchLine bench() throws Exception {
    ExploreRetries bench = new ExploreRetries();
    // The run as written is what exploration starts from; it also warms the runner up.
    ScenarioResult written = bench.plain();
    String[] summary = new String[1];
    Map<String, Workload> workloads = new LinkedHashMap<>();
    workloads.put("explore", () -> summary[0] = bench.explore(written).summary());
    workloads.put("plain", bench::plainRuns);
    Map<String, Long> medians = Bench.exploration("explore-retries", 3, workloads);
    BenchLine line =
        Bench.print(
            new BenchLine(
                "explore-retries",
                MEMBERS,
                Bench.median(medians, "explore"),
                Bench.median(medians, "plain")));
    System.out.println("INFO explore-retries " + summary[0]);
    return line;
  }
}
