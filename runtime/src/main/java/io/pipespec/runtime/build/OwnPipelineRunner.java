package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.usercode.UserFrames;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The runner a job's options name while its job method runs, so that a pipeline of the job's own
 * ({@code Pipeline.create(options)}, then {@code run()}), which Pipespec neither replaces nor
 * captures, is refused before any of it runs. Its refusal is remembered by the options' id, so that
 * the scenario fails even when the job's code catches it. A pipeline on options of the job's own
 * names a runner of its own and is not seen here (see {@link JobConstruction}).
 */
@API(status = INTERNAL)
public final class OwnPipelineRunner extends PipelineRunner<PipelineResult> {

  private static final Map<Long, IllegalStateException> REFUSED = new ConcurrentHashMap<>();

  private final long optionsId;

  private OwnPipelineRunner(long optionsId) {
    this.optionsId = optionsId;
  }

  /** Beam's factory, called by {@code Pipeline.run()} with the options that name this runner. */
  public static OwnPipelineRunner fromOptions(PipelineOptions options) {
    return new OwnPipelineRunner(options.getOptionsId());
  }

  @Override
  public PipelineResult run(Pipeline pipeline) {
    IllegalStateException refused = refusal(UserFrames.first(new Throwable().getStackTrace()));
    REFUSED.putIfAbsent(optionsId, refused);
    throw refused;
  }

  /** The refusal of a run on {@code options} since the last call, forgotten once returned. */
  static Optional<IllegalStateException> takeRefusal(PipelineOptions options) {
    return Optional.ofNullable(REFUSED.remove(options.getOptionsId()));
  }

  private static IllegalStateException refusal(@Nullable StackTraceElement caller) {
    return new IllegalStateException(
        "The job created and ran a pipeline of its own"
            + (caller == null ? "" : " (run() in " + UserFrames.describe(caller) + ")")
            + ", not the one Pipespec gives it: that pipeline would run as written, with its real"
            + " reads and writes, which no @Input replaces and no @Output captures. "
            + BUILD_ON_THE_GIVEN);
  }

  /** How to fix a job that runs a pipeline of its own. */
  static final String BUILD_ON_THE_GIVEN =
      "Build the job on the Pipeline your job method receives (ScoresJob.build(pipeline, options)"
          + " rather than ScoresJob.main(args)), and leave run() to Pipespec: it runs that pipeline"
          + " once it is built, with the reads the test replaces and the writes it captures.";
}
