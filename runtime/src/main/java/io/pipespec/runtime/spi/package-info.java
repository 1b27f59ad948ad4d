/**
 * The SPI of a runner module ({@code pipespec-flink}, {@code pipespec-spark}): a {@link
 * io.pipespec.runtime.spi.RunnerSupport}, found through {@code ServiceLoader}, says which options
 * make a runner faithful ({@link io.pipespec.runtime.spi.RunnerDefaults}), what it refuses, where
 * it keeps the capture ({@link io.pipespec.runtime.spi.CaptureMode}), how a run on it is waited for
 * and stopped, and how it records and restores savepoints ({@link
 * io.pipespec.runtime.spi.Savepoints}, {@link io.pipespec.runtime.takeover.TakeOverOptions}); it is
 * asked about a scenario through its {@link io.pipespec.runtime.spi.ScenarioTraits}. A runner
 * module depends on this package only (and on Beam's facts in {@code io.pipespec.beam}); see the
 * recipe "A new runner" in docs/architecture.md.
 */
package io.pipespec.runtime.spi;
