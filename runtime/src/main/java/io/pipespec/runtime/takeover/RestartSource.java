package io.pipespec.runtime.takeover;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.io.Serializable;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.NoSuchElementException;
import java.util.Objects;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.CoderException;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.io.Read;
import org.apache.beam.sdk.io.UnboundedSource;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.util.CoderUtils;
import org.apiguardian.api.API;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;

/**
 * The timeline source of a restart scenario: an unbounded source a runner checkpoints, which fails
 * the job once at its {@code "fail and restart"} step.
 *
 * <p>At that step the reader holds until the runner has read its watermark twice and a checkpoint
 * taken after that has completed ({@link UnboundedSource.CheckpointMark#finalizeCheckpoint()}):
 * with aligned checkpoints, everything before the step (elements, the watermark and the timers it
 * fires, outputs of finished bundles) is then in that checkpoint, and nothing follows it. Then the
 * reader throws, once per run ({@link RestartLog} marks it in a file); the runner restarts the job
 * from its latest completed checkpoint, whose position is right after the step. So the job as it
 * was before the failure and the job restored hand over at one point: a capture that keeps every
 * attempt counts each output once, and what the restored job lacks (fields held in memory) shows as
 * missing output.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class RestartSource<T> extends UnboundedSource<T, RestartSource.Position> {

  private static final long serialVersionUID = 1L;

  /** The latest completed checkpoint of each reader in this JVM, by the reader's id. */
  private static final Map<String, AtomicInteger> COMPLETED = new ConcurrentHashMap<>();

  /**
   * How far a reader went: the index of its next step, its watermark, and how many checkpoints were
   * taken of it (the {@code n} of "checkpoint n" in messages).
   */
  public static final class Position implements UnboundedSource.CheckpointMark, Serializable {
    private static final long serialVersionUID = 1L;

    private final String reader;
    private final int next;
    private final long watermark;
    private final int checkpoint;

    Position(String reader, int next, long watermark, int checkpoint) {
      this.reader = reader;
      this.next = next;
      this.watermark = watermark;
      this.checkpoint = checkpoint;
    }

    @Override
    public void finalizeCheckpoint() {
      // A registry, not a reference to the reader: a runner may finalize a copy of the mark.
      COMPLETED
          .computeIfAbsent(reader, id -> new AtomicInteger())
          .accumulateAndGet(checkpoint, Math::max);
    }
  }

  /** What one step of the timeline does. */
  enum Kind {
    ELEMENT,
    WATERMARK,
    FAIL,
    /** The failure by a killed TaskManager JVM: the reader asks for it and holds. */
    KILL
  }

  /** One step: an element (encoded) with its event time, a watermark move, or the failure. */
  static final class Step implements Serializable {
    private static final long serialVersionUID = 1L;

    final Kind kind;
    final byte @Nullable [] element;
    final long millis;
    final String label;

    Step(Kind kind, byte @Nullable [] element, long millis, String label) {
      this.kind = kind;
      this.element = element;
      this.millis = millis;
      this.label = label;
    }
  }

  /** The steps of a restart scenario's timeline, in order. */
  public static final class Steps<T> {
    private final Coder<T> coder;
    private final List<Step> steps = new ArrayList<>();

    /** No steps yet, for elements encoded with {@code coder}. */
    public Steps(Coder<T> coder) {
      this.coder = coder;
    }

    /** An element with its event time. */
    public Steps<T> element(T value, long millis) {
      try {
        steps.add(new Step(Kind.ELEMENT, CoderUtils.encodeToByteArray(coder, value), millis, ""));
      } catch (CoderException e) {
        throw new IllegalArgumentException(
            "The timeline element " + value + " cannot be encoded with " + coder, e);
      }
      return this;
    }

    /** A move of the watermark. */
    public Steps<T> watermark(long millis) {
      steps.add(new Step(Kind.WATERMARK, null, millis, ""));
      return this;
    }

    /** The failure, after the step {@code after} describes (such as {@code `b=2 @ 2s`}). */
    public Steps<T> fail(String after) {
      return fail(after, false);
    }

    /** The failure after {@code after}; by a killed TaskManager JVM when {@code kills}. */
    public Steps<T> fail(String after, boolean kills) {
      steps.add(new Step(kills ? Kind.KILL : Kind.FAIL, null, 0, after));
      return this;
    }

    /** The read of these steps in a run with {@code options}, which name its restart directory. */
    public Read.Unbounded<T> read(PipelineOptions options) {
      if (options.as(RestartOptions.class).getPipespecRestartDir() == null) {
        throw new IllegalStateException(
            "A restart scenario's timeline runs in a Pipespec run, which sets"
                + " --pipespecRestartDir");
      }
      return Read.from(new RestartSource<>(coder, List.copyOf(steps)));
    }
  }

  private final Coder<T> coder;
  private final List<Step> steps;

  private RestartSource(Coder<T> coder, List<Step> steps) {
    this.coder = coder;
    this.steps = steps;
  }

  @Override
  public List<RestartSource<T>> split(int desiredNumSplits, PipelineOptions options) {
    return List.of(this);
  }

  @Override
  public UnboundedReader<T> createReader(PipelineOptions options, @Nullable Position position) {
    RestartOptions restart = options.as(RestartOptions.class);
    Path directory =
        Path.of(
            Objects.requireNonNull(
                restart.getPipespecRestartDir(), "the restart directory in the run's options"));
    long pause = options.as(TakeOverOptions.class).getPipespecTakeOverPauseMillis();
    if (position == null) {
      return new Reader<>(
          this,
          directory,
          UUID.randomUUID().toString(),
          0,
          BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis(),
          0,
          pause);
    }
    Step before = position.next > 0 ? steps.get(position.next - 1) : null;
    RestartLog.restored(
        directory,
        position.checkpoint,
        before != null && before.kind != Kind.ELEMENT && before.kind != Kind.WATERMARK
            ? before.label
            : "step " + position.next);
    return new Reader<>(
        this,
        directory,
        UUID.randomUUID().toString(),
        position.next,
        position.watermark,
        position.checkpoint,
        pause);
  }

  @Override
  public Coder<Position> getCheckpointMarkCoder() {
    return SerializableCoder.of(Position.class);
  }

  @Override
  public Coder<T> getOutputCoder() {
    return coder;
  }

  private static final class Reader<T> extends UnboundedReader<T> {
    private final RestartSource<T> source;
    private final Path directory;
    private final String id;
    private final long pauseMillis;
    private int next;
    private long watermark;
    private int checkpoints;
    private boolean ended;
    private @Nullable T current;
    private long currentMillis;
    private boolean holding;
    private long heldSince;
    private int watermarkReads;

    /** Whether the reader asked for its TaskManager to be killed, and holds until it is. */
    private boolean killing;

    /** The failure step the reader holds at; null when it holds at none. */
    private @Nullable Step failing;

    /** The first checkpoint that covers everything before {@link #failing}; 0 until taken. */
    private int covering;

    Reader(
        RestartSource<T> source,
        Path directory,
        String id,
        int next,
        long watermark,
        int checkpoints,
        long pauseMillis) {
      this.source = source;
      this.directory = directory;
      this.id = id;
      this.next = next;
      this.watermark = watermark;
      this.checkpoints = checkpoints;
      this.pauseMillis = pauseMillis;
    }

    @Override
    public boolean start() throws IOException {
      return advance();
    }

    @Override
    public boolean advance() throws IOException {
      current = null;
      if (killing) {
        return false;
      }
      if (holding) {
        if (watermarkReads < 2 || System.currentTimeMillis() - heldSince < pauseMillis) {
          return false;
        }
        holding = false;
      }
      Step fail = failing;
      if (fail != null) {
        AtomicInteger completed = COMPLETED.get(id);
        if (covering == 0 || completed == null || completed.get() < covering) {
          return false;
        }
        failing = null;
        COMPLETED.remove(id);
        if (RestartLog.failOnce(directory, fail.label)) {
          if (fail.kind == Kind.KILL) {
            // The run kills this JVM (LocalFlinkCluster): nothing may pass the step until then.
            RestartLog.requestKill(directory);
            killing = true;
            return false;
          }
          throw new IOException(
              "Pipespec fails the job at its step `fail and restart` (after "
                  + fail.label
                  + "); the runner restarts it from checkpoint "
                  + covering);
        }
      }
      if (next < source.steps.size()) {
        Step step = source.steps.get(next);
        next++;
        switch (step.kind) {
          case ELEMENT -> {
            current =
                CoderUtils.decodeFromByteArray(source.coder, Objects.requireNonNull(step.element));
            currentMillis = step.millis;
            return true;
          }
          case WATERMARK -> {
            watermark = step.millis;
            holding = true;
            heldSince = System.currentTimeMillis();
            watermarkReads = 0;
            return false;
          }
          case FAIL, KILL -> {
            failing = step;
            covering = 0;
            watermarkReads = 0;
            return false;
          }
        }
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
      checkpoints++;
      if (failing != null && covering == 0 && watermarkReads >= 2) {
        // The runner has emitted the watermark of the steps before the failure: this checkpoint
        // covers them all.
        covering = checkpoints;
      }
      return new Position(id, next, watermark, checkpoints);
    }

    @Override
    public UnboundedSource<T, ?> getCurrentSource() {
      return source;
    }

    @Override
    public void close() {}
  }
}
