package io.pipespec.function;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.STABLE;

import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.TupleTag;
import org.apiguardian.api.API;
import org.joda.time.Instant;

/**
 * One element a function under a harness emitted, with everything a runner would attach to it.
 *
 * <p>An output in several windows (for example from a {@code DoFn} that does not observe its window
 * under sliding windows) is recorded once per window, so every {@code OutputElement} has exactly
 * one window.
 *
 * @param tag the output the element went to (the main output tag or an additional one)
 * @param value the element (may be null where its coder allows), decoded from its encoded form so
 *     later mutation by the function does not change what was recorded
 * @param timestamp the element's event timestamp
 * @param window the window the element is in
 * @param pane the pane, as the function's runner set it
 * @param <T> the element type
 */
@API(status = STABLE)
public record OutputElement<T>(
    TupleTag<T> tag, T value, Instant timestamp, BoundedWindow window, PaneInfo pane) {

  public OutputElement {
    requireNonNull(tag, "tag");
    requireNonNull(timestamp, "timestamp");
    requireNonNull(window, "window");
    requireNonNull(pane, "pane");
  }

  @Override
  public String toString() {
    return value + " @ " + timestamp + " in " + window + " (" + pane + ") -> " + tag.getId();
  }
}
