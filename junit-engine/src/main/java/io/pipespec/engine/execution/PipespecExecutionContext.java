package io.pipespec.engine.execution;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
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
    return new PipespecExecutionContext(
        listener, configuration, requireNonNull(settings, "settings"), scenarioResult);
  }

  public PipespecExecutionContext withScenarioResult(ScenarioResult result) {
    return new PipespecExecutionContext(
        listener, configuration, runSettings, requireNonNull(result, "result"));
  }
}
