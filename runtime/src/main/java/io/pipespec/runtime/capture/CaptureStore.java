package io.pipespec.runtime.capture;

import java.util.List;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;

/**
 * Where the capture steps of one run put what they see, and where the test JVM reads it back after
 * the run. One store serves one run; {@link #close()} releases what it holds.
 *
 * <p>The writing side ({@link CaptureSink}) is serialized into the pipeline and may run in another
 * process, so it must not rely on the test JVM's memory unless the runner runs in that JVM.
 */
public interface CaptureStore extends AutoCloseable {

  /**
   * The sink the capture step of {@code output} writes through.
   *
   * @param windowCoder the window coder of the output's windowing strategy, for stores that encode
   *     windows
   */
  CaptureSink sink(String output, Coder<? extends BoundedWindow> windowCoder);

  /**
   * Everything captured for {@code output} so far, in arrival order (for stores that cannot know
   * the exact order across bundles, bundle by bundle in the order the bundles finished).
   */
  List<CapturedElement> read(String output);

  /** Releases what the store holds; later reads return nothing. Never throws. */
  @Override
  void close();
}
