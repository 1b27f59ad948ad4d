package io.pipespec.runtime.takeover;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.io.Serializable;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.NoSuchElementException;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.io.UnboundedSource;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apiguardian.api.API;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The timeline source of a take-over: an unbounded source whose position a runner checkpoints, so
 * that a savepoint holds how far the timeline went.
 *
 * <p>Recording ({@link TakeOverOptions#getPipespecTakeOverMarker()} set), its reader emits the
 * first phase, then writes the marker file and holds: the job waits to be stopped with a savepoint.
 * Restored from that savepoint, the reader is made by the source the savepoint holds (the recorded
 * one) with the position it reached; it emits what is left of the first phase, then the second
 * phase, which it reads from the current run's options ({@link
 * TakeOverOptions#getPipespecTakeOverSecondPhase()}), then moves the watermark to the end of time,
 * which ends the job. A reader made without a position in a run that restores means the savepoint
 * held no state for this source: the run fails and says so.
 *
 * <p>A runner emits an unbounded source's watermark on its own schedule, not at once as a {@code
 * TestStream} does: after each watermark move the reader holds its next element until the runner
 * has read the new watermark twice and {@link TakeOverOptions#getPipespecTakeOverPauseMillis()}
 * have passed, so that an element written after a watermark step arrives after that watermark.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class TakeOverSource<T> extends UnboundedSource<T, TakeOverSource.Position> {

  private static final long serialVersionUID = 1L;

  /**
   * How far a reader went: the index of its next step in the first phase followed by the second,
   * and its watermark.
   */
  public record Position(int next, long watermark)
      implements UnboundedSource.CheckpointMark, Serializable {
    private static final long serialVersionUID = 1L;

    @Override
    public void finalizeCheckpoint() {}
  }

  private final TimelinePhase<T> first;

  private TakeOverSource(TimelinePhase<T> first) {
    this.first = first;
  }

  /**
   * The read of a take-over's timeline in a run with {@code options}: recording the first phase
   * where they name a marker file, otherwise restoring, with {@code second} set in the options for
   * the restored reader.
   */
  public static <T> Read.Unbounded<T> read(
      TimelinePhase<T> first, TimelinePhase<T> second, PipelineOptions options) {
    TakeOverOptions takeOver = options.as(TakeOverOptions.class);
    if (takeOver.getPipespecTakeOverMarker() == null) {
      takeOver.setPipespecTakeOverSecondPhase(second.encode());
    }
    // The source holds the first phase only: the savepoint keeps it, and nothing of this run.
    return Read.from(new TakeOverSource<>(first));
  }

  @Override
  public List<TakeOverSource<T>> split(int desiredNumSplits, PipelineOptions options) {
    return List.of(this);
  }

  @Override
  public UnboundedReader<T> createReader(PipelineOptions options, @Nullable Position position) {
    TakeOverOptions takeOver = options.as(TakeOverOptions.class);
    List<TimelinePhase.Step> steps = new ArrayList<>(first.steps());
    if (position == null) {
      String marker = takeOver.getPipespecTakeOverMarker();
      if (marker == null) {
        throw new IllegalStateException(
            "The timeline source of this take-over was started afresh, not restored: the"
                + " savepoint holds no position for it. Was it recorded from a job whose timeline"
                + " has this name? Record the savepoint again (-Dpipespec.savepoints=update) from"
                + " the version this one takes over from.");
      }
      return new Reader<>(
          this,
          steps,
          0,
          BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis(),
          first,
          null,
          Path.of(marker),
          takeOver.getPipespecTakeOverPauseMillis());
    }
    String encoded = takeOver.getPipespecTakeOverSecondPhase();
    if (encoded == null) {
      throw new IllegalStateException(
          "The timeline source of a Pipespec take-over was restored in a run that is not one: its"
              + " second phase is not in the run's options");
    }
    TimelinePhase<T> second = TimelinePhase.decode(encoded);
    steps.addAll(second.steps());
    return new Reader<>(
        this,
        steps,
        position.next(),
        position.watermark(),
        first,
        second,
        null,
        takeOver.getPipespecTakeOverPauseMillis());
  }

  @Override
  public Coder<Position> getCheckpointMarkCoder() {
    return SerializableCoder.of(Position.class);
  }

  @Override
  public Coder<T> getOutputCoder() {
    return first.coder();
  }

  @Override
  public boolean requiresDeduping() {
    return false;
  }

  private static final class Reader<T> extends UnboundedReader<T> {
    private final TakeOverSource<T> source;
    private final List<TimelinePhase.Step> steps;
    private final TimelinePhase<T> first;
    private final @Nullable TimelinePhase<T> second;
    private final @Nullable Path marker;
    private final long pauseMillis;
    private int next;
    private long watermark;
    private boolean ended;
    private @Nullable T current;
    private long currentMillis;
    private boolean holding;
    private long heldSince;
    private int watermarkReads;

    Reader(
        TakeOverSource<T> source,
        List<TimelinePhase.Step> steps,
        int next,
        long watermark,
        TimelinePhase<T> first,
        @Nullable TimelinePhase<T> second,
        @Nullable Path marker,
        long pauseMillis) {
      this.source = source;
      this.steps = steps;
      this.next = next;
      this.watermark = watermark;
      this.first = first;
      this.second = second;
      this.marker = marker;
      this.pauseMillis = pauseMillis;
    }

    @Override
    public boolean start() throws IOException {
      return advance();
    }

    @Override
    public boolean advance() throws IOException {
      current = null;
      if (holding) {
        if (watermarkReads < 2 || System.currentTimeMillis() - heldSince < pauseMillis) {
          return false;
        }
        holding = false;
      }
      if (next < steps.size()) {
        TimelinePhase.Step step = steps.get(next);
        next++;
        if (step.isElement()) {
          TimelinePhase<T> phase = next <= first.steps().size() || second == null ? first : second;
          current = phase.decode(step);
          currentMillis = step.millis();
          return true;
        }
        watermark = step.millis();
        holding = true;
        heldSince = System.currentTimeMillis();
        watermarkReads = 0;
        return false;
      }
      if (marker != null) {
        // Recording: the first phase is out, its last watermark read; the job waits for its
        // savepoint.
        if (!Files.exists(marker)) {
          try {
            Files.writeString(marker, "first phase emitted\n");
          } catch (IOException e) {
            throw new UncheckedIOException("Pipespec could not write " + marker, e);
          }
        }
        return false;
      }
      ended = true;
      return false;
    }

    @Override
    public T getCurrent() {
      if (current == null) {
        throw new NoSuchElementException();
      }
      return current;
    }

    @Override
    public Instant getCurrentTimestamp() {
      if (current == null) {
        throw new NoSuchElementException();
      }
      return Instant.ofEpochMilli(currentMillis);
    }

    @Override
    public Instant getWatermark() {
      watermarkReads++;
      return ended ? BoundedWindow.TIMESTAMP_MAX_VALUE : Instant.ofEpochMilli(watermark);
    }

    @Override
    public CheckpointMark getCheckpointMark() {
      return new Position(next, watermark);
    }

    @Override
    public UnboundedSource<T, ?> getCurrentSource() {
      return source;
    }

    @Override
    public void close() {}
  }
}
