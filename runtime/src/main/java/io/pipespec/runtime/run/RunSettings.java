package io.pipespec.runtime.run;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.runner.RunnerSupportLookup;
import io.pipespec.runtime.runner.RunnerSupports;
import io.pipespec.runtime.spi.CaptureMode;
import io.pipespec.runtime.spi.RunnerDefaults;
import io.pipespec.runtime.usercode.Timeouts;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import io.pipespec.runtime.verdict.onrunner.Judging;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.time.Duration;
import java.util.List;
import org.apiguardian.api.API;

/**
 * How a scenario is run: the Beam runner, extra pipeline options, the time a run may take, where
 * outputs are captured, which options Pipespec sets on the runner, and whether a function run
 * records its trace. An immutable value; the engine fills it once from its configuration parameters
 * ({@code pipespec.runner}, {@code pipespec.pipelineOptions}, {@code pipespec.timeout}, {@code
 * pipespec.runnerDefaults}, {@code pipespec.reports}).
 *
 * @param runner the runner's name as Beam's {@code --runner} takes it, such as {@code DirectRunner}
 * @param pipelineOptions extra Beam pipeline options, each as {@code --name=value}
 * @param timeout the time a run may take, positive
 * @param capture where captured elements are kept during the run
 * @param runnerDefaults which options Pipespec sets on the runner
 * @param judge where output expectations are judged ({@code pipespec.judge}, {@code
 *     pipespec.judge.threshold})
 * @param functionTrace whether a function scenario's run records a {@link FunctionTrace}: what each
 *     step output, which timers it set and fired, which state it changed (it reads every state
 *     after every step)
 * @param snapshots where snapshots are kept and whether they are recorded
 * @param supports the runner supports of the engine execution, which resolve {@code runner} once
 *     for every scenario; {@link RunnerSupports#unconfigured()} outside an engine
 */
@API(status = INTERNAL)
public record RunSettings(
    String runner,
    List<String> pipelineOptions,
    Duration timeout,
    CaptureMode capture,
    RunnerDefaults runnerDefaults,
    boolean functionTrace,
    SnapshotSettings snapshots,
    Judging judge,
    RunnerSupports supports) {

  /** The runner used when none is configured. */
  public static final String DEFAULT_RUNNER = "DirectRunner";

  /** The time a scenario may take when none is configured. */
  public static final Duration DEFAULT_TIMEOUT = Duration.ofMinutes(5);

  public RunSettings {
    requireNonNull(runner, "runner");
    pipelineOptions = List.copyOf(pipelineOptions);
    requireNonNull(timeout, "timeout");
    requireNonNull(capture, "capture");
    requireNonNull(runnerDefaults, "runnerDefaults");
    requireNonNull(snapshots, "snapshots");
    requireNonNull(judge, "judge");
    requireNonNull(supports, "supports");
    if (timeout.isNegative() || timeout.isZero()) {
      throw new IllegalArgumentException(
          "The timeout must be positive, was " + Timeouts.format(timeout));
    }
  }

  /**
   * Settings with the runner supports of no engine execution ({@link RunnerSupports#unconfigured}).
   */
  public RunSettings(
      String runner,
      List<String> pipelineOptions,
      Duration timeout,
      CaptureMode capture,
      RunnerDefaults runnerDefaults,
      boolean functionTrace,
      SnapshotSettings snapshots,
      Judging judge) {
    this(
        runner,
        pipelineOptions,
        timeout,
        capture,
        runnerDefaults,
        functionTrace,
        snapshots,
        judge,
        RunnerSupports.unconfigured());
  }

  /** Settings that judge in the test JVM. */
  public RunSettings(
      String runner,
      List<String> pipelineOptions,
      Duration timeout,
      CaptureMode capture,
      RunnerDefaults runnerDefaults,
      boolean functionTrace,
      SnapshotSettings snapshots) {
    this(
        runner,
        pipelineOptions,
        timeout,
        capture,
        runnerDefaults,
        functionTrace,
        snapshots,
        Judging.of(JudgeMode.JVM));
  }

  /**
   * Settings that capture with {@link CaptureMode#AUTO}, set the faithful options, and record no
   * trace.
   */
  public RunSettings(String runner, List<String> pipelineOptions, Duration timeout) {
    this(runner, pipelineOptions, timeout, CaptureMode.AUTO);
  }

  /**
   * Settings that set the faithful options, record no trace and verify snapshots in the default
   * directory.
   */
  public RunSettings(
      String runner, List<String> pipelineOptions, Duration timeout, CaptureMode capture) {
    this(
        runner,
        pipelineOptions,
        timeout,
        capture,
        RunnerDefaults.FAITHFUL,
        false,
        SnapshotSettings.defaults());
  }

  public static RunSettings defaults() {
    return new RunSettings(DEFAULT_RUNNER, List.of(), DEFAULT_TIMEOUT);
  }

  /**
   * Whether {@link #runner} names Beam's DirectRunner, as {@code --runner} takes it: {@code
   * DirectRunner}, {@code direct} in any case, or its class's full name. Exploration and generation
   * run there only.
   */
  public boolean onTheDirectRunner() {
    return runner.equals(DEFAULT_RUNNER)
        || runner.equalsIgnoreCase("direct")
        || runner.endsWith("." + DEFAULT_RUNNER);
  }

  /** These settings with another capture mode. */
  public RunSettings withCapture(CaptureMode capture) {
    return new RunSettings(
        runner,
        pipelineOptions,
        timeout,
        capture,
        runnerDefaults,
        functionTrace,
        snapshots,
        judge,
        supports);
  }

  /** These settings with other runner defaults. */
  public RunSettings withRunnerDefaults(RunnerDefaults defaults) {
    return new RunSettings(
        runner,
        pipelineOptions,
        timeout,
        capture,
        defaults,
        functionTrace,
        snapshots,
        judge,
        supports);
  }

  /** These settings with another runner, as Beam's {@code --runner} names it. */
  public RunSettings withRunner(String runner) {
    return new RunSettings(
        runner,
        pipelineOptions,
        timeout,
        capture,
        runnerDefaults,
        functionTrace,
        snapshots,
        judge,
        supports);
  }

  /** These settings with another timeout. */
  public RunSettings withTimeout(Duration timeout) {
    return new RunSettings(
        runner,
        pipelineOptions,
        timeout,
        capture,
        runnerDefaults,
        functionTrace,
        snapshots,
        judge,
        supports);
  }

  /**
   * These settings with {@code option} ({@code --name=value}) among the pipeline options, unless
   * they set that option already: a configured value wins.
   */
  public RunSettings withOptionUnlessSet(String option) {
    return new RunSettings(
        runner,
        RunnerSupportLookup.merge(List.of(option), pipelineOptions),
        timeout,
        capture,
        runnerDefaults,
        functionTrace,
        snapshots,
        judge,
        supports);
  }

  /** These settings with a function scenario's run recording a {@link FunctionTrace}, or not. */
  public RunSettings withFunctionTrace(boolean trace) {
    return new RunSettings(
        runner,
        pipelineOptions,
        timeout,
        capture,
        runnerDefaults,
        trace,
        snapshots,
        judge,
        supports);
  }

  /** These settings with other snapshot settings. */
  public RunSettings withSnapshots(SnapshotSettings snapshots) {
    return new RunSettings(
        runner,
        pipelineOptions,
        timeout,
        capture,
        runnerDefaults,
        functionTrace,
        snapshots,
        judge,
        supports);
  }

  /** These settings judging where {@code judge} says, with the default threshold. */
  public RunSettings withJudge(JudgeMode judge) {
    return withJudging(Judging.of(judge));
  }

  /** These settings judging as {@code judging} says. */
  public RunSettings withJudging(Judging judging) {
    return new RunSettings(
        runner,
        pipelineOptions,
        timeout,
        capture,
        runnerDefaults,
        functionTrace,
        snapshots,
        judging,
        supports);
  }

  /** These settings resolving their runners with {@code supports}, an engine execution's. */
  public RunSettings withSupports(RunnerSupports supports) {
    return new RunSettings(
        runner,
        pipelineOptions,
        timeout,
        capture,
        runnerDefaults,
        functionTrace,
        snapshots,
        judge,
        supports);
  }

  @Override
  public String toString() {
    return "runner "
        + runner
        + ", options "
        + pipelineOptions
        + ", timeout "
        + Timeouts.format(timeout)
        + ", capture "
        + capture
        + ", runner defaults "
        + runnerDefaults
        + (judge.mode() == JudgeMode.JVM ? "" : ", judge " + judge.mode());
  }
}
