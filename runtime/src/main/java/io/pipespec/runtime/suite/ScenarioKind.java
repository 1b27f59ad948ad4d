package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/**
 * The three kinds of test, as the processor's {@code TestKind} names them: what a scenario runs,
 * which decides how it runs and what its expectations can read.
 */
@API(status = INTERNAL)
public enum ScenarioKind {
  /** A transform under test, fed by inputs, run as a pipeline on a Beam runner. */
  PIPELINE("pipeline", true),
  /** A whole job, some reads replaced and some writes captured, run on a Beam runner. */
  JOB("job", true),
  /** A keyed {@code DoFn} driven through a timeline on its harness, without a runner. */
  FUNCTION("function", false);

  private final String noun;
  private final boolean runsOnARunner;

  ScenarioKind(String noun, boolean runsOnARunner) {
    this.noun = noun;
    this.runsOnARunner = runsOnARunner;
  }

  /** What a run of this kind runs, as messages say it: "pipeline", "job", "function". */
  public String noun() {
    return noun;
  }

  /** Whether a scenario of this kind runs on a Beam runner (pipeline, job), not on a harness. */
  public boolean runsOnARunner() {
    return runsOnARunner;
  }
}
