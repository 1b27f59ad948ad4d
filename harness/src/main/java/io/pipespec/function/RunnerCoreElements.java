package io.pipespec.function;

import io.pipespec.beam.BeamVersion;
import java.util.Collection;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.StepContext;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.joda.time.Instant;

/**
 * How the harness hands an element to runner-core and takes its function's outputs: the place where
 * Beam 2.66 changed runner-core's types ({@code WindowedValue} moved from {@code
 * org.apache.beam.sdk.util} to {@code org.apache.beam.sdk.values}, and {@code
 * WindowedValueMultiReceiver} replaced {@code DoFnRunners.OutputManager}). One implementation per
 * side of that change, chosen by the Beam that runs.
 */
interface RunnerCoreElements {

  /** The implementation for the runner-core that runs here. */
  static RunnerCoreElements ofRunningBeam() {
    return Running.ELEMENTS;
  }

  /**
   * runner-core's {@code SimpleDoFnRunner} for {@code fn}, the harness's function or a fresh copy
   * of it, emitting into {@code output}.
   */
  <InputT, OutputT> DoFnRunner<InputT, OutputT> simpleRunner(
      HarnessSetup<InputT, OutputT> setup,
      DoFn<InputT, OutputT> fn,
      StepContext stepContext,
      RecordedOutput output);

  /** Hands {@code value}, in {@code windows}, to {@code runner}. */
  <InputT> void processElement(
      DoFnRunner<InputT, ?> runner,
      InputT value,
      Instant timestamp,
      Collection<BoundedWindow> windows,
      PaneInfo pane);

  /** Chosen once, when first needed: the class path does not change while tests run. */
  final class Running {
    private static final RunnerCoreElements ELEMENTS =
        BeamVersion.ofRunnerCore().isBefore(new BeamVersion(2, 66, 0))
            ? new ElementsOnBeam265()
            : new ElementsSinceBeam266();

    private Running() {}
  }
}
