/**
 * Which runner runs a scenario: {@link io.pipespec.runtime.runner.RunnerLookup} finds a runner
 * class by the name {@code --runner} takes, {@link io.pipespec.runtime.runner.RunnerSupports} holds
 * the {@link io.pipespec.runtime.spi.RunnerSupport}s of one engine execution, configured with its
 * parameters and closed when it ends (the DirectRunner's, {@link
 * io.pipespec.runtime.runner.DirectRunnerSupport}, is here; the others come from runner modules
 * through {@code ServiceLoader}), and resolves a runner once into a {@link
 * io.pipespec.runtime.runner.ResolvedRunner}. {@code @API(status = INTERNAL)}.
 */
package io.pipespec.runtime.runner;
