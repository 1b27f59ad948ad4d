package io.pipespec.runtime.runner;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spi.CaptureMode;
import io.pipespec.runtime.spi.RunnerSupport;
import org.apache.beam.runners.direct.DirectOptions;
import org.apache.beam.runners.direct.DirectRunner;
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
}
