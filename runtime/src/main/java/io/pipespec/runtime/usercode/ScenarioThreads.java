package io.pipespec.runtime.usercode;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The threads of one scenario run. A pipeline is started, and a function's timeline driven, from a
 * thread in a thread group of its own; executors the runner creates there (the DirectRunner's
 * workers) put their threads in the same group, so that after a cancel Pipespec can find, interrupt
 * and wait for exactly the threads of this run, and none of another scenario or of the caller.
 */
@API(status = INTERNAL)
public final class ScenarioThreads {

  private final ThreadGroup group;

  public ScenarioThreads(String name) {
    this.group = new ThreadGroup(name);
  }

  /** The thread group of the run: its threads and those its runner's executors create. */
  public ThreadGroup group() {
    return group;
  }

  /** Calls {@code start} in a new thread of the group. */
  public <T> CompletableFuture<T> start(Callable<T> start) {
    return start(start, null);
  }

  /**
   * Calls {@code start} in a new thread of the group whose context class loader is {@code loader}
   * (the caller's when null): runners that load classes by name (Flink's {@code ExecutionConfig})
   * find them in the loader of the test's suite, also under a launcher whose own loader does not
   * see them.
   */
  public <T> CompletableFuture<T> start(Callable<T> start, @Nullable ClassLoader loader) {
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
    if (loader != null) {
      thread.setContextClassLoader(loader);
    }
    thread.start();
    return started;
  }

  /**
   * Waits up to {@code grace} for every thread of the run to end, interrupting them first when
   * {@code interrupt}, or after half the grace period otherwise. Returns the names of threads that
   * are still alive.
   */
  public List<String> stop(boolean interrupt, Duration grace) {
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
        alive.forEach(thread -> names.add(describe(thread)));
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

  /**
   * The threads of the JVM that run code of {@code userClasses} now. Taken before a run starts,
   * these are threads that an earlier run left in the same functions (a timed-out scenario whose
   * {@code DoFn} ignored the cancel), which {@link #awaitUserCode} must neither wait for nor name
   * as this run's: Surefire runs all the test classes of a project in one JVM by default, so they
   * may be left by any test class that ran before.
   */
  public static Set<Thread> inUserCode(Set<String> userClasses) {
    return busy(userClasses, Set.of()).keySet();
  }

  /**
   * Waits up to {@code grace}, without interrupting any thread, for every thread of the JVM that
   * runs code of {@code userClasses} (the DoFns of this run) to leave it, except the threads in
   * {@code earlier} ({@link #inUserCode} before the run). A runner's own threads belong to pools
   * shared across runs, not to this run's thread group (Flink puts the task threads of every job in
   * one thread group, made under the group of the JVM's first Flink run), and are left to the
   * runner. An earlier run's thread is never this run's on Flink, which starts a thread per task.
   * Returns the threads still in that code, each with its topmost user frame.
   */
  public static List<String> awaitUserCode(
      Set<String> userClasses, Set<Thread> earlier, Duration grace) {
    long deadline = System.nanoTime() + grace.toNanos();
    while (true) {
      List<String> busy = new ArrayList<>();
      busy(userClasses, earlier)
          .forEach(
              (thread, stack) -> {
                StackTraceElement frame = UserFrames.first(stack);
                busy.add(thread.getName() + (frame == null ? "" : " at " + frame));
              });
      if (busy.isEmpty() || System.nanoTime() >= deadline) {
        return busy;
      }
      try {
        Thread.sleep(50);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        return busy;
      }
    }
  }

  /** The threads other than the caller and those in {@code except} that run {@code classes}. */
  private static Map<Thread, StackTraceElement[]> busy(Set<String> classes, Set<Thread> except) {
    Map<Thread, StackTraceElement[]> busy = new LinkedHashMap<>();
    for (Map.Entry<Thread, StackTraceElement[]> thread : Thread.getAllStackTraces().entrySet()) {
      if (thread.getKey() != Thread.currentThread()
          && !except.contains(thread.getKey())
          && runsAny(thread.getValue(), classes)) {
        busy.put(thread.getKey(), thread.getValue());
      }
    }
    return busy;
  }

  private static boolean runsAny(StackTraceElement[] stack, Set<String> classes) {
    for (StackTraceElement frame : stack) {
      String name = frame.getClassName();
      int nested = name.indexOf('$');
      if (classes.contains(name) || (nested > 0 && classes.contains(name.substring(0, nested)))) {
        return true;
      }
    }
    return false;
  }

  /** "name", or "name at com.example.SlowFn.process(SlowFn.java:31)" when in user code. */
  private static String describe(Thread thread) {
    StackTraceElement frame = UserFrames.first(thread.getStackTrace());
    return frame == null ? thread.getName() : thread.getName() + " at " + frame;
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
