package io.pipespec.engine.config;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.PipespecEngineConstants;
import io.pipespec.engine.report.ReportMode;
import io.pipespec.engine.report.ReportSettings;
import io.pipespec.runtime.explore.ExploreSettings;
import io.pipespec.runtime.generate.GenerateSettings;
import io.pipespec.runtime.run.RunSettings;
import java.util.List;
import java.util.Optional;
import java.util.function.Supplier;
import org.apiguardian.api.API;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;

/**
 * The engine's configuration, read once: each setting is parsed from its keys ({@link
 * EngineConfiguration}) the first time it is asked for and kept, its value or the {@link
 * InvalidConfigurationException} that says why it cannot be read, as JUnit Jupiter's {@code
 * CachingJupiterConfiguration} keeps its own. The engine makes it at discovery and keeps it on its
 * root descriptor, so discovery, the choice of executor and every node read the same values.
 *
 * <p>Reading is lazy so that a bad value fails only what needs it: discovery needs the runners, the
 * executor whether to run in parallel; the engine node reads every setting ({@link #validate})
 * before any scenario runs, and fails the execution with the first bad value.
 */
@API(status = INTERNAL)
public final class EngineSettings {

  private final ConfigurationParameters parameters;
  private final Setting<Boolean> parallel;
  private final Setting<List<String>> runners;
  private final Setting<ReportSettings> reports;
  private final Setting<RunSettings> runSettings;
  private final Setting<ExploreSettings> explore;
  private final Setting<GenerateSettings> generate;

  private EngineSettings(ConfigurationParameters parameters) {
    this.parameters = requireNonNull(parameters, "parameters");
    this.parallel = new Setting<>(() -> EngineConfiguration.parallelEnabled(parameters));
    this.runners = new Setting<>(() -> EngineConfiguration.resolvedRunners(parameters));
    this.reports = new Setting<>(() -> EngineConfiguration.reportSettings(parameters));
    this.runSettings =
        new Setting<>(
            () ->
                EngineConfiguration.runSettings(parameters)
                    .withFunctionTrace(reports().mode() != ReportMode.NONE));
    this.explore = new Setting<>(() -> EngineConfiguration.exploreSettings(parameters));
    this.generate = new Setting<>(() -> GenerateConfiguration.of(parameters));
  }

  /** The settings of {@code parameters}, none of them read yet. */
  public static EngineSettings of(ConfigurationParameters parameters) {
    return new EngineSettings(parameters);
  }

  /**
   * Reads every setting, so that a bad value fails here, before any scenario runs.
   *
   * @throws InvalidConfigurationException for the first value that cannot be read
   */
  public void validate() {
    parallelEnabled();
    runners();
    reports();
    runSettings();
    explore();
    generate();
  }

  /** Whether {@value PipespecEngineConstants#PARALLEL_ENABLED_PROPERTY_NAME} is {@code true}. */
  public boolean parallelEnabled() {
    return parallel.get();
  }

  /**
   * The runners every pipeline scenario runs on unless its {@code @Runners} says otherwise, as the
   * runners on the class path name themselves ({@link EngineConfiguration#resolvedRunners}).
   */
  public List<String> runners() {
    return runners.get();
  }

  /** The timeline report settings. */
  public ReportSettings reports() {
    return reports.get();
  }

  /**
   * How scenarios run: runner, options, timeout and runner defaults, with function traces recorded
   * whenever reports are written.
   */
  public RunSettings runSettings() {
    return runSettings.get();
  }

  /** Which scenarios are explored, with what budget and seed. */
  public ExploreSettings explore() {
    return explore.get();
  }

  /** How generated scenarios are tried: the seed and the number of tries. */
  public GenerateSettings generate() {
    return generate.get();
  }

  /**
   * The platform's parallel executor, sized by the keys under {@value
   * PipespecEngineConstants#PARALLEL_CONFIG_PREFIX}.
   */
  public HierarchicalTestExecutorService parallelExecutor() {
    return EngineConfiguration.parallelExecutor(parameters);
  }

  /**
   * The value of a key that a runner's support reads itself ({@code pipespec.flink.cluster}), as
   * the configuration parameters hold it.
   */
  public Optional<String> runnerParameter(String key) {
    return parameters.get(key);
  }

  /** One setting: read once, then its value or its failure, for good. */
  private static final class Setting<T> {
    private final Supplier<T> read;
    private volatile Optional<T> value = Optional.empty();
    private volatile Optional<InvalidConfigurationException> failure = Optional.empty();

    Setting(Supplier<T> read) {
      this.read = read;
    }

    synchronized T get() {
      if (failure.isPresent()) {
        throw failure.get();
      }
      if (value.isEmpty()) {
        try {
          value = Optional.of(read.get());
        } catch (InvalidConfigurationException e) {
          failure = Optional.of(e);
          throw e;
        }
      }
      return value.get();
    }
  }
}
