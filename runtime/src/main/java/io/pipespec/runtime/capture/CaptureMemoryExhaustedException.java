package io.pipespec.runtime.capture;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/**
 * Thrown by the capture step when the test JVM's heap is exhausted while it captures ({@link
 * HeapWatch}): it stops the run, and every expectation of the scenario fails with its message,
 * which says what the capture held, how full the heap was, and how to give the test more.
 */
@API(status = INTERNAL)
public final class CaptureMemoryExhaustedException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public CaptureMemoryExhaustedException(String message) {
    // No stack trace: it says where it stopped, and it is thrown where memory is short.
    super(message, null, false, false);
  }
}
