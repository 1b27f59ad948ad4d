package io.pipespec.runtime.explore;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.nio.ByteBuffer;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.WindowingStrategy.AccumulationMode;

/**
 * What an output settles to in each window, whatever panes it came in: the last pane when panes
 * accumulate, all panes together when they discard. Two runs whose outputs settle alike differ only
 * in how the output was cut into panes, which Beam's model lets arrival order decide.
 */
final class SettledOutput {

  private SettledOutput() {}

  /** Whether {@code a} and {@code b} settle to the same elements in every window. */
  static boolean same(CapturedOutput<?> a, CapturedOutput<?> b) {
    return settled(a).equals(settled(b));
  }

  /** Per window, how often each encoded element is in what the output settles to. */
  private static Map<BoundedWindow, Map<ByteBuffer, Integer>> settled(CapturedOutput<?> output) {
    boolean accumulating =
        output.windowingStrategy().getMode() == AccumulationMode.ACCUMULATING_FIRED_PANES;
    Map<BoundedWindow, Map<ByteBuffer, Integer>> settled = new HashMap<>();
    for (BoundedWindow window : output.windows()) {
      List<CapturedElement> elements = output.elementsIn(window);
      long lastPane = Long.MIN_VALUE;
      if (accumulating) {
        for (CapturedElement element : elements) {
          lastPane = Math.max(lastPane, element.pane().getIndex());
        }
      }
      Map<ByteBuffer, Integer> counts = new HashMap<>();
      for (CapturedElement element : elements) {
        if (!accumulating || element.pane().getIndex() == lastPane) {
          counts.merge(ByteBuffer.wrap(element.encoded()), 1, Integer::sum);
        }
      }
      settled.put(window, counts);
    }
    return settled;
  }
}
