package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.build.ConstructionFailure;
import io.pipespec.runtime.capture.CaptureMemoryExhaustedException;
import io.pipespec.runtime.capture.HeapWatch;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import io.pipespec.runtime.usercode.Timeouts;
import java.time.Duration;
import java.util.List;
import java.util.Map;

/**
 * How a run failed: in which phase, with what explanation, and the user's exception; and the
 * message every expectation of the run fails with, the same for every kind of scenario.
 */
final class RunFailure {

  /** When the failure happened. */
  enum Phase {
    /** Pipespec could not set the run up: runner, pipeline options, capture store. */
    SETUP,
    /** While what runs was built: an input, the transform under test, a coder, the harness. */
    CONSTRUCTION,
    /** When the runner was given the pipeline, before any element was processed. */
    START,
    /** While it ran. */
    EXECUTION,
    /** The run did not finish within the timeout. */
    TIMEOUT,
    /** The heap of the test JVM ran out while it ran; what it captured was let go. */
    MEMORY,
    /** The runner cannot honour the scenario, which was not run. */
    REFUSED
  }

  private final Phase phase;
  private final String explanation;
  private final Throwable cause;
  private final String advice;

  /**
   * @param explanation what went wrong, for the message: "the transform under test threw"; empty
   *     for a failure during execution that the user's exception explains by itself
   */
  RunFailure(Phase phase, String explanation, Throwable cause) {
    this(phase, explanation, cause, "");
  }

  private RunFailure(Phase phase, String explanation, Throwable cause, String advice) {
    this.phase = requireNonNull(phase, "phase");
    this.explanation = requireNonNull(explanation, "explanation");
    this.cause = requireNonNull(cause, "cause");
    this.advice = requireNonNull(advice, "advice");
  }

  /**
   * This failure with what the runner adds to it ({@code RunnerSupport.failureAdvice}), said on a
   * line of its own under the exception.
   */
  RunFailure withAdvice(String advice) {
    return new RunFailure(phase, explanation, cause, advice);
  }

  /**
   * The failure of a run cancelled after {@code timeout}; {@code leftover} names the run's threads
   * that ignored the interrupt for {@code grace}.
   */
  static RunFailure timeout(
      Duration timeout, Map<String, Long> captured, List<String> leftover, Duration grace) {
    String message =
        "did not finish within "
            + Timeouts.format(timeout)
            + " and was cancelled\ncaptured before the cancel: "
            + describeCounts(captured)
            + (leftover.isEmpty()
                ? ""
                : "\n"
                    + leftover.size()
                    + " threads of the run did not stop within "
                    + Timeouts.format(grace)
                    + " of the cancel, in the user code shown: "
                    + leftover);
    return new RunFailure(Phase.TIMEOUT, "timeout", new ScenarioTimeoutException(message, timeout));
  }

  /**
   * The failure of a run that ran out of heap: the capture stopped it ({@link
   * CaptureMemoryExhaustedException}), or an {@link OutOfMemoryError} ended it; {@code held} says
   * what the capture held then, such as "1900000 elements in 45 MB (out: ...)".
   */
  static RunFailure outOfMemory(Throwable cause, String held) {
    return new RunFailure(Phase.MEMORY, held, cause);
  }

  /** The failure of a scenario whose pipeline could not be built. */
  static RunFailure of(ConstructionFailure failure) {
    return new RunFailure(Phase.CONSTRUCTION, failure.explanation(), failure.thrown());
  }

  /**
   * The failure of a scenario the runner cannot honour, which was not run; {@code reason} names the
   * runner and the feature. Its cause is the refusal itself, so that {@link
   * ScenarioResult#failure()} tells a refused scenario apart from one that failed.
   */
  static RunFailure refused(String reason) {
    return new RunFailure(Phase.REFUSED, reason, new RefusedExpectationError(reason, reason));
  }

  /** Whether {@code cause} says the heap ran out. */
  static boolean isOutOfMemory(Throwable cause) {
    return cause instanceof OutOfMemoryError || cause instanceof CaptureMemoryExhaustedException;
  }

  Phase phase() {
    return phase;
  }

  /** What went wrong, as the message says it; for a refusal, why the runner refuses. */
  String explanation() {
    return explanation;
  }

  /** The user's exception, unwrapped, or the {@link ScenarioTimeoutException}. */
  Throwable cause() {
    return cause;
  }

  /**
   * What {@code expectation} fails with because the run of {@code kindNoun} ("pipeline", "job",
   * "function": {@link io.pipespec.runtime.suite.ScenarioSpec#noun()}) of {@code scenario} failed.
   */
  String message(
      String scenario, String kindNoun, Map<String, Long> captured, ExpectationSpec expectation) {
    String what =
        ConstructionFailure.isRefusal(cause)
            ? cause.getMessage()
            : cause.getClass().getName()
                + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
    if (!advice.isEmpty()) {
      what += "\n" + advice;
    }
    String judged =
        "\nnot judged: " + expectation.methodName() + " (" + expectation.describe() + ")";
    String of = "The " + kindNoun + " of scenario '" + scenario + "'";
    return switch (phase) {
      case SETUP -> "Scenario '" + scenario + "' could not be run: " + explanation + judged;
      case CONSTRUCTION ->
          of
              + " failed at construction, before it ran: "
              + explanation
              + " "
              + what
              + (isOutOfMemory(cause)
                  ? "\nthe heap of the test JVM: "
                      + HeapWatch.describeHeap()
                      + "\n"
                      + HeapWatch.advice()
                  : "")
              + judged;
      case START ->
          of
              + " failed when it was started, before any element was processed: "
              + explanation
              + " "
              + what
              + judged;
      case EXECUTION ->
          of
              + " failed: "
              + (explanation.isEmpty() ? "" : explanation + " ")
              + what
              + "\ncaptured before the failure: "
              + describeCounts(captured)
              + judged;
      case TIMEOUT -> of + " " + cause.getMessage() + judged;
      case REFUSED -> "Scenario '" + scenario + "' was not run: " + explanation + judged;
      case MEMORY ->
          of
              + " ran out of memory and was stopped, so that the next scenario can run: "
              + (cause instanceof CaptureMemoryExhaustedException
                  ? cause.getMessage()
                  : what
                      + "\nthe heap of the test JVM: "
                      + HeapWatch.describeHeap()
                      + "\ncaptured when it ran out: "
                      + (explanation.isEmpty() ? "unknown" : explanation)
                      + "\n"
                      + HeapWatch.advice())
              + judged;
    };
  }

  /** "counts: 3 elements, rejected: 1 element", or "no output". */
  static String describeCounts(Map<String, Long> counts) {
    if (counts.isEmpty()) {
      return "no output";
    }
    StringBuilder text = new StringBuilder();
    counts.forEach(
        (name, count) ->
            text.append(text.length() == 0 ? "" : ", ")
                .append(name)
                .append(": ")
                .append(count)
                .append(count == 1 ? " element" : " elements"));
    return text.toString();
  }
}
