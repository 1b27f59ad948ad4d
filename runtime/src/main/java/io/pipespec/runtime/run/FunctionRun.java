package io.pipespec.runtime.run;

import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.expect.Observation;
import io.pipespec.runtime.spec.ExpectationSpec;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.opentest4j.AssertionFailedError;

/**
 * A finished {@code @FunctionTest} scenario: the closed harness (state, timers and output as the
 * timeline left them) and its main output captured as a pipeline's would be.
 */
final class FunctionRun implements ScenarioResult {

  private final String scenario;
  private final String outputName;
  private final Duration wallTime;
  private final StatefulFunctionHarness<?, ?, ?> harness;
  private final CapturedOutput<?> output;
  private final RunFailure failure;

  FunctionRun(
      String scenario,
      String outputName,
      Duration wallTime,
      StatefulFunctionHarness<?, ?, ?> harness,
      CapturedOutput<?> output,
      RunFailure failure) {
    this.scenario = scenario;
    this.outputName = outputName;
    this.wallTime = wallTime;
    this.harness = harness;
    this.output = output;
    this.failure = failure;
  }

  @Override
  public String runner() {
    return FunctionScenarioRunner.RUNNER;
  }

  @Override
  public Duration wallTime() {
    return wallTime;
  }

  @Override
  public Map<String, Long> capturedCounts() {
    return output == null ? Map.of() : Map.of(outputName, (long) output.elements().size());
  }

  @Override
  public Optional<Throwable> failure() {
    return failure == null ? Optional.empty() : Optional.of(failure.cause());
  }

  @Override
  public void verify(ExpectationSpec expectation) {
    if (failure != null) {
      throw new AssertionFailedError(failureMessage(expectation), failure.cause());
    }
    if (!expectation.output().equals(outputName)) {
      throw new IllegalArgumentException(
          "Function scenario '"
              + scenario
              + "' has one output, '"
              + outputName
              + "', not '"
              + expectation.output()
              + "'; regenerate the suite (mvn clean test-compile).");
    }
    List<CapturedElement> inScope = expectation.scope().select(output);
    expectation
        .expectation()
        .verify(
            new Observation(
                output, expectation.scope(), inScope, Map.of(outputName, output), harness));
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
            + ")";
    if (failure.phase() == RunFailure.Phase.CONSTRUCTION) {
      return "The function of scenario '"
          + scenario
          + "' failed before the timeline: "
          + failure.explanation()
          + " "
          + what
          + judged;
    }
    return "The function of scenario '"
        + scenario
        + "' failed: "
        + failure.explanation()
        + " "
        + what
        + "\noutput before the failure: "
        + CompletedRun.describeCounts(capturedCounts())
        + judged;
  }
}
