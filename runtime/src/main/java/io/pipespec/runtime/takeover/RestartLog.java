package io.pipespec.runtime.takeover;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.FileAlreadyExistsException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The files in which a restart scenario's source marks its one failure and the checkpoint the job
 * was restored from: the marker survives the restart (the restored reader is a new object, possibly
 * in another JVM of a cluster), and the run reads both to say what happened.
 */
@API(status = INTERNAL)
public final class RestartLog {

  private static final String FAILED = "failed";
  private static final String RESTORED = "restored";
  private static final String KILL = "kill";
  private static final String KILLED = "killed";

  private RestartLog() {}

  /**
   * Marks the failure after {@code label} in {@code directory}; false when it was marked already
   * (the job failed there before, and this is the restored job passing the step).
   */
  static boolean failOnce(Path directory, String label) {
    try {
      Files.writeString(Files.createFile(directory.resolve(FAILED)), label, StandardCharsets.UTF_8);
      return true;
    } catch (FileAlreadyExistsException e) {
      return false;
    } catch (IOException e) {
      throw new UncheckedIOException("Pipespec could not mark the failure in " + directory, e);
    }
  }

  /** Asks the run to kill the TaskManager whose source reached the kill step. */
  static void requestKill(Path directory) {
    try {
      Files.writeString(directory.resolve(KILL), "", StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Pipespec could not ask for the kill in " + directory, e);
    }
  }

  /** Whether the source of the run whose restart directory is {@code directory} asks for a kill. */
  public static boolean killRequested(Path directory) {
    return Files.exists(directory.resolve(KILL));
  }

  /** Notes that {@code taskManager} (such as {@code the TaskManager JVM 1234}) was killed. */
  public static void killed(Path directory, String taskManager) {
    try {
      Files.writeString(directory.resolve(KILLED), taskManager, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Pipespec could not note the kill in " + directory, e);
    }
  }

  /** Notes that the job was restored from {@code checkpoint}, taken after {@code label}. */
  static void restored(Path directory, int checkpoint, String label) {
    try {
      Files.writeString(
          directory.resolve(RESTORED), checkpoint + "\n" + label, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Pipespec could not note the restore in " + directory, e);
    }
  }

  /**
   * What the log of a run that reached its restart step tells.
   *
   * @param failed whether the job failed at the step, as the log says (false when the log cannot be
   *     read)
   * @param text what happened, in words
   */
  public record Told(boolean failed, String text) {}

  /**
   * What happened in the run whose restart directory is {@code directory}, such as {@code the job
   * failed at step `fail and restart` (after `b=2 @ 2s`) and restarted from checkpoint 3, taken
   * after `b=2 @ 2s`}; empty when it did not fail.
   */
  public static Optional<Told> describe(Path directory) {
    try {
      Path failed = directory.resolve(FAILED);
      if (!Files.exists(failed)) {
        return Optional.empty();
      }
      Path killed = directory.resolve(KILLED);
      String what =
          Files.exists(killed)
              ? "the job failed at step `kill the TaskManager and restart` (after "
                  + Files.readString(failed, StandardCharsets.UTF_8)
                  + "), where Pipespec killed "
                  + Files.readString(killed, StandardCharsets.UTF_8)
                  + ","
              : "the job failed at step `fail and restart` (after "
                  + Files.readString(failed, StandardCharsets.UTF_8)
                  + ")";
      Path restored = directory.resolve(RESTORED);
      if (!Files.exists(restored)) {
        return Optional.of(new Told(true, what + " and was not restored from a checkpoint"));
      }
      List<String> lines = Files.readAllLines(restored, StandardCharsets.UTF_8);
      return Optional.of(
          new Told(
              true,
              what
                  + " and restarted from checkpoint "
                  + lines.get(0)
                  + ", taken after "
                  + String.join("\n", lines.subList(1, lines.size()))));
    } catch (IOException | RuntimeException e) {
      return Optional.of(
          new Told(false, "the job's restart log in " + directory + " cannot be read: " + e));
    }
  }
}
