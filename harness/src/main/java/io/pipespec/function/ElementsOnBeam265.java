package io.pipespec.function;

import io.pipespec.beam.v2_65.Beam265RunnerCore;
import java.util.Collection;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.StepContext;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.DoFnSchemaInformation;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.TupleTag;
import org.joda.time.Instant;

/**
 * Runner-core's element calls on Beam 2.65, through {@code pipespec-beam-2.65}, which is compiled
 * against it.
 */
final class ElementsOnBeam265 implements RunnerCoreElements {

  @Override
  public <InputT, OutputT> DoFnRunner<InputT, OutputT> simpleRunner(
      HarnessSetup<InputT, OutputT> setup,
      DoFn<InputT, OutputT> fn,
      StepContext stepContext,
      RecordedOutput output) {
    Beam265RunnerCore.Outputs outputs =
        new Beam265RunnerCore.Outputs() {
          @Override
          public <T> void output(
              TupleTag<T> tag,
              T value,
              Instant timestamp,
              Collection<? extends BoundedWindow> windows,
              PaneInfo pane) {
            output.record(tag, value, timestamp, windows, pane);
          }
        };
    return Beam265RunnerCore.simpleRunner(
        setup.options,
        fn,
        setup.sideInputs,
        outputs,
        setup.mainOutputTag,
        setup.additionalOutputTags,
        stepContext,
        setup.inputCoder,
        setup.outputCoders,
        setup.windowingStrategy,
        DoFnSchemaInformation.create(),
        setup.sideInputIds);
  }

  @Override
  public <InputT> void processElement(
      DoFnRunner<InputT, ?> runner,
      InputT value,
      Instant timestamp,
      Collection<BoundedWindow> windows,
      PaneInfo pane) {
    Beam265RunnerCore.processElement(runner, value, timestamp, windows, pane);
  }
}
