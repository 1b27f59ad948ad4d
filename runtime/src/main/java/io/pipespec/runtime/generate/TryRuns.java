package io.pipespec.runtime.generate;

import io.pipespec.runtime.build.PipelineConstruction;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.BiFunction;

/**
 * Runs tries of a generated scenario, {@link #BATCH} to a pipeline ({@link TryBatch}). A try whose
 * timeline advances processing time runs alone (the DirectRunner has one processing clock), and so
 * does every try when an expectation reads the run's metrics or effects, which tries of one
 * pipeline would add up. A pipeline that fails as a whole is run again try by try, so that the
 * failure is put on the try that caused it.
 */
final class TryRuns {

  /** Tries that one pipeline holds. */
  static final int BATCH = 16;

  private final PipelineScenarioSpec scenario;
  private final BiFunction<PipelineScenarioSpec, PipelineConstruction, ScenarioResult> pipelines;
  private final int batchSize;

  /**
   * @param pipelines runs a pipeline of a scenario as a construction builds it (the seam tests
   *     count pipelines through)
   */
  TryRuns(
      PipelineScenarioSpec scenario,
      BiFunction<PipelineScenarioSpec, PipelineConstruction, ScenarioResult> pipelines) {
    this.scenario = scenario;
    this.pipelines = pipelines;
    boolean wholeRun =
        scenario.expectations().stream()
            .anyMatch(
                e ->
                    e.target() instanceof ExpectationSpec.Target.Metrics
                        || e.target() instanceof ExpectationSpec.Target.Effects);
    this.batchSize = wholeRun ? 1 : BATCH;
  }

  /** The result of each of {@code tries}, in order. */
  List<ScenarioResult> run(List<DrawnTry> tries) {
    ScenarioResult[] results = new ScenarioResult[tries.size()];
    List<DrawnTry> batch = new ArrayList<>();
    List<Integer> slots = new ArrayList<>();
    for (int t = 0; t < tries.size(); t++) {
      DrawnTry drawn = tries.get(t);
      if (drawn.advancesProcessingTime() || batchSize == 1) {
        results[t] = alone(drawn);
        continue;
      }
      batch.add(drawn);
      slots.add(t);
      if (batch.size() == batchSize) {
        runBatch(batch, slots, results);
      }
    }
    runBatch(batch, slots, results);
    return Arrays.asList(results);
  }

  /** {@code drawn} run once as its written scenario would run: the confirmation of a finding. */
  ScenarioResult asWritten(DrawnTry drawn) {
    PipelineScenarioSpec written = drawn.scenario(scenario);
    return pipelines.apply(written, PipelineConstruction.of(written));
  }

  private void runBatch(List<DrawnTry> batch, List<Integer> slots, ScenarioResult[] results) {
    if (batch.isEmpty()) {
      return;
    }
    // The run reads its scenario's inputs (for the report): a drawn try's, never the generator's.
    ScenarioResult run =
        pipelines.apply(batch.get(0).scenario(scenario), new TryBatch(scenario, batch));
    for (int i = 0; i < batch.size(); i++) {
      results[slots.get(i)] =
          batch.size() > 1 && run.failure().isPresent() ? alone(batch.get(i)) : run.part(i);
    }
    batch.clear();
    slots.clear();
  }

  private ScenarioResult alone(DrawnTry drawn) {
    return pipelines
        .apply(drawn.scenario(scenario), new TryBatch(scenario, List.of(drawn)))
        .part(0);
  }
}
