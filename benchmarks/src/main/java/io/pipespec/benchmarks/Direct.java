package io.pipespec.benchmarks;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;

/**
 * Runs pipelines and scenarios on the DirectRunner with its defaults, immutability and encodability
 * enforcement included, so that Pipespec and the baselines pay for the same checks.
 */
final class Direct {

  private Direct() {}

  /** Fresh DirectRunner options, as {@code TestPipeline} or a user's {@code main} would make. */
  static PipelineOptions options() {
    PipelineOptions options = PipelineOptionsFactory.create();
    options.setRunner(DirectRunner.class);
    return options;
  }

  static Pipeline newPipeline() {
    return Pipeline.create(options());
  }

  /** Runs {@code pipeline} to the end; a PAssert failure surfaces here as an AssertionError. */
  static void run(Pipeline pipeline) {
    PipelineResult.State state = pipeline.run().waitUntilFinish();
    if (state != PipelineResult.State.DONE) {
      throw new IllegalStateException("The pipeline ended in state " + state);
    }
  }

  /**
   * Runs {@code scenario} and verifies each of its expectations, as the engine does; throws if one
   * fails, so that a benchmark never times a scenario that does not pass.
   */
  static ScenarioResult runAndVerify(ScenarioSpec scenario) {
    return runAndVerify(scenario, RunSettings.defaults());
  }

  /** {@link #runAndVerify(ScenarioSpec)} with other settings, such as a snapshot directory. */
  static ScenarioResult runAndVerify(ScenarioSpec scenario, RunSettings settings) {
    ScenarioResult result = ScenarioRunner.run(scenario, settings);
    for (ExpectationSpec expectation : scenario.expectations()) {
      result.verify(expectation);
    }
    return result;
  }
}
