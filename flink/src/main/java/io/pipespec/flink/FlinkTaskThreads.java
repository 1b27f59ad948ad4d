package io.pipespec.flink;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/**
 * Keeps Flink's task threads out of every scenario run's thread group. Flink makes one thread group
 * for all task threads of the JVM ({@code Task}'s {@code TASK_THREADS_GROUP}) when the class is
 * first loaded, under the group of the thread that loads it. Loaded by a run's thread, the group
 * would be that run's for good: while it is open, the calls every other Flink run made to fake
 * external systems would be recorded as its calls, and the other runs would be judged on none. So
 * the class is loaded here, by a thread of the JVM's root group, before any run: a call from a task
 * thread then goes to the one run in progress, and while several are, it is refused as a call of no
 * known run (see {@code io.pipespec.effects.Effects}).
 */
@API(status = INTERNAL)
public final class FlinkTaskThreads {

  private static final String TASK = "org.apache.flink.runtime.taskmanager.Task";

  private FlinkTaskThreads() {}

  /**
   * Loads Flink's {@code Task} class, if not yet loaded, from a thread of the root group; does
   * nothing where Flink's runtime is not on the class path of {@code loader}.
   */
  public static void groupOutsideAnyRun(ClassLoader loader) {
    ThreadGroup root = Thread.currentThread().getThreadGroup();
    while (root.getParent() != null) {
      root = root.getParent();
    }
    Thread loading = new Thread(root, () -> load(loader), "pipespec-flink-task-group");
    loading.setDaemon(true);
    loading.start();
    try {
      loading.join();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  private static void load(ClassLoader loader) {
    try {
      Class.forName(TASK, true, loader);
    } catch (ClassNotFoundException | LinkageError absent) {
      // No Flink runtime here: no task threads either.
    }
  }
}
