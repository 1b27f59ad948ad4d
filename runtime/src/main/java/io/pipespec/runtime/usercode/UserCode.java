package io.pipespec.runtime.usercode;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.time.Duration;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicReference;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Calls user code that a scenario runs besides its pipeline (input, options and job methods, the
 * transform under test while the pipeline is built, checkers, expected values) on a thread of its
 * own, within the scenario's timeout: code that never returns fails its scenario, naming where it
 * was, instead of hanging the whole test run far past {@code pipespec.timeout}. Past the timeout
 * the thread is interrupted; it is a daemon, so one that ignores the interrupt never keeps the JVM
 * from exiting.
 */
@API(status = INTERNAL)
public final class UserCode {

  /** How long a timed-out call gets to end after its interrupt before it is left behind. */
  static final Duration STOP_GRACE = Duration.ofSeconds(2);

  /**
   * The threads that run user code: daemons, reused, since every expectation is judged through here
   * (thousands of times when a scenario's family is explored) and starting a thread each time would
   * cost more than most judging does. A thread stuck past its timeout is simply not returned to the
   * pool; the pool makes another.
   */
  private static final ExecutorService THREADS =
      Executors.newCachedThreadPool(
          task -> {
            Thread thread = new Thread(task, "pipespec-user-code");
            thread.setDaemon(true);
            return thread;
          });

  /** User code, with what it returns and the checked exception it may throw. */
  @FunctionalInterface
  public interface Call<T, E extends Exception> {
    T call() throws E;
  }

  private UserCode() {}

  /**
   * Calls {@code call} on a daemon thread named after {@code scenario} while it runs, with the
   * caller's context class loader, and returns what it returns or throws what it throws.
   *
   * @param doing what did not happen when the call times out, to head its message, as "was not
   *     built" (the message goes on after what was not done: "The job of scenario 'X' was not
   *     built: ...")
   * @throws ScenarioTimeoutException when it did not return within {@code timeout}; its message
   *     names the user's method that was called, where it was, and the timeout
   */
  public static <T, E extends Exception> T call(
      String scenario, String doing, Duration timeout, Call<T, E> call)
      throws E, ScenarioTimeoutException {
    ClassLoader loader = Thread.currentThread().getContextClassLoader();
    AtomicReference<Thread> running = new AtomicReference<>();
    CountDownLatch ended = new CountDownLatch(1);
    Future<T> result =
        THREADS.submit(
            () -> {
              Thread self = Thread.currentThread();
              ClassLoader pooled = self.getContextClassLoader();
              self.setName("pipespec-" + scenario + "-user-code");
              self.setContextClassLoader(loader);
              running.set(self);
              try {
                return call.call();
              } finally {
                self.setContextClassLoader(pooled);
                self.setName("pipespec-user-code");
                ended.countDown();
              }
            });
    try {
      return result.get(Timeouts.remaining(Timeouts.deadlineAfter(timeout)), TimeUnit.NANOSECONDS);
    } catch (ExecutionException e) {
      throw UserCode.<E>rethrow(requireNonNull(e.getCause()));
    } catch (TimeoutException e) {
      throw timedOut(running.get(), result, ended, doing, timeout);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      result.cancel(true);
      throw new ScenarioTimeoutException(
          doing + ": the test run was interrupted while it waited for the user code", timeout);
    }
  }

  /**
   * Stops the call running on {@code thread} (null when it never started: the pool could not give
   * it a thread in time), past its timeout, and says what it was running: the user's method that
   * was called, and where in the user's code it was when it did not return.
   */
  private static ScenarioTimeoutException timedOut(
      @Nullable Thread thread,
      Future<?> result,
      CountDownLatch ended,
      String doing,
      Duration timeout) {
    StackTraceElement[] stack = thread == null ? new StackTraceElement[0] : thread.getStackTrace();
    StackTraceElement entry = UserFrames.entry(stack);
    StackTraceElement innermost = UserFrames.first(stack);
    result.cancel(true);
    boolean stopped;
    try {
      stopped = thread == null || ended.await(STOP_GRACE.toMillis(), TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      stopped = false;
    }
    String what =
        entry != null
            ? UserFrames.describe(entry)
            : "the code it called, not the test's own"
                + (stack.length == 0 ? "" : " (at " + stack[0] + ")");
    String where =
        innermost == null || innermost.equals(entry)
            ? ""
            : "; it was at " + UserFrames.describe(innermost);
    return new ScenarioTimeoutException(
        doing
            + ": "
            + what
            + " did not return within "
            + Timeouts.format(timeout)
            + " (pipespec.timeout) and "
            + (!stopped
                ? "ignored its interrupt for "
                    + Timeouts.format(STOP_GRACE)
                    + ", so its thread is left behind (a daemon thread, which does not keep the"
                    + " JVM from exiting)"
                : "was interrupted")
            + where
            + ". Make it return, or raise pipespec.timeout if it is only slow.",
        timeout);
  }

  // The call throws only E or unchecked exceptions; E is inferred at the call, which throws the
  // checked exception the user's code threw, unchanged.
  @SuppressWarnings({"unchecked", "TypeParameterUnusedInFormals"})
  private static <E extends Exception> E rethrow(Throwable thrown) throws E {
    if (thrown instanceof RuntimeException runtime) {
      throw runtime;
    }
    if (thrown instanceof Error error) {
      throw error;
    }
    throw (E) thrown;
  }
}
