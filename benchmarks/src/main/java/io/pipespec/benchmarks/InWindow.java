package io.pipespec.benchmarks;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.scope.Scope;
import java.util.List;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;

/**
 * The elements of one interval window, all panes: the scope a {@code @Window(start, size)}
 * expectation has. The runtime does not have window scopes yet (issue 3 brings them), so the
 * benchmarks bring this one. It selects through {@link CapturedOutput#elementsIn}, the output's
 * window index: a pass over the whole output per expectation made {@code many-windows} quadratic
 * (ratio 32 for ten times the windows).
 */
final class InWindow implements Scope {

  private final IntervalWindow window;

  InWindow(IntervalWindow window) {
    this.window = requireNonNull(window, "window");
  }

  @Override
  public List<CapturedElement> select(CapturedOutput<?> output) {
    return output.elementsIn(window);
  }

  @Override
  public String describe() {
    return "window [" + window.start() + ", " + window.end() + "), all panes";
  }
}
