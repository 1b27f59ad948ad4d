/**
 * Which runner runs a scenario: {@link io.pipespec.runtime.runner.RunnerLookup} finds a runner
 * class by the name {@code --runner} takes, {@link io.pipespec.runtime.runner.RunnerSupportLookup}
 * its {@link io.pipespec.runtime.spi.RunnerSupport} (the DirectRunner's, {@link
 * io.pipespec.runtime.runner.DirectRunnerSupport}, is here; the others come from runner modules
 * through {@code ServiceLoader}). {@code @API(status = INTERNAL)}.
 */
package io.pipespec.runtime.runner;
