package io.pipespec.runtime.capture;

import java.io.IOException;
import java.io.Serializable;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.joda.time.Instant;

/**
 * The writing side of a {@link CaptureStore} for one output. It travels inside the capture step, so
 * it is serializable and holds no reference to the store object itself.
 */
public interface CaptureSink extends Serializable {

  /** Starts one bundle; called by the capture step at the start of each bundle. */
  BundleWriter openBundle() throws IOException;

  /** Receives the elements of one bundle. Not shared between threads. */
  interface BundleWriter {

    /** Records one element as it arrived. */
    void add(byte[] encoded, BoundedWindow window, PaneInfo pane, Instant timestamp)
        throws IOException;

    /**
     * Records one element as it arrived, encoded with {@code coder} (in the outer context). The
     * capture step calls this one, so that a store can encode straight into its own form instead of
     * into an array per element; by default it encodes and calls {@link #add(byte[], BoundedWindow,
     * PaneInfo, Instant)}.
     */
    default <T> void add(
        Coder<T> coder, T value, BoundedWindow window, PaneInfo pane, Instant timestamp)
        throws IOException {
      add(CoderUtils.encodeToByteArray(coder, value), window, pane, timestamp);
    }

    /** Makes the bundle's elements visible to {@link CaptureStore#read(String)}. */
    void finish() throws IOException;
  }
}
