package io.pipespec.benchmarks;

import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.values.KV;

/**
 * {@code explore-pipeline}: exploring {@link #MEMBERS} perturbations of an 8-element, 3-segment
 * {@code @Timeline} scenario, against {@link #MEMBERS} plain runs of the same scenario through
 * Pipespec, as separate scenarios would run. The transform sums points per team in one-minute
 * windows; the one expectation holds for every order and bundling, so no member fails and no
 * shrinking runs: the figure is the cost of the members alone.
 */
final class ExplorePipeline {

  /** Perturbations explored, and plain runs timed against them. */
  static final int MEMBERS = 100;

  private final ScenarioSpec scenario;
  private final ExpectationSpec totals;
  private final RunSettings settings = RunSettings.defaults().withTimeout(Duration.ofMinutes(5));

  ExplorePipeline() {
    totals =
        ExploreRuns.firstMinuteTotals(
            ExplorePipeline.class, List.of(KV.of("a", 6), KV.of("b", 15)));
    scenario =
        ScenarioSpec.builder("Explored", ExplorePipeline.class)
            .input(
                ExploreRuns.points(
                    "ExplorePipeline",
                    steps -> steps.element(KV.of("b", 6), 21_000).element(KV.of("c", 1), 61_000)))
            .transform(
                inputs ->
                    Outputs.single(
                        "totals",
                        inputs
                            .<KV<String, Integer>>get("points")
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
    return ExploreRuns.exactly(scenario, settings, MEMBERS, written);
  }

  /** {@link #MEMBERS} plain runs. */
  void plainRuns() {
    for (int i = 0; i < MEMBERS; i++) {
      plain();
    }
  }
}
