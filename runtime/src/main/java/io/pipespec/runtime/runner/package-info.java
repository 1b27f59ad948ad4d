/**
 * The Beam runners a scenario runs on, and what Pipespec knows of each: {@link
 * io.pipespec.runtime.runner.RunnerLookup} finds a runner class by the name {@code --runner} takes;
 * {@link io.pipespec.runtime.runner.RunnerSupport} (found by {@link
 * io.pipespec.runtime.runner.RunnerSupportLookup}, through {@code ServiceLoader}) says which
 * options make a runner faithful, what it refuses, where it keeps the capture ({@link
 * io.pipespec.runtime.runner.CaptureMode}) and how a run on it is waited for and stopped, asked
 * about a scenario through its {@link io.pipespec.runtime.runner.ScenarioTraits}. {@code
 * RunnerSupport} and {@code ScenarioTraits} are the SPI of a runner module ({@code pipespec-flink},
 * {@code pipespec-spark}); the rest is {@code @API(status = INTERNAL)}.
 */
package io.pipespec.runtime.runner;
