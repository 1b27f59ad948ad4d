package io.pipespec.runtime.spi;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/** Which options Pipespec sets on a runner before the user's ({@code pipespec.runnerDefaults}). */
@API(status = EXPERIMENTAL, since = "0.1")
public enum RunnerDefaults {
  /**
   * The runner's {@link RunnerSupport#faithfulOptions faithful options}: on Flink, one instance and
   * bundles of one element, so that watermarks and triggers behave as Beam's model says.
   */
  FAITHFUL,
  /**
   * None of them: the runner's own (production) settings, plus the user's {@code
   * pipespec.pipelineOptions}; only what Pipespec needs to cancel a run is still set.
   */
  PRODUCTION,
  /**
   * Both, on a runner that {@linkplain RunnerSupport#productionRisks knows} what its own settings
   * can show (FlinkRunner): each scenario runs with the faithful options, whose verdicts count, and
   * once more with the runner's own settings; a verdict the second run does not share is named in
   * the failure or in a note. On another runner, one run with the faithful options.
   */
  BOTH
}
