package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;

/** How a run failed: in which phase, with what explanation, and the user's exception. */
final class RunFailure {

  /** When the failure happened. */
  enum Phase {
    /** Pipespec could not set the run up: runner, pipeline options, capture store. */
    SETUP,
    /** While the pipeline was built: an input, the transform under test, a coder. */
    CONSTRUCTION,
    /** When the runner was given the pipeline, before any element was processed. */
    START,
    /** While the pipeline ran. */
    EXECUTION,
    /** The pipeline did not finish within the timeout. */
    TIMEOUT
  }

  private final Phase phase;
  private final String explanation;
  private final Throwable cause;

  RunFailure(Phase phase, String explanation, Throwable cause) {
    this.phase = requireNonNull(phase, "phase");
    this.explanation = requireNonNull(explanation, "explanation");
    this.cause = requireNonNull(cause, "cause");
  }

  Phase phase() {
    return phase;
  }

  /** What went wrong, for the first line of the message: "the transform under test threw". */
  String explanation() {
    return explanation;
  }

  /** The user's exception, unwrapped, or the {@link ScenarioTimeoutException}. */
  Throwable cause() {
    return cause;
  }
}
