package io.pipespec.runtime.verdict.expect;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.verdict.scope.Scope;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.WindowingStrategy;

/** Observations of outputs made by hand, without a pipeline: values in the global window. */
final class Observed {

  private Observed() {}

  /** All of output {@code name}, its {@code values} encoded with {@code coder}, in scope. */
  static <T> Observation output(String name, Coder<T> coder, List<T> values) throws CoderException {
    List<CapturedElement> elements = new ArrayList<>(values.size());
    for (T value : values) {
      elements.add(
          new CapturedElement(
              CoderUtils.encodeToByteArray(coder, value),
              GlobalWindow.INSTANCE,
              PaneInfo.NO_FIRING,
              BoundedWindow.TIMESTAMP_MIN_VALUE));
    }
    CapturedOutput<T> output =
        new CapturedOutput<>(name, coder, WindowingStrategy.globalDefault(), elements);
    return new Observation(output, Scope.everything(), elements, Map.of(name, output));
  }
}
