/**
 * Take-over scenarios: a timeline whose {@code "savepoint"} step splits it in two phases, the
 * recorded job's (run once, stopped with a savepoint kept beside the test) and the current code's,
 * restored from that savepoint. {@link io.pipespec.runtime.takeover.TakeOverSource} is the timeline
 * source a runner can checkpoint; the runner's {@link io.pipespec.runtime.runner.Savepoints} record
 * and restore.
 */
package io.pipespec.runtime.takeover;
