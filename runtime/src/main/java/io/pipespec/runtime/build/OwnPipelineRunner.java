package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import com.fasterxml.jackson.annotation.JsonIgnore;
import io.pipespec.runtime.usercode.UserFrames;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.options.Hidden;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The runner a job's options name while its job method runs, so that a pipeline of the job's own
 * ({@code Pipeline.create(options)}, then {@code run()}), which Pipespec neither replaces nor
 * captures, is refused before any of it runs. Its refusal is kept on the options themselves (Beam
 * makes the runner from them), so that the scenario fails even when the job's code catches it, and
 * nothing outlives the run. A pipeline on options of the job's own names a runner of its own and is
 * not seen here (see {@link JobConstruction}).
 */
@API(status = INTERNAL)
public final class OwnPipelineRunner extends PipelineRunner<PipelineResult> {

  /** Where the first refusal of a run on these options waits for {@link #takeRefusal}. */
  @Hidden
  public interface RefusalOptions extends PipelineOptions {
    /** The first refusal since the job method was called, or an empty reference. */
    @JsonIgnore
    @Nullable AtomicReference<IllegalStateException> getOwnPipelineRefusal();

    /** Set by {@link #watch} before the job method runs. */
    void setOwnPipelineRefusal(@Nullable AtomicReference<IllegalStateException> refusal);
  }

  private final @Nullable AtomicReference<IllegalStateException> refusals;

  private OwnPipelineRunner(@Nullable AtomicReference<IllegalStateException> refusals) {
    this.refusals = refusals;
  }

  /** Beam's factory, called by {@code Pipeline.run()} with the options that name this runner. */
  public static OwnPipelineRunner fromOptions(PipelineOptions options) {
    return new OwnPipelineRunner(options.as(RefusalOptions.class).getOwnPipelineRefusal());
  }

  @Override
  public PipelineResult run(Pipeline pipeline) {
    IllegalStateException refused = refusal(UserFrames.first(new Throwable().getStackTrace()));
    if (refusals != null) {
      refusals.compareAndSet(null, refused);
    }
    throw refused;
  }

  /** Starts keeping the refusal of a run on {@code options}, until {@link #takeRefusal}. */
  static void watch(PipelineOptions options) {
    options.as(RefusalOptions.class).setOwnPipelineRefusal(new AtomicReference<>());
  }

  /** The refusal of a run on {@code options} since {@link #watch}, which stops keeping it. */
  static Optional<IllegalStateException> takeRefusal(PipelineOptions options) {
    RefusalOptions kept = options.as(RefusalOptions.class);
    AtomicReference<IllegalStateException> refusal = kept.getOwnPipelineRefusal();
    kept.setOwnPipelineRefusal(null);
    return Optional.ofNullable(refusal == null ? null : refusal.get());
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
