package io.pipespec.runtime.run;

import io.pipespec.beam.WindowFns;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.expect.HarnessExpectation;
import io.pipespec.runtime.verdict.expect.HarnessObservation;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.WindowFn;

/**
 * Judges an expectation of a function's closed harness (its state and timers), the step of the
 * verify path ({@link Verification}) that reads no output.
 */
final class HarnessJudge {

  private HarnessJudge() {}

  /**
   * The closed harness of a function run, when it can be read; empty for the runs of the other
   * kinds, which have none.
   */
  static Optional<StatefulFunctionHarness<?, ?, ?>> harness(ScenarioResult run) {
    return run.match(
        new ScenarioResult.Cases<Optional<StatefulFunctionHarness<?, ?, ?>>>() {
          @Override
          public Optional<StatefulFunctionHarness<?, ?, ?>> pipeline(PipelineResult result) {
            return Optional.empty();
          }

          @Override
          public Optional<StatefulFunctionHarness<?, ?, ?>> job(JobResult result) {
            return Optional.empty();
          }

          @Override
          public Optional<StatefulFunctionHarness<?, ?, ?>> function(FunctionResult result) {
            return result.functionHarness();
          }
        });
  }

  static void verify(ScenarioResult run, ExpectationSpec spec, HarnessExpectation expectation) {
    StatefulFunctionHarness<?, ?, ?> harness =
        harness(run)
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "The expectation "
                            + spec.methodName()
                            + " ("
                            + spec.describe()
                            + ") reads the harness of a @FunctionTest, but scenario '"
                            + run.scenario()
                            + "' ran a "
                            + run.noun()
                            + "."));
    WindowFn<?, ?> windowFn = harness.getWindowingStrategy().getWindowFn();
    for (BoundedWindow window : expectation.windows()) {
      Verification.refuseIf(
          WindowFns.neverAssigns(windowFn, window, WindowFns.HARNESS),
          "The expectation " + spec.methodName() + " (" + expectation.describe() + ")",
          () -> "");
    }
    HarnessObservation observation = new HarnessObservation(harness);
    Verification.refuseIf(
        expectation.refusal(observation),
        "The expectation " + spec.methodName() + " (" + expectation.describe() + ")",
        () -> "");
    try {
      expectation.verify(observation);
    } catch (AssertionError e) {
      throw Verification.withHistory(run, e, new StringBuilder());
    }
  }
}
