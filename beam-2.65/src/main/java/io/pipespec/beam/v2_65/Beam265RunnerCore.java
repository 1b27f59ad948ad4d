package io.pipespec.beam.v2_65;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.Collection;
import java.util.List;
import java.util.Map;
import org.apache.beam.runners.core.DoFnRunner;
import org.apache.beam.runners.core.DoFnRunners;
import org.apache.beam.runners.core.SideInputReader;
import org.apache.beam.runners.core.StepContext;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.DoFnSchemaInformation;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.WindowedValue;
import org.apache.beam.sdk.values.PCollectionView;
import org.apache.beam.sdk.values.TupleTag;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.apiguardian.api.API;
import org.joda.time.Instant;

/**
 * Runner-core's element calls as Beam 2.65 has them: an element is an {@code
 * org.apache.beam.sdk.util.WindowedValue} and outputs go to a {@code DoFnRunners.OutputManager}.
 * Beam 2.66 moved {@code WindowedValue} to {@code org.apache.beam.sdk.values} and replaced the
 * output manager with {@code WindowedValueMultiReceiver}, so code compiled against one cannot call
 * the other. Every signature here names only types that all supported Beam versions share, so that
 * {@code pipespec-runtime}, compiled against a later Beam, can call this class when Beam 2.65 runs.
 */
@API(status = INTERNAL)
public final class Beam265RunnerCore {

  /** What a function emitted to one of its outputs, taken apart. */
  public interface Outputs {
    /** One emitted element of the output {@code tag}. */
    <T> void output(
        TupleTag<T> tag,
        T value,
        Instant timestamp,
        Collection<? extends BoundedWindow> windows,
        PaneInfo pane);
  }

  private Beam265RunnerCore() {}

  /**
   * {@code DoFnRunners.simpleRunner} with its output manager handing every output to {@code
   * outputs}; the other arguments are runner-core's own, in its order.
   */
  public static <InputT, OutputT> DoFnRunner<InputT, OutputT> simpleRunner(
      PipelineOptions options,
      DoFn<InputT, OutputT> fn,
      SideInputReader sideInputs,
      Outputs outputs,
      TupleTag<OutputT> mainOutputTag,
      List<TupleTag<?>> additionalOutputTags,
      StepContext stepContext,
      Coder<InputT> inputCoder,
      Map<TupleTag<?>, Coder<?>> outputCoders,
      WindowingStrategy<?, ?> windowingStrategy,
      DoFnSchemaInformation schemaInformation,
      Map<String, PCollectionView<?>> sideInputMapping) {
    DoFnRunners.OutputManager outputManager =
        new DoFnRunners.OutputManager() {
          @Override
          public <T> void output(TupleTag<T> tag, WindowedValue<T> output) {
            outputs.output(
                tag,
                output.getValue(),
                output.getTimestamp(),
                output.getWindows(),
                output.getPane());
          }
        };
    return DoFnRunners.simpleRunner(
        options,
        fn,
        sideInputs,
        outputManager,
        mainOutputTag,
        additionalOutputTags,
        stepContext,
        inputCoder,
        outputCoders,
        windowingStrategy,
        schemaInformation,
        sideInputMapping);
  }

  /** Hands one element, in these windows, to {@code runner}. */
  public static <InputT> void processElement(
      DoFnRunner<InputT, ?> runner,
      InputT value,
      Instant timestamp,
      Collection<? extends BoundedWindow> windows,
      PaneInfo pane) {
    runner.processElement(WindowedValue.of(value, timestamp, windows, pane));
  }
}
