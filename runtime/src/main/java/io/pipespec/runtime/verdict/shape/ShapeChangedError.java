package io.pipespec.runtime.verdict.shape;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.nio.file.Path;
import org.apiguardian.api.API;
import org.opentest4j.AssertionFailedError;

/**
 * The failure of {@code @ExpectShape} when a change breaks an update: its message lists the
 * changes, and it carries them, so that a report draws them as a table rather than parsing the
 * message.
 */
@API(status = INTERNAL)
public final class ShapeChangedError extends AssertionFailedError {

  private static final long serialVersionUID = 1L;

  private final transient ShapeComparison changes;
  private final transient Path file;

  public ShapeChangedError(String message, ShapeComparison changes, Path file) {
    super(message);
    this.changes = requireNonNull(changes, "changes");
    this.file = requireNonNull(file, "file");
  }

  /** This failure with {@code message} instead of its own, still carrying the changes. */
  public ShapeChangedError withMessage(String message) {
    ShapeChangedError copy = new ShapeChangedError(message, changes, file);
    copy.setStackTrace(getStackTrace());
    return copy;
  }

  /** What changed from the recorded shape, breaking and safe. */
  public ShapeComparison changes() {
    return changes;
  }

  /** The shape file the shape was compared with. */
  public Path file() {
    return file;
  }
}
