package io.pipespec.flink;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spi.Savepoints;
import io.pipespec.runtime.takeover.TakeOverOptions;
import java.io.DataInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.function.Supplier;
import org.apache.beam.runners.flink.FlinkPipelineOptions;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.flink.FlinkVersion;
import org.apache.flink.api.common.JobStatus;
import org.apache.flink.core.execution.JobClient;
import org.apache.flink.core.execution.SavepointFormatType;
import org.apache.flink.runtime.checkpoint.Checkpoints;
import org.apache.flink.runtime.checkpoint.OperatorState;
import org.apache.flink.runtime.checkpoint.OperatorSubtaskState;
import org.apache.flink.runtime.checkpoint.metadata.CheckpointMetadata;
import org.apache.flink.runtime.jobgraph.OperatorID;
import org.apache.flink.runtime.state.OperatorStateHandle;
import org.apache.flink.shaded.guava31.com.google.common.hash.Hashing;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Take-overs on Flink: the first phase is stopped with a savepoint in Flink's canonical format
 * ({@code JobClient#stopWithSavepoint}, without draining: no window is closed by the stop), and the
 * current code is restored from it with {@code execution.savepoint.path}, state that has no
 * operator to go to refused ({@code --allowNonRestoredState=false}). Flink names operators by id:
 * Beam's FlinkRunner gives each operator the full name of its transform as uid, and Flink's id is
 * the Murmur3 hash of that uid, so a failure's ids are named by the recorded job's transforms.
 */
@API(status = INTERNAL)
public final class FlinkSavepoints implements Savepoints {

  /** The first bytes of a Flink checkpoint's or savepoint's {@code _metadata}. */
  private static final int MAGIC = Checkpoints.HEADER_MAGIC_NUMBER;

  /** Pipespec's Flink configuration of the execution, which a restore's configuration extends. */
  private final Supplier<Path> baseConfDir;

  /** Savepoints whose restores extend the configuration in {@code baseConfDir}. */
  public FlinkSavepoints(Supplier<Path> baseConfDir) {
    this.baseConfDir = baseConfDir;
  }

  @Override
  public void record(Pipeline firstPhase, Path marker, Path target, Duration timeout)
      throws Exception {
    long deadline = System.nanoTime() + timeout.toNanos();
    pause(firstPhase.getOptions());
    PipelineResult result = firstPhase.run();
    JobClient job =
        ClusterJob.jobClient(result)
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "FlinkRunner did not return a detached job (--attachedMode=false)"));
    try {
      while (!Files.exists(marker)) {
        JobStatus status = job.getJobStatus().get(remaining(deadline), TimeUnit.NANOSECONDS);
        if (status.isGloballyTerminalState()) {
          // The job's own failure, as a run's.
          job.getJobExecutionResult().get(remaining(deadline), TimeUnit.NANOSECONDS);
          throw new IllegalStateException(
              "The first phase ended (" + status + ") before its timeline was emitted");
        }
        if (remaining(deadline) <= 0) {
          throw new TimeoutException("The first phase did not emit its timeline within " + timeout);
        }
        Thread.sleep(20);
      }
      Path savepoints = target.resolveSibling(target.getFileName() + "-flink");
      String taken =
          job.stopWithSavepoint(false, savepoints.toUri().toString(), SavepointFormatType.CANONICAL)
              .get(remaining(deadline), TimeUnit.NANOSECONDS);
      job.getJobExecutionResult().get(remaining(deadline), TimeUnit.NANOSECONDS);
      Files.move(Path.of(URI.create(withScheme(taken))), target);
    } catch (Exception e) {
      try {
        job.cancel().get(30, TimeUnit.SECONDS);
      } catch (Exception cancelFailure) {
        e.addSuppressed(cancelFailure);
      }
      throw e;
    }
  }

  private static String withScheme(String path) {
    return path.contains(":") ? path : Path.of(path).toUri().toString();
  }

  private static long remaining(long deadline) {
    return Math.max(0, deadline - System.nanoTime());
  }

  @Override
  public void restoreFrom(PipelineOptions options, Path savepoint) {
    read(savepoint);
    FlinkPipelineOptions flink = options.as(FlinkPipelineOptions.class);
    String uri = savepoint.toUri().toString();
    // A cluster reached by address takes these; Beam's embedded mini-cluster ([local]) reads the
    // same from the Flink configuration, written for this run.
    // State left over fails the restore, as flink run -s does, unless the run's options say
    // --allowNonRestoredState (flink run -n): then dropsState() refuses keyed state left over.
    boolean allow = Boolean.TRUE.equals(flink.getAllowNonRestoredState());
    flink.setSavepointPath(uri);
    flink.setAllowNonRestoredState(allow);
    flink.setFlinkConfDir(confDir(uri, allow).toString());
    pause(options);
  }

  /** The savepoint's metadata, or why this Flink cannot read it. */
  static CheckpointMetadata read(Path savepoint) {
    Path metadata = savepoint.resolve("_metadata");
    if (!Files.isRegularFile(metadata)) {
      throw new IllegalArgumentException(
          savepoint
              + " is not a Flink savepoint: it has no _metadata file. Record it again with"
              + " -Dpipespec.savepoints=update (docs/takeover.md).");
    }
    try (InputStream in = Files.newInputStream(metadata);
        DataInputStream data = new DataInputStream(in)) {
      data.mark(8);
      int magic = data.available() >= 8 ? data.readInt() : 0;
      if (magic != MAGIC) {
        throw new IllegalArgumentException(
            metadata
                + " does not parse as the metadata of a Flink savepoint (it does not start with"
                + " Flink's header 0x"
                + Integer.toHexString(MAGIC)
                + "). Record it again with -Dpipespec.savepoints=update (docs/takeover.md).");
      }
    } catch (IOException e) {
      throw new UncheckedIOException("Pipespec could not read " + metadata, e);
    }
    try (InputStream in = Files.newInputStream(metadata);
        DataInputStream data = new DataInputStream(in)) {
      return Checkpoints.loadCheckpointMetadata(
          data, FlinkSavepoints.class.getClassLoader(), savepoint.toString());
    } catch (IOException | RuntimeException e) {
      throw new IllegalArgumentException(
          metadata
              + " is not a savepoint Flink "
              + FlinkVersion.current()
              + " reads: "
              + e.getMessage()
              + ". A savepoint is read by the Flink version that wrote it and later ones (Flink's"
              + " compatibility table); record it again with -Dpipespec.savepoints=update from the"
              + " job this one takes over from, on this Flink (docs/takeover.md).",
          e);
    }
  }

  @Override
  public Throwable explain(
      Throwable failure, Path savepoint, List<String> recorded, List<String> current) {
    String flink = unmapped(failure);
    if (flink == null) {
      return failure;
    }
    Unclaimed unclaimed = unclaimed(savepoint, recorded, current);
    StringBuilder message =
        new StringBuilder("Flink could not restore the current code from the savepoint ")
            .append(savepoint)
            .append(": ")
            .append(flink);
    if (!unclaimed.keyed().isEmpty()) {
      message.append('\n').append(unclaimed.keyedLine());
    }
    if (!unclaimed.operatorOnly().isEmpty()) {
      message
          .append("\noperator state only, which Beam's FlinkRunner keeps for its steps, of the")
          .append(" recorded job's transforms the current one no longer has: ")
          .append(String.join(", ", unclaimed.operatorOnly()))
          .append(
              ": no keyed state is lost, but Flink refuses the savepoint unless it is restored"
                  + " with --allowNonRestoredState (flink run -n; here in pipespec.pipelineOptions)."
                  + " Keep the recorded names, or plan the update with that flag.");
    }
    IllegalStateException explained = new IllegalStateException(message.toString());
    explained.addSuppressed(failure);
    return explained;
  }

  /**
   * With {@code --allowNonRestoredState}, Flink drops what no operator takes without a word: a
   * take-over that would drop keyed state is refused before it runs; operator state only (which
   * Beam keeps for every {@code ParDo}) may go.
   */
  @Override
  public Optional<String> dropsState(
      PipelineOptions options, Path savepoint, List<String> recorded, List<String> current) {
    if (!Boolean.TRUE.equals(options.as(FlinkPipelineOptions.class).getAllowNonRestoredState())) {
      return Optional.empty(); // Flink itself refuses state left over
    }
    Unclaimed unclaimed = unclaimed(savepoint, recorded, current);
    if (unclaimed.keyed().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        "restored with --allowNonRestoredState, Flink would drop state of the savepoint "
            + savepoint
            + " without a word: "
            + unclaimed.keyedLine());
  }

  /**
   * What of the savepoint no transform of the current job takes: the recorded transforms with keyed
   * state, and those with operator state only (with its names).
   */
  private record Unclaimed(List<String> keyed, List<String> operatorOnly) {
    String keyedLine() {
      return "keyed state (state and timers, or the elements a step buffers) of the recorded job"
          + " that no transform of the current one takes: "
          + String.join(", ", keyed)
          + ": renamed or removed (Flink finds an operator's state by its transform's full name)."
          + " Give the transform its recorded name back; if losing that state is intended, record"
          + " the savepoint again with -Dpipespec.savepoints=update.";
    }
  }

  private static Unclaimed unclaimed(Path savepoint, List<String> recorded, List<String> current) {
    Map<String, String> byId = new LinkedHashMap<>();
    for (String name : recorded) {
      byId.put(operatorId(name), name);
    }
    Set<String> now = new TreeSet<>(current);
    List<String> keyed = new ArrayList<>();
    List<String> operatorOnly = new ArrayList<>();
    try {
      for (OperatorState state : read(savepoint).getOperatorStates()) {
        String name = byId.get(state.getOperatorID().toString());
        if (name == null || now.contains(name)) {
          continue;
        }
        Set<String> operatorStates = new TreeSet<>();
        boolean keyedState = false;
        for (OperatorSubtaskState subtask : state.getStates()) {
          keyedState |=
              subtask.getManagedKeyedState().hasState() || subtask.getRawKeyedState().hasState();
          for (OperatorStateHandle handle : subtask.getManagedOperatorState()) {
            operatorStates.addAll(handle.getStateNameToPartitionOffsets().keySet());
          }
        }
        if (keyedState) {
          keyed.add("`" + name + "`");
        } else if (!operatorStates.isEmpty() || state.getCoordinatorState() != null) {
          operatorOnly.add(
              "`"
                  + name
                  + "`"
                  + (operatorStates.isEmpty()
                      ? ""
                      : " (" + String.join(", ", operatorStates) + ")"));
        }
      }
    } catch (RuntimeException e) {
      // Unreadable here: Flink's own reason still says what failed.
    }
    return new Unclaimed(keyed, operatorOnly);
  }

  /** Flink's message where it could not map a savepoint's state to the new job. */
  private static @Nullable String unmapped(Throwable failure) {
    for (Throwable cause = failure; cause != null; cause = cause.getCause()) {
      String message = cause.getMessage();
      if (message != null && message.contains("Cannot map checkpoint/savepoint state")) {
        return message;
      }
    }
    return null;
  }

  /**
   * Flink's id of the operator whose uid is {@code uid}, as Flink's stream graph hasher makes it.
   */
  static String operatorId(String uid) {
    return new OperatorID(
            Hashing.murmur3_128(0)
                .newHasher()
                .putString(uid, StandardCharsets.UTF_8)
                .hash()
                .asBytes())
        .toString();
  }

  @Override
  public String format() {
    return "Flink " + FlinkVersion.current() + ", canonical savepoint format";
  }

  /** Holds the timeline source's next element until the watermark it moved was emitted. */
  private static void pause(PipelineOptions options) {
    Long interval = options.as(FlinkPipelineOptions.class).getAutoWatermarkInterval();
    long millis = interval == null || interval <= 0 ? 200 : interval;
    options.as(TakeOverOptions.class).setPipespecTakeOverPauseMillis(3 * millis);
  }

  /** Pipespec's Flink configuration with {@code execution.savepoint.path} set to {@code uri}. */
  private Path confDir(String uri, boolean allowNonRestoredState) {
    try {
      Path dir = Files.createTempDirectory("pipespec-flink-restore");
      String base =
          Files.readString(baseConfDir.get().resolve("config.yaml"), StandardCharsets.UTF_8);
      Path file = dir.resolve("config.yaml");
      Files.writeString(
          file,
          base
              + "# A take-over: restore from the recorded savepoint.\n"
              + "execution.savepoint.path: '"
              + uri
              + "'\n"
              + "execution.savepoint.ignore-unclaimed-state: "
              + allowNonRestoredState
              + "\n",
          StandardCharsets.UTF_8);
      file.toFile().deleteOnExit();
      dir.toFile().deleteOnExit();
      return dir;
    } catch (IOException e) {
      throw new UncheckedIOException("Pipespec could not write a Flink configuration", e);
    }
  }
}
