package io.pipespec.runtime.generate;

import io.pipespec.runtime.build.PipelineConstruction;
import io.pipespec.runtime.explore.SideBySide;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.BiFunction;

/**
 * Runs tries of a generated scenario, up to {@link #BATCH} to a pipeline ({@link TryBatch}), and
 * several pipelines side by side ({@link SideBySide}), so that every core works. A try whose
 * timeline advances processing time runs in a pipeline of its own (a pipeline has one processing
 * clock), and so does every try when an expectation reads the run's metrics or effects, which tries
 * of one pipeline would add up. A pipeline that fails as a whole is run again try by try, once
 * every pipeline of the call has ended, so that the failure is put on the try that caused it.
 */
final class TryRuns {

  /** Tries that one pipeline holds at most. */
  static final int BATCH = 16;

  private final PipelineScenarioSpec scenario;
  private final BiFunction<PipelineScenarioSpec, PipelineConstruction, ScenarioResult> pipelines;
  private final int batchSize;
  private final int parallelism;

  /**
   * @param pipelines runs a pipeline of a scenario as a construction builds it (the seam tests
   *     count pipelines through); called from several threads at once
   */
  TryRuns(
      PipelineScenarioSpec scenario,
      BiFunction<PipelineScenarioSpec, PipelineConstruction, ScenarioResult> pipelines) {
    this(scenario, pipelines, SideBySide.parallelism());
  }

  /**
   * @param parallelism how many pipelines run at once; 1 runs them one by one
   */
  TryRuns(
      PipelineScenarioSpec scenario,
      BiFunction<PipelineScenarioSpec, PipelineConstruction, ScenarioResult> pipelines,
      int parallelism) {
    this.scenario = scenario;
    this.pipelines = pipelines;
    boolean wholeRun =
        scenario.expectations().stream()
            .anyMatch(
                e ->
                    e.target() instanceof ExpectationSpec.Target.Metrics
                        || e.target() instanceof ExpectationSpec.Target.Effects);
    this.batchSize = wholeRun ? 1 : BATCH;
    this.parallelism = Math.max(1, parallelism);
  }

  /** The result of each of {@code tries}, in order. */
  List<ScenarioResult> run(List<DrawnTry> tries) {
    List<Integer> batched = new ArrayList<>();
    List<List<Integer>> runs = new ArrayList<>();
    for (int t = 0; t < tries.size(); t++) {
      if (tries.get(t).advancesProcessingTime() || batchSize == 1) {
        runs.add(List.of(t));
      } else {
        batched.add(t);
      }
    }
    runs.addAll(SideBySide.pipelines(batched, batchSize, parallelism));
    List<Callable<ScenarioResult>> calls = new ArrayList<>();
    for (List<Integer> run : runs) {
      List<DrawnTry> batch = run.stream().map(tries::get).toList();
      // The run reads its scenario's inputs (for the report): a drawn try's, never the generator's.
      calls.add(
          () -> pipelines.apply(batch.get(0).scenario(scenario), new TryBatch(scenario, batch)));
    }
    List<ScenarioResult> ran = SideBySide.run(calls, parallelism, "generated try");
    ScenarioResult[] results = new ScenarioResult[tries.size()];
    for (int r = 0; r < runs.size(); r++) {
      List<Integer> run = runs.get(r);
      for (int i = 0; i < run.size(); i++) {
        int slot = run.get(i);
        results[slot] =
            run.size() > 1 && ran.get(r).failure().isPresent()
                ? alone(tries.get(slot))
                : ran.get(r).part(i);
      }
    }
    return Arrays.asList(results);
  }

  /** {@code drawn} run once as its written scenario would run: the confirmation of a finding. */
  ScenarioResult asWritten(DrawnTry drawn) {
    PipelineScenarioSpec written = drawn.scenario(scenario);
    return pipelines.apply(written, PipelineConstruction.of(written));
  }

  private ScenarioResult alone(DrawnTry drawn) {
    return pipelines
        .apply(drawn.scenario(scenario), new TryBatch(scenario, List.of(drawn)))
        .part(0);
  }
}
