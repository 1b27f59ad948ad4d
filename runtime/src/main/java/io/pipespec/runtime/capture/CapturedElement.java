package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;

import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.joda.time.Instant;

/**
 * One element as the pipeline produced it: its encoded bytes (with the output's coder, in the outer
 * context), its window, its pane and its timestamp. The value is decoded only when needed.
 */
public final class CapturedElement {

  private final byte[] encoded;
  private final BoundedWindow window;
  private final PaneInfo pane;
  private final Instant timestamp;

  public CapturedElement(byte[] encoded, BoundedWindow window, PaneInfo pane, Instant timestamp) {
    this.encoded = requireNonNull(encoded, "encoded");
    this.window = requireNonNull(window, "window");
    this.pane = requireNonNull(pane, "pane");
    this.timestamp = requireNonNull(timestamp, "timestamp");
  }

  /** The encoded element; callers must not modify the array. */
  public byte[] encoded() {
    return encoded;
  }

  public BoundedWindow window() {
    return window;
  }

  public PaneInfo pane() {
    return pane;
  }

  public Instant timestamp() {
    return timestamp;
  }
}
