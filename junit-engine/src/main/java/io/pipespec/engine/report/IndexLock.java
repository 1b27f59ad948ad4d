package io.pipespec.engine.report;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.channels.OverlappingFileLockException;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.locks.ReentrantLock;

/**
 * The lock under which a test JVM writes its entries and the index, so that two JVMs of a build
 * ({@code forkCount > 1}) finishing at once do not each write an index without the other's
 * scenarios: a lock on a file of the report directory, which the operating system holds for one
 * process at a time, and a lock of this JVM, since a file lock is the process's, whichever thread
 * took it.
 */
final class IndexLock {

  /** What is done under the lock. */
  interface Locked {
    void run() throws IOException;
  }

  /** The JVM's part: one thread of this JVM at a time takes the file lock. */
  private static final ReentrantLock IN_JVM = new ReentrantLock();

  /**
   * How long to wait for a file lock that this JVM holds but not through {@link #IN_JVM} (a copy of
   * this class in another class loader) before giving up.
   */
  private static final long OVERLAP_WAIT_MILLIS = TimeUnit.MINUTES.toMillis(2);

  private IndexLock() {}

  /** Runs {@code locked} holding the lock of {@code folder}, once it has it. */
  static void holding(Path folder, Locked locked) throws IOException {
    IN_JVM.lock();
    try (FileChannel channel =
        FileChannel.open(
            folder.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      FileLock lock = lock(channel);
      try {
        locked.run();
      } finally {
        lock.release();
      }
    } finally {
      IN_JVM.unlock();
    }
  }

  private static FileLock lock(FileChannel channel) throws IOException {
    long giveUp = System.currentTimeMillis() + OVERLAP_WAIT_MILLIS;
    while (true) {
      try {
        return channel.lock();
      } catch (OverlappingFileLockException e) {
        if (System.currentTimeMillis() > giveUp) {
          throw new IOException("The index's lock is held in this JVM and not released", e);
        }
        try {
          Thread.sleep(20);
        } catch (InterruptedException interrupted) {
          Thread.currentThread().interrupt();
          throw new InterruptedIOException("Interrupted waiting for the index's lock");
        }
      }
    }
  }
}
