package io.pipespec.runtime.scope;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.List;

/**
 * Which part of an output an expectation judges: some windows, some panes. Without
 * {@code @Window} and {@code @Pane} it is every element of every window and pane, as in PAssert.
 */
public interface Scope {

  /** The elements of {@code output} in this scope, in arrival order. */
  List<CapturedElement> select(CapturedOutput<?> output);

  /** How a failure message names this scope, such as "all windows, all panes". */
  String describe();

  /** Every element of every window and pane. */
  static Scope everything() {
    return Everything.INSTANCE;
  }
}
