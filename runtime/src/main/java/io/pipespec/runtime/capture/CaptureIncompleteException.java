package io.pipespec.runtime.capture;

import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;

/**
 * What a run captured cannot be read back whole: a capture file is missing, cut short or damaged,
 * or a writer's count of what it committed does not match what is there. Every expectation of the
 * run fails with it, since any verdict on part of the output could be wrong.
 */
@API(status = STABLE, since = "0.1")
public final class CaptureIncompleteException extends RuntimeException {

  private static final long serialVersionUID = 1L;

  public CaptureIncompleteException(String message) {
    super(message);
  }

  public CaptureIncompleteException(String message, Throwable cause) {
    super(message, cause);
  }
}
