package io.pipespec.runtime.runner;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.spi.ScenarioTraits;
import java.util.Optional;
import org.apache.beam.sdk.PipelineRunner;
import org.apiguardian.api.API;

/**
 * A runner found by its name, with the support of the engine execution that found it ({@link
 * RunnerSupports#resolve}): what a scenario's refusal check and its run both use, so that neither
 * looks the runner up again.
 *
 * @param runnerClass the Beam runner's class
 * @param support its support, configured for the execution
 */
@API(status = INTERNAL)
public record ResolvedRunner(
    Class<? extends PipelineRunner<?>> runnerClass, RunnerSupport support) {

  public ResolvedRunner {
    requireNonNull(runnerClass, "runnerClass");
    requireNonNull(support, "support");
  }

  /** The runner's simple class name, such as {@code FlinkRunner}. */
  public String name() {
    return runnerClass.getSimpleName();
  }

  /** Why this runner refuses a scenario of {@code traits} ({@link RunnerSupportLookup#refusal}). */
  public Optional<String> refusal(ScenarioTraits traits) {
    return RunnerSupportLookup.refusal(support, name(), traits);
  }
}
