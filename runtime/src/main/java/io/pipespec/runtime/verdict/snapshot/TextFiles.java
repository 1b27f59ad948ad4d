package io.pipespec.runtime.verdict.snapshot;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.AtomicMoveNotSupportedException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import org.apiguardian.api.API;

/**
 * Replacing a text file that another JVM, or a later run, may read while it is written: the text
 * goes to a file of its own beside it, which is then moved over it. A reader sees the old text or
 * the new, never a part, and a run stopped halfway leaves the old file whole. Every file Pipespec
 * writes for the user or for a later run (snapshots, shapes, golden files, the seeds of generated
 * scenarios that failed, the report index) is written this way.
 */
@API(status = INTERNAL)
public final class TextFiles {

  /** How the file beside the target ends; a leftover one is never read. */
  static final String PENDING = ".pending";

  private TextFiles() {}

  /**
   * Replaces {@code target} with {@code text} as UTF-8, making its directory. The move is atomic
   * where the file system can make it so; where it cannot, it is a plain replacing move, which
   * still never leaves a half-written target behind.
   */
  public static void replace(Path target, String text) throws IOException {
    Path absolute = target.toAbsolutePath();
    Path directory = absolute.getParent();
    Files.createDirectories(directory);
    // A name of its own, so that another JVM replacing the same file writes another one.
    Path pending =
        Files.createTempFile(directory, "." + absolute.getFileName().toString() + "-", PENDING);
    try {
      Files.writeString(pending, text, StandardCharsets.UTF_8);
      try {
        Files.move(
            pending, absolute, StandardCopyOption.ATOMIC_MOVE, StandardCopyOption.REPLACE_EXISTING);
      } catch (AtomicMoveNotSupportedException e) {
        Files.move(pending, absolute, StandardCopyOption.REPLACE_EXISTING);
      }
    } finally {
      Files.deleteIfExists(pending);
    }
  }
}
