package io.pipespec.runtime.capture;

import static java.util.Objects.requireNonNull;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Queue;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.joda.time.Instant;

/**
 * A capture store in the test JVM's memory, for runners that run the pipeline in that JVM (the
 * DirectRunner). The capture steps are serialized and cloned by the runner, so they find the
 * store's buffers through a static registry keyed by the run id, never through a reference.
 *
 * <p>Elements are recorded as each one is processed, not at the end of its bundle, so that a run
 * cancelled on timeout still shows everything that got as far as the capture step.
 */
public final class MemoryCaptureStore implements CaptureStore {

  private static final Map<String, Map<String, Queue<CapturedElement>>> RUNS =
      new ConcurrentHashMap<>();

  private final String runId;

  private MemoryCaptureStore(String runId) {
    this.runId = runId;
  }

  /** A new, empty store with a fresh run id. */
  public static MemoryCaptureStore create() {
    String runId = UUID.randomUUID().toString();
    RUNS.put(runId, new ConcurrentHashMap<>());
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
    buffers(runId).computeIfAbsent(output, name -> new ConcurrentLinkedQueue<>());
    return new MemorySink(runId, output);
  }

  @Override
  public List<CapturedElement> read(String output) {
    Map<String, Queue<CapturedElement>> run = RUNS.get(runId);
    Queue<CapturedElement> queue = run == null ? null : run.get(output);
    return queue == null ? new ArrayList<>() : new ArrayList<>(queue);
  }

  @Override
  public void close() {
    RUNS.remove(runId);
  }

  private static Map<String, Queue<CapturedElement>> buffers(String runId) {
    Map<String, Queue<CapturedElement>> run = RUNS.get(runId);
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
      Queue<CapturedElement> queue = buffers(runId).get(output);
      return new BundleWriter() {
        @Override
        public void add(byte[] encoded, BoundedWindow window, PaneInfo pane, Instant timestamp) {
          queue.add(new CapturedElement(encoded, window, pane, timestamp));
        }

        @Override
        public void finish() {}
      };
    }
  }
}
