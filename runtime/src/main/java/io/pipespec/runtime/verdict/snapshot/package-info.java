/**
 * Golden outputs ({@code @ExpectSnapshot}): where a snapshot file lives, how it is written and read
 * ({@link io.pipespec.runtime.verdict.snapshot.SnapshotFile}), and whether a run may write it
 * ({@link io.pipespec.runtime.verdict.snapshot.SnapshotMode}, {@link
 * io.pipespec.runtime.verdict.snapshot.SnapshotSettings}). The expectation that judges an output
 * against its file is {@code io.pipespec.runtime.suite.Expectations.snapshot}. {@code @API(status =
 * INTERNAL)}: used by generated code, the runtime and the engine.
 */
package io.pipespec.runtime.verdict.snapshot;
