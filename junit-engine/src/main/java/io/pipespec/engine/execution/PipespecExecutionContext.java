package io.pipespec.engine.execution;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.report.ReportIndex;
import io.pipespec.engine.report.ScenarioReport;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/**
 * What a node hands down to its children: the engine fills in the run settings, a scenario the
 * result of its run and its report. Each {@code with} method returns a new context, so that sibling
 * nodes never see each other's state.
 */
@API(status = INTERNAL)
public final class PipespecExecutionContext implements EngineExecutionContext {

  private final EngineExecutionListener listener;
  private final ConfigurationParameters configuration;
  private final RunSettings runSettings;
  private final ScenarioResult scenarioResult;
  private ReportIndex reports;
  private ScenarioReport scenarioReport;

  private PipespecExecutionContext(
      EngineExecutionListener listener,
      ConfigurationParameters configuration,
      RunSettings runSettings,
      ScenarioResult scenarioResult) {
    this.listener = requireNonNull(listener, "listener");
    this.configuration = requireNonNull(configuration, "configuration");
    this.runSettings = runSettings;
    this.scenarioResult = scenarioResult;
  }

  /** A copy of this context with the same reports; the copy may then be given its own. */
  private PipespecExecutionContext with(RunSettings settings, ScenarioResult result) {
    PipespecExecutionContext copy =
        new PipespecExecutionContext(listener, configuration, settings, result);
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

  /** The report of the scenario being run. */
  public ScenarioReport scenarioReport() {
    if (scenarioReport == null) {
      throw new IllegalStateException("An expectation ran outside of its scenario's run");
    }
    return scenarioReport;
  }

  /** Whether a scenario's report has been set: false when the scenario did not run. */
  public boolean hasScenarioReport() {
    return scenarioReport != null;
  }

  public PipespecExecutionContext withReports(ReportIndex index) {
    PipespecExecutionContext copy = with(runSettings, scenarioResult);
    copy.reports = requireNonNull(index, "index");
    return copy;
  }

  public PipespecExecutionContext withScenarioReport(ScenarioReport report) {
    PipespecExecutionContext copy = with(runSettings, scenarioResult);
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

  public PipespecExecutionContext withRunSettings(RunSettings settings) {
    return with(requireNonNull(settings, "settings"), scenarioResult);
  }

  public PipespecExecutionContext withScenarioResult(ScenarioResult result) {
    return with(runSettings, requireNonNull(result, "result"));
  }
}
