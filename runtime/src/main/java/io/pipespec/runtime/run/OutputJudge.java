package io.pipespec.runtime.run;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.RunnerVerdict;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.verdict.expect.ElementTexts;
import io.pipespec.runtime.verdict.expect.Observation;
import io.pipespec.runtime.verdict.expect.WindowHistory;
import io.pipespec.runtime.verdict.onrunner.Judged;
import io.pipespec.runtime.verdict.scope.Scope;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;

/**
 * Judges an expectation of an output, the refusal, scope, filter, judge and history steps of the
 * verify path ({@link Verification}): in the test JVM on the captured elements, or with the verdict
 * the runner brought back when the output was judged on it.
 */
final class OutputJudge {

  private OutputJudge() {}

  static void verify(ScenarioResult run, ExpectationSpec spec, Target.Output target) {
    CapturedOutput<?> output = run.outputs().get(target.output());
    if (output == null) {
      throw new IllegalArgumentException(
          "Scenario '"
              + run.scenario()
              + "' has no output named '"
              + target.output()
              + "'; its outputs are "
              + run.outputs().keySet()
              + ". The expectation "
              + spec.methodName()
              + " must name one of them.");
    }
    Scope scope = target.scope();
    if (output.judgedOnRunner()) {
      verifyOnRunner(run, spec, target, output);
      return;
    }
    Verification.refuseIf(
        scope.refusal(output),
        "Output '" + output.name() + "' (" + scope.describe() + ")",
        () -> "\n" + WindowHistory.render(output, scope::involves));
    List<CapturedElement> inScope = scope.select(output);
    Observation observation =
        new Observation(output, scope, inScope, run.outputs(), run.snapshots());
    try {
      target.expectation().verify(observation);
    } catch (AssertionError e) {
      StringBuilder history = new StringBuilder();
      if (scope != Scope.everything() || WindowHistory.isWindowed(output)) {
        history.append(WindowHistory.render(output, scope::involves));
        for (String other : target.expectation().otherOutputs()) {
          CapturedOutput<?> read = run.outputs().get(other);
          if (read != null && !other.equals(output.name())) {
            history.append('\n').append(WindowHistory.render(read, scope::involves));
          }
        }
      }
      throw Verification.withHistory(run, e, history);
    }
  }

  /**
   * Verifies an expectation of an output judged on the runner with the verdict the runner brought
   * back: its scope refused as the pipeline counted the scope's panes, or judged from the totals
   * and the differences. Where a history would be drawn, the message says why it is not.
   */
  private static void verifyOnRunner(
      ScenarioResult run, ExpectationSpec spec, Target.Output target, CapturedOutput<?> output) {
    Scope scope = target.scope();
    boolean windowed = !(output.windowingStrategy().getWindowFn() instanceof GlobalWindows);
    StringBuilder notDrawn =
        scope != Scope.everything() || windowed
            ? new StringBuilder("history of output '")
                .append(ElementTexts.printable(output.name()))
                .append("': not drawn, its elements stayed on the runner")
                .append(" (pipespec.judge=runner)")
            : new StringBuilder();
    String key = Judged.key(spec.declaringClass(), spec.methodName());
    Optional<RunnerVerdict> verdict = output.verdict(key);
    if (verdict.isEmpty()) {
      String reason = output.notJudged(key).orElse("the runner brought back no verdict for it");
      throw new RefusedExpectationError(
          "The expectation "
              + spec.methodName()
              + " ("
              + spec.describe()
              + ") cannot be judged on the runner (pipespec.judge=runner): "
              + reason
              + ". Output '"
              + output.name()
              + "' is judged on the runner, so none of its elements came back to the test JVM.",
          reason);
    }
    Verification.refuseIf(
        verdict.get().refusal(),
        "Output '" + output.name() + "' (" + scope.describe() + ")",
        () -> notDrawn.length() == 0 ? "" : "\n" + notDrawn);
    Observation observation =
        new Observation(output, scope, List.of(), run.outputs(), run.snapshots());
    try {
      target.expectation().verify(observation.withVerdict(verdict.get()));
    } catch (AssertionError e) {
      throw Verification.withHistory(run, e, notDrawn);
    }
  }
}
