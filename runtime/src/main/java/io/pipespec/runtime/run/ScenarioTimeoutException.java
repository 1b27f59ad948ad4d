package io.pipespec.runtime.run;

import java.time.Duration;

/**
 * The failure of a scenario whose pipeline did not finish within its timeout, and was cancelled.
 */
public final class ScenarioTimeoutException extends Exception {

  private final Duration timeout;

  ScenarioTimeoutException(String message, Duration timeout) {
    super(message);
    this.timeout = timeout;
  }

  /** The timeout the pipeline exceeded. */
  public Duration timeout() {
    return timeout;
  }
}
