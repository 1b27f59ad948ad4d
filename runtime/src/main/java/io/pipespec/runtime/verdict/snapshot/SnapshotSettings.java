package io.pipespec.runtime.verdict.snapshot;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.nio.file.Path;
import org.apiguardian.api.API;

/**
 * Where the files kept with the tests are (the snapshot files of {@code @ExpectSnapshot}, the shape
 * files of {@code @ExpectShape}) and what a run may do with each kind; part of the run settings,
 * read by the engine from {@code pipespec.snapshots}, {@code pipespec.shapes} and {@code
 * pipespec.snapshots.dir}.
 *
 * @param mode whether the run verifies, records missing snapshot files or updates those that differ
 * @param directory the root the files' paths are resolved against, such as {@code
 *     /home/me/project/src/test/resources}
 * @param shapes the same for shape files ({@code pipespec.shapes}), set on its own: recording the
 *     outputs is not accepting a change of the job's shape
 * @param savepoints the same for the savepoints of take-over scenarios ({@code
 *     pipespec.savepoints}): recording runs the first phase with the current code and keeps its
 *     savepoint
 */
@API(status = INTERNAL)
public record SnapshotSettings(
    SnapshotMode mode, Path directory, SnapshotMode shapes, SnapshotMode savepoints) {

  /** The directory, relative to the module's, when none is configured. */
  public static final String DEFAULT_DIRECTORY = "src/test/resources";

  public SnapshotSettings {
    requireNonNull(mode, "mode");
    requireNonNull(directory, "directory");
    requireNonNull(shapes, "shapes");
    requireNonNull(savepoints, "savepoints");
  }

  /** Settings whose savepoints are only verified. */
  public SnapshotSettings(SnapshotMode mode, Path directory, SnapshotMode shapes) {
    this(mode, directory, shapes, SnapshotMode.VERIFY);
  }

  /** Settings whose shape files are only verified. */
  public SnapshotSettings(SnapshotMode mode, Path directory) {
    this(mode, directory, SnapshotMode.VERIFY);
  }

  /** These settings with shape files handled in {@code shapes} mode. */
  public SnapshotSettings withShapes(SnapshotMode shapes) {
    return new SnapshotSettings(mode, directory, shapes, savepoints);
  }

  /** These settings with the savepoints of take-overs handled in {@code savepoints} mode. */
  public SnapshotSettings withSavepoints(SnapshotMode savepoints) {
    return new SnapshotSettings(mode, directory, shapes, savepoints);
  }

  /** Verify against {@link #defaultDirectory()}. */
  public static SnapshotSettings defaults() {
    return new SnapshotSettings(SnapshotMode.VERIFY, defaultDirectory());
  }

  /**
   * {@value #DEFAULT_DIRECTORY} of the working directory, the module under test when Maven or
   * Gradle runs the tests. The engine resolves it against the module's directory instead ({@link
   * #resolve(Path, Path)}).
   */
  public static Path defaultDirectory() {
    return Path.of(DEFAULT_DIRECTORY).toAbsolutePath();
  }

  /**
   * A configured directory: an absolute path as it is, a relative one against {@code module}, the
   * directory of the module under test.
   */
  public static Path resolve(Path module, Path configured) {
    return configured.isAbsolute() ? configured : module.resolve(configured);
  }

  /**
   * These settings in {@link SnapshotMode#VERIFY} mode for snapshots and shapes: for runs whose
   * output must not be kept.
   */
  public SnapshotSettings verifyOnly() {
    return mode == SnapshotMode.VERIFY
            && shapes == SnapshotMode.VERIFY
            && savepoints == SnapshotMode.VERIFY
        ? this
        : new SnapshotSettings(
            SnapshotMode.VERIFY, directory, SnapshotMode.VERIFY, SnapshotMode.VERIFY);
  }
}
