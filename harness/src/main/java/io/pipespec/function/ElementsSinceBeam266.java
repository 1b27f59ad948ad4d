package io.pipespec.function;

import java.util.Collection;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.DoFnRunners;
import org.apache.beam.runners.core.StepContext;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.DoFnSchemaInformation;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.WindowedValueMultiReceiver;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.WindowedValue;
import org.apache.beam.sdk.values.WindowedValues;
import org.joda.time.Instant;

/**
 * Runner-core's element calls from Beam 2.66 on, the Beam this module is compiled against: {@code
 * org.apache.beam.sdk.values.WindowedValue} and {@code WindowedValueMultiReceiver}.
 */
final class ElementsSinceBeam266 implements RunnerCoreElements {

  @Override
  public <InputT, OutputT> DoFnRunner<InputT, OutputT> simpleRunner(
      HarnessSetup<InputT, OutputT> setup,
      DoFn<InputT, OutputT> fn,
      StepContext stepContext,
      RecordedOutput output) {
    WindowedValueMultiReceiver receiver =
        new WindowedValueMultiReceiver() {
          @Override
          public <T> void output(TupleTag<T> tag, WindowedValue<T> value) {
            output.record(
                tag,
                value.getValue(),
                value.getTimestamp(),
                value.getWindows(),
                value.getPaneInfo());
          }
        };
    return DoFnRunners.simpleRunner(
        setup.options,
        fn,
        setup.sideInputs,
        receiver,
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
    runner.processElement(WindowedValues.of(value, timestamp, windows, pane));
  }
}
