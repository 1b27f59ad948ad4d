package io.pipespec.runtime.verdict.snapshot;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.apiguardian.api.API;
import org.opentest4j.AssertionFailedError;

/**
 * Reading and writing the files a run compares with and records for review (snapshots, shapes),
 * with the failures and notes a user reads when that goes wrong or happens.
 */
@API(status = INTERNAL)
public final class ReviewedFiles {

  private ReviewedFiles() {}

  /**
   * The text of {@code file}, as UTF-8, without the byte-order mark an editor may put first.
   *
   * @param what the file as the failure names it: {@code "The snapshot"}
   * @throws AssertionFailedError when it cannot be read
   */
  public static String read(Path file, String what) {
    try {
      String text = Files.readString(file, StandardCharsets.UTF_8);
      // An editor may start a UTF-8 file with a byte-order mark; it is no part of the first line.
      return text.startsWith("\uFEFF") ? text.substring(1) : text;
    } catch (CharacterCodingException e) {
      throw new AssertionFailedError(
          what
              + " "
              + file
              + " is not UTF-8 text, as Pipespec writes it: it was damaged or replaced. Delete it"
              + " and run again in record mode (-Dpipespec.snapshots=record for a snapshot,"
              + " -Dpipespec.shapes=record for a shape file), then review what is written.",
          e);
    } catch (IOException e) {
      throw new AssertionFailedError(what + " " + file + " cannot be read: " + e, e);
    }
  }

  /**
   * Writes {@code text} to {@code file} as UTF-8, making its directory, whole or not at all ({@link
   * TextFiles#replace}): a run stopped while recording leaves the file as it was.
   *
   * @param what the file as the failure names it: {@code "The shape file"}
   * @throws AssertionFailedError when it cannot be written, saying how to make it writable
   */
  public static void write(Path file, String text, String what) {
    try {
      TextFiles.replace(file, text);
    } catch (IOException | RuntimeException e) {
      throw new AssertionFailedError(
          what
              + " "
              + file
              + " cannot be written ("
              + e
              + "): make the directory writable, or point pipespec.snapshots.dir at one that is",
          e);
    }
  }

  /** A line on standard error, as the runtime's other notes to the user. */
  public static void note(String text) {
    System.err.println("Pipespec: " + text);
  }
}
