package io.pipespec.runtime.run;

import io.pipespec.runtime.usercode.UserFrames;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.io.FileSystems;
import org.apache.beam.sdk.options.PipelineOptions;
import org.jspecify.annotations.Nullable;

/**
 * The pipeline of a scenario run, which its user code must not run: a job method (or a transform
 * under test) that calls {@code p.run()}, as a job's {@code main} does, would run the job with its
 * real reads and writes while it is built, before Pipespec replaced or captured any of them. Such a
 * call fails while the pipeline is built, and is remembered, so that the scenario fails before
 * anything runs even when the user's code catches the failure.
 */
final class ScenarioPipeline extends Pipeline {

  private final String kindNoun;
  private volatile boolean built;
  private volatile @Nullable IllegalStateException runByUserCode;

  /**
   * @param kindNoun what builds the pipeline ({@link
   *     io.pipespec.runtime.suite.ScenarioSpec#noun()}), for the message: "job", "pipeline"
   */
  ScenarioPipeline(PipelineOptions options, String kindNoun) {
    super(options);
    this.kindNoun = kindNoun;
    // A job names its files when it is built (TextIO.write().to("gs://...")): Beam must know the
    // file systems on the class path by then, as it does once anything registered them. Once per
    // JVM, never replaced per run (see CaptureStores).
    FileSystems.registerFileSystemsOnce(options);
  }

  /** Marks the pipeline built: from now on only Pipespec holds it, and runs it. */
  void built() {
    built = true;
  }

  /** The failure of a {@code run()} called while the pipeline was built, if there was one. */
  @Nullable IllegalStateException runByUserCode() {
    return runByUserCode;
  }

  @Override
  public PipelineResult run() {
    return run(getOptions());
  }

  @Override
  public PipelineResult run(PipelineOptions options) {
    if (!built) {
      IllegalStateException refused = refusal(Thread.currentThread().getStackTrace());
      if (runByUserCode == null) {
        runByUserCode = refused;
      }
      throw refused;
    }
    return super.run(options);
  }

  private IllegalStateException refusal(StackTraceElement[] stack) {
    StackTraceElement caller = UserFrames.first(stack);
    return new IllegalStateException(
        "The "
            + kindNoun
            + " ran itself: p.run() was called in "
            + (caller == null ? "the " + kindNoun + "'s code" : UserFrames.describe(caller))
            + ", which would run it as written, with its real reads and writes, before Pipespec"
            + " replaced or captured any of them. To fix it, remove p.run() from "
            + (caller == null ? "the " + kindNoun + "'s code" : caller.getMethodName() + "(...)")
            + "; Pipespec runs the pipeline once it is built, with the reads the test replaces and"
            + " the writes it captures.");
  }
}
