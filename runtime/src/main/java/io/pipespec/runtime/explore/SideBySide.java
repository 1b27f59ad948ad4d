package io.pipespec.runtime.explore;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.apiguardian.api.API;

/**
 * Runs pipelines side by side: an explored pipeline has few bundles ready at a time (the
 * DirectRunner's driver hands them out between its turns), so one pipeline at a time leaves the
 * other cores mostly idle, whatever worker threads the runner has. Each run has its own pipeline,
 * capture store and metrics; what user code does outside Beam (a static it fills) may reach a run
 * beside it, which the callers deal with by running a failing member again alone.
 */
@API(status = INTERNAL)
public final class SideBySide {

  /** The most pipelines that run at once, whatever the cores: each holds its captures. */
  public static final int MAX_PARALLELISM = 4;

  private SideBySide() {}

  /** As many pipelines at once as there are cores, up to {@link #MAX_PARALLELISM}. */
  public static int parallelism() {
    return Math.min(MAX_PARALLELISM, Runtime.getRuntime().availableProcessors());
  }

  /**
   * The result of each of {@code runs}, in order, up to {@code parallelism} at once, on daemon
   * threads that carry the caller's class loader; {@code what} names the runs in a thread's name.
   */
  public static <T> List<T> run(List<Callable<T>> runs, int parallelism, String what) {
    int threads = Math.min(parallelism, runs.size());
    if (threads <= 1) {
      List<T> results = new ArrayList<>();
      for (Callable<T> run : runs) {
        results.add(call(run, what));
      }
      return results;
    }
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    ExecutorService pool =
        Executors.newFixedThreadPool(
            threads,
            task -> {
              Thread thread = new Thread(task, "pipespec-" + what);
              thread.setDaemon(true);
              thread.setContextClassLoader(loader);
              return thread;
            });
    try {
      List<Future<T>> running = new ArrayList<>();
      for (Callable<T> run : runs) {
        running.add(pool.submit(run));
      }
      List<T> results = new ArrayList<>();
      for (Future<T> run : running) {
        results.add(await(run, what));
      }
      return results;
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * {@code items} in order, cut into pipelines of at most {@code most} items, as many as a multiple
   * of {@code parallelism} (so that every core has a pipeline in every wave, while there are items
   * enough) and as even in size as they can be.
   */
  public static <T> List<List<T>> pipelines(List<T> items, int most, int parallelism) {
    int n = items.size();
    int needed = Math.max(1, (n + most - 1) / most);
    int waves = (needed + parallelism - 1) / parallelism;
    int count = Math.min(Math.max(1, n), waves * parallelism);
    List<List<T>> pipelines = new ArrayList<>();
    for (int i = 0; i < count; i++) {
      List<T> pipeline = items.subList(i * n / count, (i + 1) * n / count);
      if (!pipeline.isEmpty()) {
        pipelines.add(pipeline);
      }
    }
    return pipelines;
  }

  private static <T> T call(Callable<T> run, String what) {
    try {
      return run.call();
    } catch (RuntimeException e) {
      throw e;
    } catch (Exception e) {
      throw new IllegalStateException("a " + what + " could not be run", e);
    }
  }

  private static <T> T await(Future<T> run, String what) {
    try {
      return run.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("interrupted while " + what + "s ran", e);
    } catch (ExecutionException e) {
      if (e.getCause() instanceof RuntimeException runtime) {
        throw runtime;
      }
      if (e.getCause() instanceof Error error) {
        throw error;
      }
      throw new IllegalStateException("a " + what + " could not be run", e.getCause());
    }
  }
}
