/**
 * Take-over scenarios: a timeline whose {@code "savepoint"} step splits it in two phases, the
 * recorded job's (run once, stopped with a savepoint kept beside the test) and the current code's,
 * restored from that savepoint. {@link io.pipespec.runtime.takeover.TakeOverSource} is the timeline
 * source a runner can checkpoint, its phases encoded in {@link
 * io.pipespec.runtime.takeover.TimelinePhase}; the second phase reaches a restored source through
 * {@link io.pipespec.runtime.takeover.TakeOverOptions}; the runner's {@link
 * io.pipespec.runtime.spi.Savepoints} record and restore.
 *
 * <p>A savepoint holds these classes by name (Java serialization of the source and its checkpoint
 * mark), so their names are part of every savepoint users have recorded: they stay in this package,
 * which depends on no other package of Pipespec, and {@code TakeOverNamesTest} holds them there.
 */
package io.pipespec.runtime.takeover;
