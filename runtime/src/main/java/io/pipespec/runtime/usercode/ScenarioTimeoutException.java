package io.pipespec.runtime.usercode;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.time.Duration;
import org.apiguardian.api.API;

/**
 * The failure of a scenario whose pipeline did not finish within its timeout, and was cancelled; or
 * of user code around it (an input, options or job method, a checker) that did not return within
 * the timeout, and was interrupted ({@link UserCode}).
 */
@API(status = INTERNAL)
public final class ScenarioTimeoutException extends Exception {

  private final Duration timeout;

  public ScenarioTimeoutException(String message, Duration timeout) {
    super(message);
    this.timeout = timeout;
  }

  /** The timeout the pipeline exceeded. */
  public Duration timeout() {
    return timeout;
  }
}
