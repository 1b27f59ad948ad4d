package io.pipespec.processor.model;

/**
 * The {@code @Window} and {@code @Pane} of one expectation, every time resolved to epoch
 * milliseconds.
 *
 * @param window which window
 * @param startMillis the start of an interval window
 * @param endMillis the end of an interval window
 * @param timing the name of an {@code io.pipespec.Timing} constant
 * @param index the pane index, or -1 for any
 */
public record ScopeModel(
    WindowKind window, long startMillis, long endMillis, String timing, int index) {

  /** The three kinds of {@code @Window}: none, the global window, an interval window. */
  public enum WindowKind {
    ANY,
    GLOBAL,
    INTERVAL
  }
}
