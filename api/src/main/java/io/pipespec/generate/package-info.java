/**
 * Generators for generated scenarios ({@link io.pipespec.Generate}): {@link
 * io.pipespec.generate.Gen} for values, {@link io.pipespec.generate.Timelines} for the timeline
 * around them, both drawn from {@link io.pipespec.generate.Choices} that Pipespec records, replays
 * and shrinks. Plain Java: nothing of Beam or of Pipespec's runtime.
 */
package io.pipespec.generate;
