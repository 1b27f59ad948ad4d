package io.pipespec;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.STABLE;

import org.apiguardian.api.API;
import org.opentest4j.AssertionFailedError;

/**
 * An expectation Pipespec refused to judge, because no verdict on it could be honest: a window the
 * output's window function never assigns, a pane its trigger never produces, a late pane without
 * allowed lateness. PAssert would pass such an assertion on nothing; Pipespec fails it with the
 * reason and how to fix the test.
 *
 * <p>It is an {@link AssertionFailedError}, so that every tool reports it as a failed test; its own
 * type lets a tool or a reader tell "the test asks something the pipeline can never show" apart
 * from "the pipeline produced something else". Its message starts with what was refused (the output
 * and scope, or the expectation), then {@code cannot be judged honestly:} and the {@link
 * #reason()}, then the window history where there is one, and ends with a line naming the scenario
 * and the expectation.
 */
@API(status = STABLE, since = "0.1")
public final class RefusedExpectationError extends AssertionFailedError {

  private static final long serialVersionUID = 1L;

  private final String reason;

  /**
   * @param message the whole message, as the failure reports it
   * @param reason why the expectation cannot be judged, and how to fix it
   */
  public RefusedExpectationError(String message, String reason) {
    super(requireNonNull(message, "message"));
    this.reason = requireNonNull(reason, "reason");
  }

  /** Why the expectation cannot be judged honestly, and how to fix it; part of the message. */
  public String reason() {
    return reason;
  }
}
