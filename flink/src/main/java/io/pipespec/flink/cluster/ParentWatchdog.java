package io.pipespec.flink.cluster;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * The main class of each JVM of a {@link LocalFlinkCluster}: watches the JVM that started the
 * cluster and ends this one as soon as that one is gone, then runs the Flink entry point it wraps.
 *
 * <p>Arguments: the parent's process id, the entry point's class name, then the entry point's own
 * arguments. The parent normally stops the cluster from a shutdown hook; this watch is what stops
 * it when the parent cannot, because it was killed ({@code kill -9}, a crashed or timed-out
 * Surefire fork), so that no cluster JVM outlives the tests that started it.
 */
@API(status = INTERNAL)
public final class ParentWatchdog {

  /** How often the parent is looked at. */
  static final long POLL_MILLIS = 500;

  /** How long Flink's own shutdown hooks may take once the parent is gone. */
  private static final long EXIT_GRACE_MILLIS = 10_000;

  private ParentWatchdog() {}

  public static void main(String[] args) throws Throwable {
    if (args.length < 2) {
      throw new IllegalArgumentException(
          "Usage: ParentWatchdog <parent pid> <entry point class> [entry point arguments...]");
    }
    long parentPid = Long.parseLong(args[0]);
    Optional<ProcessHandle> parent = ProcessHandle.of(parentPid);
    if (parent.isEmpty() || !parent.get().isAlive()) {
      System.err.println("The JVM " + parentPid + " that started this cluster JVM is gone.");
      Runtime.getRuntime().halt(3);
      return;
    }
    watch(parent.get());
    Method main = Class.forName(args[1]).getMethod("main", String[].class);
    try {
      main.invoke(null, (Object) Arrays.copyOfRange(args, 2, args.length));
    } catch (InvocationTargetException e) {
      throw e.getCause();
    }
  }

  /**
   * Starts a daemon thread that ends this JVM when {@code parent} is no longer alive. {@link
   * ProcessHandle#isAlive()} compares the process's start time too, so a recycled process id does
   * not keep this JVM alive.
   */
  private static void watch(ProcessHandle parent) {
    Thread watch =
        new Thread(
            () -> {
              while (parent.isAlive()) {
                try {
                  Thread.sleep(POLL_MILLIS);
                } catch (InterruptedException e) {
                  return;
                }
              }
              System.err.println(
                  "The JVM " + parent.pid() + " that started this cluster JVM is gone; exiting.");
              exitWithin(EXIT_GRACE_MILLIS);
            },
            "pipespec-parent-watchdog");
    watch.setDaemon(true);
    watch.start();
  }

  /** {@code System.exit}, and a halt if shutdown hooks have not finished within {@code millis}. */
  private static void exitWithin(long millis) {
    Thread halt =
        new Thread(
            () -> {
              try {
                Thread.sleep(millis);
              } catch (InterruptedException e) {
                // halt anyway
              }
              Runtime.getRuntime().halt(2);
            },
            "pipespec-parent-watchdog-halt");
    halt.setDaemon(true);
    halt.start();
    System.exit(2);
  }
}
