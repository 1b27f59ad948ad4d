package io.pipespec.flink.support;

import io.pipespec.runtime.takeover.RestartLog;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Supplier;

/**
 * The test JVM's side of a {@code "kill the TaskManager and restart"} step on the local cluster:
 * while the run lasts, a daemon thread watches its restart directory; when the timeline's source,
 * in the TaskManager's JVM, asks for the kill (once a checkpoint covers every step before it), the
 * thread kills that JVM and notes which one, for the run's message.
 */
final class TaskManagerKills {

  /** How often the directory is looked at: a fraction of the time a restart takes. */
  private static final long POLL_MILLIS = 100;

  /** How long a watch lasts at most, should its run never end. */
  private static final long WATCH_MILLIS = 30 * 60 * 1000L;

  private TaskManagerKills() {}

  /**
   * Watches {@code directory} until it is deleted (the run has been judged) or the kill is done,
   * killing the TaskManager with {@code kill} (which names the JVM killed) when asked.
   */
  static void watch(Path directory, Supplier<String> kill) {
    Thread watcher =
        new Thread(() -> watchUntilDone(directory, kill), "pipespec-taskmanager-kill-watch");
    watcher.setDaemon(true);
    watcher.start();
  }

  private static void watchUntilDone(Path directory, Supplier<String> kill) {
    long deadline = System.currentTimeMillis() + WATCH_MILLIS;
    while (Files.isDirectory(directory) && System.currentTimeMillis() < deadline) {
      if (RestartLog.killRequested(directory)) {
        String killed;
        try {
          killed = kill.get();
        } catch (RuntimeException e) {
          killed = "no TaskManager: the kill failed (" + e + ")";
        }
        RestartLog.killed(directory, killed);
        return;
      }
      try {
        Thread.sleep(POLL_MILLIS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return;
      }
    }
  }
}
