package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;

import java.io.IOException;
import java.io.OutputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.joda.time.Instant;

/**
 * A capture store in the test JVM's memory, for runners that run the pipeline in that JVM (the
 * DirectRunner). The capture steps are serialized and cloned by the runner, so they find the
 * store's buffers through a static registry keyed by the run id, never through a reference.
 *
 * <p>Each output is kept in the compact form of an {@link ElementLog}, and every element is encoded
 * once, straight into a buffer its bundle reuses. Elements are recorded as each one is processed,
 * not at the end of its bundle, so that a run cancelled on timeout still shows everything that got
 * as far as the capture step. A {@link HeapWatch} stops a run whose capture exhausts the heap.
 */
public final class MemoryCaptureStore implements CaptureStore {

  private static final Map<String, Held> RUNS = new ConcurrentHashMap<>();

  private final String runId;

  /** What one run holds: a log per output, in declaration order, and the watch on the heap. */
  private static final class Held {
    final Map<String, ElementLog> outputs = new ConcurrentHashMap<>();
    final List<String> order = new ArrayList<>();
    final HeapWatch watch = new HeapWatch(this::describe);

    synchronized String describe() {
      StringBuilder text = new StringBuilder();
      long elements = 0;
      long held = 0;
      for (String output : order) {
        ElementLog log = requireNonNull(outputs.get(output), output);
        elements += log.size();
        held += log.heldBytes();
        text.append(text.length() == 0 ? "" : ", ")
            .append(output)
            .append(": ")
            .append(log.size())
            .append(log.size() == 1 ? " element, " : " elements, ")
            .append(HeapWatch.megabytes(log.encodedBytes()))
            .append(" encoded");
      }
      return elements
          + (elements == 1 ? " element in " : " elements in ")
          + HeapWatch.megabytes(held)
          + " ("
          + text
          + ")";
    }
  }

  private MemoryCaptureStore(String runId) {
    this.runId = runId;
  }

  /** A new, empty store with a fresh run id. */
  public static MemoryCaptureStore create() {
    String runId = UUID.randomUUID().toString();
    RUNS.put(runId, new Held());
    return new MemoryCaptureStore(runId);
  }

  /** The number of runs whose captured elements are still held; for tests of the release. */
  public static int heldRuns() {
    return RUNS.size();
  }

  public String runId() {
    return runId;
  }

  @Override
  public CaptureSink sink(String output, Coder<? extends BoundedWindow> windowCoder) {
    requireNonNull(output, "output");
    Held held = held(runId);
    synchronized (held) {
      if (held.outputs.putIfAbsent(output, new ElementLog()) == null) {
        held.order.add(output);
      }
    }
    return new MemorySink(runId, output);
  }

  @Override
  public List<CapturedElement> read(String output) {
    Held held = RUNS.get(runId);
    ElementLog log = held == null ? null : held.outputs.get(output);
    return log == null ? new ArrayList<>() : log.snapshot();
  }

  /**
   * The watch on the heap of this run, which the capture steps report to; the runner has it watch
   * the run's pipeline too ({@link HeapWatch#watch}).
   */
  public HeapWatch heapWatch() {
    return held(runId).watch;
  }

  /**
   * What the run holds, for messages: "1900000 elements in 45 MB (out: 1900000 elements, 13 MB
   * encoded)"; empty after {@link #close()}.
   */
  public String describe() {
    Held held = RUNS.get(runId);
    return held == null ? "" : held.describe();
  }

  @Override
  public void close() {
    RUNS.remove(runId);
  }

  private static Held held(String runId) {
    Held run = RUNS.get(runId);
    if (run == null) {
      throw new IllegalStateException(
          "The in-memory capture store of run "
              + runId
              + " is not held in this JVM: either the run was already released (a capture step"
              + " still running after a cancelled run), or the runner executes the pipeline in"
              + " another process; for such a runner use the file capture store"
              + " (RunSettings.withCapture(CaptureMode.FILES)).");
    }
    return run;
  }

  private static final class MemorySink implements CaptureSink {
    private final String runId;
    private final String output;

    MemorySink(String runId, String output) {
      this.runId = runId;
      this.output = output;
    }

    @Override
    public BundleWriter openBundle() {
      Held held = held(runId);
      return new MemoryBundleWriter(requireNonNull(held.outputs.get(output), output), held.watch);
    }
  }

  /** Appends to an output's log, encoding each element into one buffer the bundle reuses. */
  private static final class MemoryBundleWriter extends OutputStream
      implements CaptureSink.BundleWriter {
    private final ElementLog log;
    private final HeapWatch watch;
    private byte[] buffer = new byte[256];
    private int length;

    MemoryBundleWriter(ElementLog log, HeapWatch watch) {
      this.log = log;
      this.watch = watch;
    }

    @Override
    public void add(byte[] encoded, BoundedWindow window, PaneInfo pane, Instant timestamp) {
      append(encoded, encoded.length, window, pane, timestamp);
    }

    @Override
    @SuppressWarnings("deprecation") // The outer context, as CoderUtils.encodeToByteArray encodes.
    public <T> void add(
        Coder<T> coder, T value, BoundedWindow window, PaneInfo pane, Instant timestamp)
        throws IOException {
      length = 0;
      coder.encode(value, this, Coder.Context.OUTER);
      append(buffer, length, window, pane, timestamp);
    }

    private void append(
        byte[] encoded, int size, BoundedWindow window, PaneInfo pane, Instant timestamp) {
      watch.captured(size + ElementLog.OVERHEAD_PER_ELEMENT);
      log.append(encoded, 0, size, window, pane, timestamp);
    }

    @Override
    public void write(int b) {
      ensure(1);
      buffer[length++] = (byte) b;
    }

    @Override
    public void write(byte[] bytes, int offset, int count) {
      ensure(count);
      System.arraycopy(bytes, offset, buffer, length, count);
      length += count;
    }

    private void ensure(int more) {
      if (buffer.length - length < more) {
        buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, length + more));
      }
    }

    @Override
    public void finish() {}
  }
}
