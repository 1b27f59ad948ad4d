package io.pipespec.runtime.run;

import io.pipespec.function.OutputElement;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.spec.FunctionScenarioSpec;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.util.CoderUtils;

/**
 * Runs a {@code @FunctionTest} scenario: builds the harness, drives it through the timeline, closes
 * it (which runs {@code @Teardown}), and captures the main output in the same form a pipeline run
 * captures its outputs, so that every output expectation works on it unchanged.
 *
 * <p>The run is in the calling thread, on the harness, whatever runner is configured: a function
 * test is about one {@code DoFn} on Beam's runner-core, not about a runner. The configured timeout
 * does not apply.
 */
final class FunctionScenarioRunner {

  /** The name {@link ScenarioResult#runner()} reports for function scenarios. */
  static final String RUNNER = "StatefulFunctionHarness";

  private FunctionScenarioRunner() {}

  static ScenarioResult run(ScenarioSpec scenario, FunctionScenarioSpec<?, ?, ?> function) {
    return runTyped(scenario, function);
  }

  private static <K, V, O> ScenarioResult runTyped(
      ScenarioSpec scenario, FunctionScenarioSpec<K, V, O> function) {
    long start = System.nanoTime();
    StatefulFunctionHarness<K, V, O> harness;
    try {
      harness = function.newHarness().build();
    } catch (Throwable e) {
      rethrowIfFatal(e);
      return new FunctionRun(
          scenario.name(),
          function.output(),
          elapsed(start),
          null,
          null,
          new RunFailure(
              RunFailure.Phase.CONSTRUCTION,
              "the harness of " + function.origin() + " could not be built:",
              Throwables.unwrap(e)));
    }
    RunFailure failure = null;
    List<FunctionScenarioSpec.Step<K, V, O>> steps = function.steps();
    for (int i = 0; i < steps.size() && failure == null; i++) {
      FunctionScenarioSpec.Step<K, V, O> step = steps.get(i);
      try {
        step.action().accept(harness);
      } catch (Throwable e) {
        rethrowIfFatal(e);
        failure =
            new RunFailure(
                RunFailure.Phase.EXECUTION,
                "step " + (i + 1) + " of the timeline, `" + step.source() + "`, threw",
                Throwables.unwrap(e));
      }
    }
    try {
      harness.close();
    } catch (Throwable e) {
      rethrowIfFatal(e);
      if (failure == null) {
        failure =
            new RunFailure(RunFailure.Phase.EXECUTION, "@Teardown threw", Throwables.unwrap(e));
      }
    }
    CapturedOutput<O> output = null;
    try {
      output = capture(function.output(), harness);
    } catch (RuntimeException e) {
      if (failure == null) {
        failure = new RunFailure(RunFailure.Phase.EXECUTION, "the output could not be captured", e);
      }
    }
    return new FunctionRun(
        scenario.name(), function.output(), elapsed(start), harness, output, failure);
  }

  private static <O> CapturedOutput<O> capture(
      String name, StatefulFunctionHarness<?, ?, O> harness) {
    Coder<O> coder = harness.getOutputCoder();
    List<CapturedElement> elements = new ArrayList<>();
    for (OutputElement<O> element : harness.getOutput()) {
      byte[] encoded;
      try {
        encoded = CoderUtils.encodeToByteArray(coder, element.value());
      } catch (CoderException e) {
        // The harness already encoded every output once; this cannot fail for a sane coder.
        throw new IllegalStateException("Cannot encode the output " + element, e);
      }
      elements.add(
          new CapturedElement(encoded, element.window(), element.pane(), element.timestamp()));
    }
    return new CapturedOutput<>(name, coder, harness.getWindowingStrategy(), elements);
  }

  private static Duration elapsed(long start) {
    return Duration.ofNanos(System.nanoTime() - start);
  }

  private static void rethrowIfFatal(Throwable e) {
    if (e instanceof VirtualMachineError error) {
      throw error;
    }
  }
}
