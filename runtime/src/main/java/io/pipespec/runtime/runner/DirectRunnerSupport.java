package io.pipespec.runtime.runner;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spi.CaptureMode;
import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.usercode.Throwables;
import io.pipespec.runtime.usercode.UserFunctions;
import java.util.Optional;
import java.util.SortedSet;
import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;

/**
 * The DirectRunner: runs in the test JVM, so the capture stays in memory; its workers are threads
 * of the scenario's own thread group, which may be interrupted after a cancel. It is not blocking,
 * so that a timeout can cancel it. It honours everything Pipespec asks of a runner (processing time
 * included), so it sets no options and refuses nothing.
 */
@API(status = INTERNAL)
public final class DirectRunnerSupport implements RunnerSupport {

  @Override
  public boolean supports(Class<? extends PipelineRunner<?>> runner) {
    return runner == DirectRunner.class;
  }

  @Override
  public void prepare(PipelineOptions options) {
    // A blocking run could not be timed out; waitUntilFinish(timeout) waits instead.
    options.as(DirectOptions.class).setBlockOnRun(false);
  }

  @Override
  public CaptureMode captureMode() {
    return CaptureMode.MEMORY;
  }

  @Override
  public boolean replaysRetries() {
    return true;
  }

  @Override
  public boolean mayInterruptRunThreads() {
    return true;
  }

  /** The DirectRunner's words for a {@code @Teardown} that threw, which keep nothing of it. */
  private static final String TEARDOWN_FAILED = "Exceptions thrown while tearing down DoFns";

  /**
   * A failed shutdown: the DirectRunner says only that a {@code @Teardown} threw, after every
   * element was processed, without the exception; this names the run's {@code DoFn}s that have one
   * (the user's, and any other library's but Beam's).
   */
  @Override
  public Optional<String> failureAdvice(Throwable failure, Pipeline pipeline) {
    if (!Throwables.causeSays(failure, TEARDOWN_FAILED)) {
      return Optional.empty();
    }
    SortedSet<String> withTeardown = UserFunctions.withTeardown(pipeline);
    return Optional.of(
        "DirectRunner: a @Teardown threw when the run was shut down, after every element was"
            + " processed; Beam's message keeps nothing of its exception. "
            + (withTeardown.isEmpty()
                ? "No DoFn in this run has a @Teardown but Beam's own."
                : "The DoFns in this run with a @Teardown (Beam's own left out): "
                    + String.join(", ", withTeardown)
                    + "."));
  }
}
