package io.pipespec.engine.execution;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.report.ReportIndex;
import io.pipespec.engine.report.ScenarioReport;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.RunnerComparison;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.spec.ExpectationSpec;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/**
 * What a node hands down to its children: the engine fills in the run settings, a scenario the
 * result of its run. Immutable, so that sibling nodes never see each other's state.
 */
@API(status = INTERNAL)
public final class PipespecExecutionContext implements EngineExecutionContext {

  private final EngineExecutionListener listener;
  private final ConfigurationParameters configuration;
  private final RunSettings runSettings;
  private final ScenarioResult scenarioResult;
  private final RunnerComparison runnerComparison;
  private final String runner;
  private ReportIndex reports;
  private ScenarioReport scenarioReport;

  private PipespecExecutionContext(
      EngineExecutionListener listener,
      ConfigurationParameters configuration,
      RunSettings runSettings,
      ScenarioResult scenarioResult) {
    this(listener, configuration, runSettings, scenarioResult, null, null);
  }

  private PipespecExecutionContext(
      EngineExecutionListener listener,
      ConfigurationParameters configuration,
      RunSettings runSettings,
      ScenarioResult scenarioResult,
      RunnerComparison runnerComparison,
      String runner) {
    this.listener = requireNonNull(listener, "listener");
    this.configuration = requireNonNull(configuration, "configuration");
    this.runSettings = runSettings;
    this.scenarioResult = scenarioResult;
    this.runnerComparison = runnerComparison;
    this.runner = runner;
  }

  /** A copy of this context, its reports not yet carried. */
  private PipespecExecutionContext copy() {
    return new PipespecExecutionContext(
        listener, configuration, runSettings, scenarioResult, runnerComparison, runner);
  }

  /** {@code copy} with this context's reports; a with-method may then give it its own. */
  private PipespecExecutionContext carry(PipespecExecutionContext copy) {
    copy.reports = reports;
    copy.scenarioReport = scenarioReport;
    return copy;
  }

  /** The timeline reports of this test run (settings and index), once the engine has read them. */
  public ReportIndex reports() {
    if (reports == null) {
      throw new IllegalStateException("The engine has not read its report settings yet");
    }
    return reports;
  }

  /** The report of the run being judged (the scenario's, or one runner's of several). */
  public ScenarioReport scenarioReport() {
    if (scenarioReport == null) {
      throw new IllegalStateException("An expectation ran outside of its scenario's run");
    }
    return scenarioReport;
  }

  /** Whether a run's report has been set: false when the scenario did not run. */
  public boolean hasScenarioReport() {
    return scenarioReport != null;
  }

  public PipespecExecutionContext withReports(ReportIndex index) {
    PipespecExecutionContext copy = carry(this.copy());
    copy.reports = requireNonNull(index, "index");
    return copy;
  }

  public PipespecExecutionContext withScenarioReport(ScenarioReport report) {
    PipespecExecutionContext copy = carry(this.copy());
    copy.scenarioReport = requireNonNull(report, "report");
    return copy;
  }

  /** The context the engine starts with, before the configuration has been read. */
  public static PipespecExecutionContext initial(
      EngineExecutionListener listener, ConfigurationParameters configuration) {
    return new PipespecExecutionContext(listener, configuration, null, null);
  }

  public EngineExecutionListener listener() {
    return listener;
  }

  public ConfigurationParameters configuration() {
    return configuration;
  }

  public RunSettings runSettings() {
    if (runSettings == null) {
      throw new IllegalStateException("The engine has not read its run settings yet");
    }
    return runSettings;
  }

  public ScenarioResult scenarioResult() {
    if (scenarioResult == null) {
      throw new IllegalStateException("An expectation ran outside of its scenario's run");
    }
    return scenarioResult;
  }

  /** Whether a scenario on several runners handed down its runs. */
  public boolean comparesRunners() {
    return runnerComparison != null;
  }

  /** The runs of a scenario on each of its runners, handed down by a scenario on several. */
  public RunnerComparison runnerComparison() {
    if (runnerComparison == null) {
      throw new IllegalStateException("A runner node ran outside of its scenario's runs");
    }
    return runnerComparison;
  }

  /**
   * Judges {@code expectation} against the run it belongs to: its runner's, compared with the other
   * runners' (see {@link RunnerComparison#verify}), below a runner node; the scenario's run
   * otherwise.
   */
  public void verify(ExpectationSpec expectation) {
    if (runner != null) {
      runnerComparison().verify(expectation, runner);
    } else {
      scenarioResult().verify(expectation);
    }
  }

  /** This context with the runs of a scenario on several runners. */
  public PipespecExecutionContext withRunnerComparison(RunnerComparison comparison) {
    return carry(
        new PipespecExecutionContext(
            listener,
            configuration,
            runSettings,
            scenarioResult,
            requireNonNull(comparison, "comparison"),
            runner));
  }

  /** This context below the node of {@code runner}, one of the compared runners. */
  public PipespecExecutionContext withRunner(String runner) {
    return carry(
        new PipespecExecutionContext(
            listener,
            configuration,
            runSettings,
            runnerComparison().result(runner),
            runnerComparison,
            requireNonNull(runner, "runner")));
  }

  public PipespecExecutionContext withRunSettings(RunSettings settings) {
    return carry(
        new PipespecExecutionContext(
            listener,
            configuration,
            requireNonNull(settings, "settings"),
            scenarioResult,
            runnerComparison,
            runner));
  }

  public PipespecExecutionContext withScenarioResult(ScenarioResult result) {
    return carry(
        new PipespecExecutionContext(
            listener,
            configuration,
            runSettings,
            requireNonNull(result, "result"),
            runnerComparison,
            runner));
  }
}
