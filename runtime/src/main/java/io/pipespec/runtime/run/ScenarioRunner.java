package io.pipespec.runtime.run;

import io.pipespec.runtime.spec.ScenarioSpec;

/** Runs one scenario: builds its pipeline, captures every output, and waits for the run. */
public final class ScenarioRunner {

  private ScenarioRunner() {}

  /**
   * Runs {@code scenario} once with {@code settings}. Never throws for a failure of the pipeline
   * itself: a failed or timed-out run is recorded in the result, and every expectation verified
   * against it fails with the cause.
   */
  public static ScenarioResult run(ScenarioSpec scenario, RunSettings settings) {
    throw new UnsupportedOperationException("to be written with the runtime");
  }
}
