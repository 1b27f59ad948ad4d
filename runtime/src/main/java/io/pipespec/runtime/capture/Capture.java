package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;

import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.values.PCollection;
import org.jspecify.annotations.Nullable;

/**
 * The capture step attached to an output: records every element with its window, pane and timestamp
 * through a {@link CaptureSink}, and produces nothing.
 *
 * @param <T> the element type
 */
public final class Capture<T> extends PTransform<PCollection<T>, PCollection<Void>> {

  private final Coder<T> coder;
  private final CaptureSink sink;

  private Capture(Coder<T> coder, CaptureSink sink) {
    this.coder = requireNonNull(coder, "coder");
    this.sink = requireNonNull(sink, "sink");
  }

  /** Captures with {@code coder}, the output's own coder, through {@code sink}. */
  public static <T> Capture<T> of(Coder<T> coder, CaptureSink sink) {
    return new Capture<>(coder, sink);
  }

  @Override
  public PCollection<Void> expand(PCollection<T> input) {
    return input.apply("Record", ParDo.of(new CaptureFn<>(coder, sink)));
  }

  private static final class CaptureFn<T> extends DoFn<T, Void> {
    private final Coder<T> coder;
    private final CaptureSink sink;
    private transient CaptureSink.@Nullable BundleWriter writer;

    CaptureFn(Coder<T> coder, CaptureSink sink) {
      this.coder = coder;
      this.sink = sink;
    }

    @StartBundle
    public void startBundle() throws Exception {
      writer = sink.openBundle();
    }

    // The window parameter makes the runner explode multi-window elements, one call per window.
    @ProcessElement
    public void processElement(ProcessContext context, BoundedWindow window) throws Exception {
      openWriter().add(coder, context.element(), window, context.pane(), context.timestamp());
    }

    @FinishBundle
    public void finishBundle() throws Exception {
      openWriter().finish();
      writer = null;
    }

    /** The writer of the open bundle: Beam calls {@code @StartBundle} before the others. */
    private CaptureSink.BundleWriter openWriter() {
      return requireNonNull(writer, "writer: no bundle is open");
    }
  }
}
