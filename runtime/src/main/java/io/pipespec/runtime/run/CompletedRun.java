package io.pipespec.runtime.run;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.expect.Observation;
import io.pipespec.runtime.expect.WindowHistory;
import io.pipespec.runtime.scope.Scope;
import io.pipespec.runtime.spec.ExpectationSpec;
import java.time.Duration;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.opentest4j.AssertionFailedError;

/** A finished run: what every output captured, and the failure if the run failed. */
final class CompletedRun implements ScenarioResult {

  private final String scenario;
  private final String runner;
  private final Duration wallTime;
  private final Map<String, CapturedOutput<?>> outputs;
  private final RunFailure failure;

  CompletedRun(
      String scenario,
      String runner,
      Duration wallTime,
      Map<String, CapturedOutput<?>> outputs,
      RunFailure failure) {
    this.scenario = scenario;
    this.runner = runner;
    this.wallTime = wallTime;
    this.outputs = Collections.unmodifiableMap(new LinkedHashMap<>(outputs));
    this.failure = failure;
  }

  @Override
  public String runner() {
    return runner;
  }

  @Override
  public Duration wallTime() {
    return wallTime;
  }

  @Override
  public Map<String, Long> capturedCounts() {
    return countsOf(outputs);
  }

  static Map<String, Long> countsOf(Map<String, CapturedOutput<?>> outputs) {
    Map<String, Long> counts = new LinkedHashMap<>();
    outputs.forEach((name, output) -> counts.put(name, (long) output.elements().size()));
    return Collections.unmodifiableMap(counts);
  }

  @Override
  public Optional<Throwable> failure() {
    return failure == null ? Optional.empty() : Optional.of(failure.cause());
  }

  /** Every output the run captured, by name, in declaration order. */
  Map<String, CapturedOutput<?>> outputs() {
    return outputs;
  }

  @Override
  public void verify(ExpectationSpec expectation) {
    if (failure != null) {
      throw new AssertionFailedError(failureMessage(expectation), failure.cause());
    }
    CapturedOutput<?> output = outputs.get(expectation.output());
    if (output == null) {
      throw new IllegalArgumentException(
          "Scenario '"
              + scenario
              + "' has no output named '"
              + expectation.output()
              + "'; its outputs are "
              + outputs.keySet()
              + ". The expectation "
              + expectation.methodName()
              + " must name one of them.");
    }
    Scope scope = expectation.scope();
    boolean withHistory = scope != Scope.everything() || WindowHistory.isWindowed(output);
    Optional<String> refusal = scope.refusal(output);
    if (refusal.isPresent()) {
      throw new AssertionFailedError(
          "Output '"
              + output.name()
              + "' ("
              + scope.describe()
              + ") cannot be judged honestly: "
              + refusal.get()
              + "\n"
              + WindowHistory.render(output, scope::involves));
    }
    List<CapturedElement> inScope = scope.select(output);
    try {
      expectation.expectation().verify(new Observation(output, scope, inScope, outputs));
    } catch (AssertionError e) {
      if (!withHistory) {
        throw e;
      }
      StringBuilder history = new StringBuilder(WindowHistory.render(output, scope::involves));
      for (String other : expectation.expectation().otherOutputs()) {
        CapturedOutput<?> read = outputs.get(other);
        if (read != null && !other.equals(output.name())) {
          history.append('\n').append(WindowHistory.render(read, scope::involves));
        }
      }
      throw withHistory(e, history.toString());
    }
  }

  /**
   * {@code failure} with the window history appended to its message; expected, actual, cause and
   * stack trace are kept, so IDE diff viewers and click-to-source still work.
   */
  private static AssertionError withHistory(AssertionError failure, String history) {
    String message = (failure.getMessage() == null ? "" : failure.getMessage()) + "\n" + history;
    AssertionFailedError extended;
    if (failure instanceof AssertionFailedError afe
        && (afe.isExpectedDefined() || afe.isActualDefined())) {
      extended =
          new AssertionFailedError(
              message,
              afe.isExpectedDefined() ? afe.getExpected().getValue() : null,
              afe.isActualDefined() ? afe.getActual().getValue() : null,
              failure.getCause());
    } else {
      // A checker's own AssertionError (Truth's) becomes the cause, so that nothing of it is lost.
      extended =
          new AssertionFailedError(
              message, failure instanceof AssertionFailedError ? failure.getCause() : failure);
    }
    extended.setStackTrace(failure.getStackTrace());
    return extended;
  }

  private String failureMessage(ExpectationSpec expectation) {
    Throwable cause = failure.cause();
    String what =
        cause.getClass().getName() + (cause.getMessage() == null ? "" : ": " + cause.getMessage());
    String judged =
        "\nnot judged: "
            + expectation.methodName()
            + " ("
            + expectation.expectation().describe()
            + " in output '"
            + expectation.output()
            + "')";
    switch (failure.phase()) {
      case SETUP:
        return "Scenario '" + scenario + "' could not be run: " + failure.explanation() + judged;
      case CONSTRUCTION:
        return "The pipeline of scenario '"
            + scenario
            + "' failed at construction, before it ran: "
            + failure.explanation()
            + " "
            + what
            + judged;
      case START:
        return "The pipeline of scenario '"
            + scenario
            + "' failed when it was started, before any element was processed: "
            + failure.explanation()
            + " "
            + what
            + judged;
      case EXECUTION:
        return "The pipeline of scenario '"
            + scenario
            + "' failed: "
            + what
            + "\ncaptured before the failure: "
            + describeCounts(capturedCounts())
            + judged;
      case TIMEOUT:
        return "The pipeline of scenario '" + scenario + "' " + cause.getMessage() + judged;
    }
    throw new AssertionError("unknown phase " + failure.phase());
  }

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
