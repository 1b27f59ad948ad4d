package io.pipespec.runtime.run;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;

/**
 * The threads of one scenario run. A pipeline is started, and a function's timeline driven, from a
 * thread in a thread group of its own; executors the runner creates there (the DirectRunner's
 * workers) put their threads in the same group, so that after a cancel Pipespec can find, interrupt
 * and wait for exactly the threads of this run, and none of another scenario or of the caller.
 */
final class ScenarioThreads {

  private final ThreadGroup group;

  ScenarioThreads(String name) {
    this.group = new ThreadGroup(name);
  }

  /** Calls {@code start} in a new thread of the group. */
  <T> CompletableFuture<T> start(Callable<T> start) {
    CompletableFuture<T> started = new CompletableFuture<>();
    Thread thread =
        new Thread(
            group,
            () -> {
              try {
                started.complete(start.call());
              } catch (Throwable e) {
                started.completeExceptionally(e);
              }
            },
            group.getName() + "-start");
    thread.setDaemon(true);
    thread.start();
    return started;
  }

  /**
   * Waits up to {@code grace} for every thread of the run to end, interrupting them first when
   * {@code interrupt}, or after half the grace period otherwise. Returns the names of threads that
   * are still alive.
   */
  List<String> stop(boolean interrupt, Duration grace) {
    long deadline = System.nanoTime() + grace.toNanos();
    long interruptAt = interrupt ? System.nanoTime() : System.nanoTime() + grace.toNanos() / 2;
    while (true) {
      List<Thread> alive = alive();
      if (alive.isEmpty()) {
        return List.of();
      }
      long now = System.nanoTime();
      if (now >= deadline) {
        List<String> names = new ArrayList<>();
        alive.forEach(thread -> names.add(thread.getName()));
        return names;
      }
      if (now >= interruptAt) {
        // Again on every round: a worker may have started a new thread since the last one.
        alive.forEach(Thread::interrupt);
      }
      try {
        alive.get(0).join(Math.max(1, Math.min(50, (deadline - now) / 1_000_000)));
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return List.of();
      }
    }
  }

  private List<Thread> alive() {
    Thread[] threads = new Thread[group.activeCount() + 16];
    int count = group.enumerate(threads, true);
    List<Thread> alive = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      if (threads[i].isAlive()) {
        alive.add(threads[i]);
      }
    }
    return alive;
  }
}
