package io.pipespec.engine.execution;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.config.EngineSettings;
import io.pipespec.engine.report.ReportIndex;
import io.pipespec.engine.report.ScenarioReport;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.explore.ExploreSettings;
import io.pipespec.runtime.generate.GenerateSettings;
import io.pipespec.runtime.generate.Generation;
import io.pipespec.runtime.run.DefaultsComparison;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.RunnerComparison;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;
import org.junit.platform.engine.EngineExecutionListener;
import org.junit.platform.engine.support.hierarchical.EngineExecutionContext;

/**
 * What a node hands down to its children, as an immutable value: the listener, the engine's
 * settings, and the {@link Stage} of the execution below the node. Each stage is a type of its own
 * that holds exactly what exists at that point, so that no node reads what has not been made yet:
 * the engine node turns {@link Stage.Unconfigured} into {@link Stage.Configured}; a scenario node
 * hands down its {@link Stage.OneRun}, or {@link Stage.SeveralRuns} that each runner node turns
 * into its {@link Stage.OneRun}.
 */
@API(status = INTERNAL)
public final class PipespecExecutionContext implements EngineExecutionContext {

  /** Where an execution is, and what exists there. */
  public sealed interface Stage {

    /**
     * What exists below the engine node.
     *
     * @throws IllegalStateException above it, where no node is
     */
    default Configured configured() {
      throw new IllegalStateException("The engine has not read its settings yet");
    }

    /** The run its expectations are judged against; empty where no run is handed down. */
    default Optional<OneRun> run() {
      return Optional.empty();
    }

    /** The runs of a scenario on several runners; empty elsewhere. */
    default Optional<SeveralRuns> runs() {
      return Optional.empty();
    }

    /** Before the engine node has read its settings. */
    record Unconfigured() implements Stage {}

    /** Below the engine node: the settings read, the reports' index started. */
    record Configured(
        RunSettings runSettings,
        ExploreSettings explore,
        ReportIndex reports,
        GenerateSettings generate)
        implements Stage {
      public Configured {
        requireNonNull(runSettings, "runSettings");
        requireNonNull(explore, "explore");
        requireNonNull(reports, "reports");
        requireNonNull(generate, "generate");
      }

      /** Settings with generation configured by none of its keys. */
      public Configured(RunSettings runSettings, ExploreSettings explore, ReportIndex reports) {
        this(runSettings, explore, reports, GenerateSettings.defaults());
      }

      @Override
      public Configured configured() {
        return this;
      }
    }

    /**
     * Below a scenario that ran once, or below one runner of a scenario that ran on several: the
     * run its expectations are judged against, what exploring its family found, and its report.
     *
     * @param judge reaches each expectation's verdict on the run, compared with other runners'
     *     where there are several, and then on the members of its family that were explored
     */
    record OneRun(
        Configured configured,
        ScenarioResult result,
        Exploration exploration,
        Judge judge,
        ScenarioReport report)
        implements Stage {
      public OneRun {
        requireNonNull(configured, "configured");
        requireNonNull(result, "result");
        requireNonNull(exploration, "exploration");
        requireNonNull(judge, "judge");
        requireNonNull(report, "report");
      }

      @Override
      public Optional<OneRun> run() {
        return Optional.of(this);
      }
    }

    /**
     * Below a scenario that ran on several runners, before a runner's node picks its run.
     *
     * @param explorations what exploring found on each runner, by runner
     * @param generations what trying a generated scenario's inputs found on each runner, by runner
     * @param defaults each runner's second run with its own settings, where {@code
     *     pipespec.runnerDefaults=both} made one
     */
    record SeveralRuns(
        Configured configured,
        RunnerComparison comparison,
        Map<String, Exploration> explorations,
        Map<String, DefaultsComparison> defaults,
        Map<String, Generation> generations)
        implements Stage {
      public SeveralRuns {
        requireNonNull(configured, "configured");
        requireNonNull(comparison, "comparison");
        explorations = Map.copyOf(explorations);
        defaults = Map.copyOf(defaults);
        generations = Map.copyOf(generations);
      }

      /** Several runs of a scenario that is not generated. */
      public SeveralRuns(
          Configured configured,
          RunnerComparison comparison,
          Map<String, Exploration> explorations,
          Map<String, DefaultsComparison> defaults) {
        this(configured, comparison, explorations, defaults, Map.of());
      }

      /** What trying a generated scenario's inputs found on {@code runner}. */
      public Generation generation(String runner) {
        return generations.getOrDefault(runner, new Generation.NotGenerated());
      }

      /** The second run of {@code runner} with its own settings, if one was made. */
      public Optional<DefaultsComparison> defaults(String runner) {
        return Optional.ofNullable(defaults.get(runner));
      }

      /** What exploring found on {@code runner}. */
      public Exploration exploration(String runner) {
        return explorations.getOrDefault(runner, new Exploration.NotAsked());
      }

      @Override
      public Optional<SeveralRuns> runs() {
        return Optional.of(this);
      }
    }
  }

  /** Reaches the verdict on one expectation of a run. */
  @FunctionalInterface
  public interface Judge {
    Judgement judge(ExpectationSpec expectation);
  }

  private final EngineExecutionListener listener;
  private final EngineSettings settings;
  private final Stage stage;

  private PipespecExecutionContext(
      EngineExecutionListener listener, EngineSettings settings, Stage stage) {
    this.listener = requireNonNull(listener, "listener");
    this.settings = requireNonNull(settings, "settings");
    this.stage = requireNonNull(stage, "stage");
  }

  /** The context the engine starts with: its settings not read yet. */
  public static PipespecExecutionContext initial(
      EngineExecutionListener listener, EngineSettings settings) {
    return new PipespecExecutionContext(listener, settings, new Stage.Unconfigured());
  }

  public EngineExecutionListener listener() {
    return listener;
  }

  /** The engine's settings, read once (see {@link EngineSettings}). */
  public EngineSettings settings() {
    return settings;
  }

  /** Where the execution is. */
  public Stage stage() {
    return stage;
  }

  /** This context in {@code stage}. */
  public PipespecExecutionContext in(Stage stage) {
    return new PipespecExecutionContext(listener, settings, stage);
  }

  /** What exists below the engine node; see {@link Stage#configured()}. */
  public Stage.Configured configured() {
    return stage.configured();
  }
}
