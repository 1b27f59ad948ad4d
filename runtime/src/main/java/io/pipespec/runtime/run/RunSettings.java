package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.time.Duration;
import java.util.List;
import org.apiguardian.api.API;

/**
 * How a scenario is run: the Beam runner, extra pipeline options and the time a run may take. The
 * engine fills it from its configuration parameters ({@code pipespec.runner}, {@code
 * pipespec.pipelineOptions}, {@code pipespec.timeout}).
 */
@API(status = INTERNAL)
public final class RunSettings {

  /** The runner used when none is configured. */
  public static final String DEFAULT_RUNNER = "DirectRunner";

  /** The time a scenario may take when none is configured. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(5);

  private final String runner;
  private final List<String> pipelineOptions;
  private final Duration timeout;
  private final CaptureMode capture;
  private final RunnerDefaults runnerDefaults;
  private boolean functionTrace;

  /** Settings that capture with {@link CaptureMode#AUTO}. */
  public RunSettings(String runner, List<String> pipelineOptions, Duration timeout) {
    this(runner, pipelineOptions, timeout, CaptureMode.AUTO);
  }

  public RunSettings(
      String runner, List<String> pipelineOptions, Duration timeout, CaptureMode capture) {
    this(runner, pipelineOptions, timeout, capture, RunnerDefaults.FAITHFUL);
  }

  public RunSettings(
      String runner,
      List<String> pipelineOptions,
      Duration timeout,
      CaptureMode capture,
      RunnerDefaults runnerDefaults) {
    this.runnerDefaults = requireNonNull(runnerDefaults, "runnerDefaults");
    this.capture = requireNonNull(capture, "capture");
    this.runner = requireNonNull(runner, "runner");
    this.pipelineOptions = List.copyOf(pipelineOptions);
    this.timeout = requireNonNull(timeout, "timeout");
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException(
          "The timeout must be positive, was " + ScenarioRunner.format(timeout));
    }
  }

  public static RunSettings defaults() {
    return new RunSettings(DEFAULT_RUNNER, List.of(), DEFAULT_TIMEOUT);
  }

  /** The runner's name as Beam's {@code --runner} takes it, such as {@code DirectRunner}. */
  public String runner() {
    return runner;
  }

  /** Extra Beam pipeline options, each as {@code --name=value}. */
  public List<String> pipelineOptions() {
    return pipelineOptions;
  }

  public Duration timeout() {
    return timeout;
  }

  /** Where captured elements are kept during the run; {@link CaptureMode#AUTO} by default. */
  public CaptureMode capture() {
    return capture;
  }

  /** These settings with another capture mode. */
  public RunSettings withCapture(CaptureMode capture) {
    return new RunSettings(runner, pipelineOptions, timeout, capture, runnerDefaults);
  }

  /** Which options Pipespec sets on the runner; {@link RunnerDefaults#FAITHFUL} by default. */
  public RunnerDefaults runnerDefaults() {
    return runnerDefaults;
  }

  /** These settings with other runner defaults. */
  public RunSettings withRunnerDefaults(RunnerDefaults defaults) {
    return traced(new RunSettings(runner, pipelineOptions, timeout, capture, defaults));
  }

  /** These settings with another runner, as Beam's {@code --runner} names it. */
  public RunSettings withRunner(String runner) {
    return new RunSettings(runner, pipelineOptions, timeout, capture, runnerDefaults);
  }

  /** These settings with another timeout. */
  public RunSettings withTimeout(Duration timeout) {
    return traced(new RunSettings(runner, pipelineOptions, timeout, capture, runnerDefaults));
  }

  /**
   * These settings with a function scenario's run recording a {@link FunctionTrace} (or not): what
   * each step output, which timers it set and fired, which state it changed. Off by default: it
   * reads every state after every step.
   */
  public RunSettings withFunctionTrace(boolean trace) {
    RunSettings settings =
        new RunSettings(runner, pipelineOptions, timeout, capture, runnerDefaults);
    settings.functionTrace = trace;
    return settings;
  }

  /** Whether a function scenario's run records a {@link FunctionTrace}. */
  public boolean functionTrace() {
    return functionTrace;
  }

  /** {@code copy} with this trace setting. */
  private RunSettings traced(RunSettings copy) {
    copy.functionTrace = functionTrace;
    return copy;
  }

  @Override
  public String toString() {
    return "runner "
        + runner
        + ", options "
        + pipelineOptions
        + ", timeout "
        + ScenarioRunner.format(timeout)
        + ", capture "
        + capture
        + ", runner defaults "
        + runnerDefaults;
  }
}
