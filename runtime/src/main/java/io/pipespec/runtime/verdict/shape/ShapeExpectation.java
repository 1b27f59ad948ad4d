package io.pipespec.runtime.verdict.shape;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.snapshot.ReviewedFiles;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apiguardian.api.API;
import org.opentest4j.AssertionFailedError;

/**
 * {@code @ExpectShape}: the shape of the scenario's pipeline keeps what the recorded shape file
 * says a running job's state needs ({@link ShapeComparison}). The mode of {@code pipespec.shapes}
 * says whether a missing file is recorded and a differing one rewritten; a plain run only verifies.
 */
@API(status = INTERNAL)
public final class ShapeExpectation {

  /** What {@code pipespec.shapes} may be, for messages about a value that is none of them. */
  public static final String MODES =
      "expected verify (compare the job's shape with its shape file, write none), record (write"
          + " the missing shape files) or update (write the missing ones and rewrite those that"
          + " differ)";

  private static final String RECORD = "rerun with -Dpipespec.shapes=record to record it";
  private static final String UPDATE = "rerun with -Dpipespec.shapes=update to rewrite it";

  private final String path;
  private final String subject;

  private ShapeExpectation(String path, String subject) {
    this.path = requireNonNull(path, "path");
    this.subject = requireNonNull(subject, "subject");
  }

  /**
   * The expectation that the shape matches the file at {@code path}.
   *
   * @param path the file's path relative to the snapshots' directory, {@code '/'}-separated, as
   *     {@code ShapeName.file} makes it
   * @param subject what it is the shape of, for the file's title: {@code BatcherTest.Bursts,
   *     expectation shapeKept}
   */
  public static ShapeExpectation of(String path, String subject) {
    return new ShapeExpectation(path, subject);
  }

  /** The file's path relative to the snapshots' directory. */
  public String path() {
    return path;
  }

  /** What is expected, for display names and messages. */
  public String describe() {
    return "keeps the job shape of " + path.substring(path.lastIndexOf('/') + 1);
  }

  /**
   * Judges {@code reading} against the file, in the mode of {@code settings}.
   *
   * @throws AssertionFailedError when the shape could not be read, the file is missing in verify
   *     mode or cannot be read; a {@link ShapeChangedError} when a change breaks an update
   */
  public void verify(ShapeReading reading, SnapshotSettings settings) {
    if (reading instanceof ShapeReading.Unreadable unreadable) {
      throw new AssertionFailedError(
          "Pipespec could not read the shape of the pipeline to compare it with "
              + path.substring(path.lastIndexOf('/') + 1)
              + ": "
              + unreadable.cause(),
          unreadable.cause());
    }
    JobShape current = ((ShapeReading.Read) reading).shape();
    String text = ShapeFile.write(subject, current);
    Path file = settings.directory().resolve(path);
    SnapshotMode mode = settings.shapes();
    if (!Files.exists(file)) {
      if (mode == SnapshotMode.VERIFY) {
        throw new AssertionFailedError(
            "No shape file at "
                + file
                + ": "
                + RECORD
                + " from this build of the pipeline ("
                + current.transforms().size()
                + " transforms, "
                + current.transforms().stream().filter(JobShape.Transform::stateful).count()
                + " stateful), then review and commit it");
      }
      ReviewedFiles.write(file, text, "The shape file");
      ReviewedFiles.note("recorded shape " + file + ": review and commit it");
      return;
    }
    String content = ReviewedFiles.read(file, "The shape file");
    JobShape recorded;
    try {
      recorded = ShapeFile.read(content);
    } catch (ShapeFile.FormatException e) {
      if (mode == SnapshotMode.UPDATE) {
        ReviewedFiles.write(file, text, "The shape file");
        ReviewedFiles.note(
            "rewrote shape " + file + ", which could not be read (line " + e.line() + ")");
        return;
      }
      throw new AssertionFailedError(
          file + ":" + e.line() + ": not a shape file: " + e.getMessage() + "\n" + UPDATE);
    }
    ShapeComparison changes = ShapeComparison.of(recorded, current);
    if (mode == SnapshotMode.UPDATE) {
      if (!content.equals(text)) {
        ReviewedFiles.write(file, text, "The shape file");
        ReviewedFiles.note(
            "updated shape "
                + file
                + (changes.same()
                    ? " (nothing an update would notice changed, only what the file informs of)"
                    : ":\n" + listed(changes)));
      }
      return;
    }
    if (!changes.breaking().isEmpty()) {
      throw new ShapeChangedError(
          "The job's shape changed in ways that break an update of the running job ("
              + changes.breaking().size()
              + "):\n"
              + listed(changes)
              + "shape file : "
              + file
              + "\nIf the change is meant (the running job will be drained, or started afresh,"
              + " rather than updated), "
              + UPDATE,
          changes,
          file);
    }
    if (!changes.same()) {
      ReviewedFiles.note(
          "the shape of "
              + subject
              + " changed in ways an update survives; "
              + UPDATE
              + " ("
              + file
              + "):\n"
              + listed(changes));
    }
  }

  /** Each change on a line of its own, the breaking ones first. */
  static String listed(ShapeComparison changes) {
    StringBuilder text = new StringBuilder();
    append(text, "breaks an update: ", changes.breaking());
    append(text, "safe: ", changes.safe());
    return text.toString();
  }

  private static void append(StringBuilder text, String label, List<String> changes) {
    for (String change : changes) {
      text.append("  ").append(label).append(change).append('\n');
    }
  }
}
