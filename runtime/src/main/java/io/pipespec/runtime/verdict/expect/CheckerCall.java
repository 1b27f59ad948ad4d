package io.pipespec.runtime.verdict.expect;

import java.util.function.Function;

/**
 * Calls the body of a {@code @Satisfies} method, whatever it receives: an {@link AssertionError} it
 * throws (Truth's, usually) is the failure as it is, because it says best what is wrong; any other
 * exception becomes the cause of the failure {@code explain} makes of it.
 */
final class CheckerCall {

  /** The body of a checker, with its argument bound. */
  @FunctionalInterface
  interface Body {
    void run() throws Throwable;
  }

  private CheckerCall() {}

  static void call(Body body, Function<Throwable, AssertionError> explain) {
    try {
      body.run();
    } catch (AssertionError | VirtualMachineError e) {
      throw e;
    } catch (Throwable e) {
      if (e instanceof InterruptedException) {
        Thread.currentThread().interrupt();
      }
      throw explain.apply(e);
    }
  }

  /** "java.lang.IllegalStateException: boom", for the headline of a failure. */
  static String thrown(Throwable e) {
    return e.getClass().getName() + (e.getMessage() == null ? "" : ": " + e.getMessage());
  }
}
