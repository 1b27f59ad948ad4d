package io.pipespec.engine.config;

import static io.pipespec.engine.PipespecEngineConstants.PARALLEL_CONFIG_PREFIX;
import static io.pipespec.engine.PipespecEngineConstants.PARALLEL_ENABLED_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.PIPELINE_OPTIONS_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.REPORTS_DIR_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.REPORTS_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.RUNNERS_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.RUNNER_DEFAULTS_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.RUNNER_PROPERTY_NAME;
import static io.pipespec.engine.PipespecEngineConstants.TIMEOUT_PROPERTY_NAME;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.PipespecEngineConstants;
import io.pipespec.engine.report.ReportMode;
import io.pipespec.engine.report.ReportSettings;
import io.pipespec.grammar.TimeGrammar;
import io.pipespec.runtime.explore.ExploreSettings;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.runner.RunnerLookup;
import io.pipespec.runtime.spi.RunnerDefaults;
import java.nio.file.InvalidPathException;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.support.config.PrefixedConfigurationParameters;
import org.junit.platform.engine.support.hierarchical.HierarchicalTestExecutorService;
import org.junit.platform.engine.support.hierarchical.ParallelHierarchicalTestExecutorServiceFactory;

/**
 * Reads the {@link RunSettings} from the keys documented in {@link PipespecEngineConstants}. The
 * configuration parameters already hold system properties and {@code junit-platform.properties}, so
 * this is the only place the engine reads its configuration.
 */
@API(status = INTERNAL)
public final class EngineConfiguration {

  private static final Pattern RUNNER = Pattern.compile("[A-Za-z_$][A-Za-z0-9_$.]*");
  private static final Pattern WORD = Pattern.compile("\\S+");
  private static final Pattern OPTION = Pattern.compile("--([A-Za-z][A-Za-z0-9]*)(=.*)?");

  private static final String RUNNER_FORMS =
      "expected a Beam runner name such as DirectRunner or FlinkRunner, or a runner class name";
  private static final String OPTIONS_FORMS =
      "expected Beam pipeline options separated by whitespace, each as --name=value or --name,"
          + " such as --targetParallelism=2 --blockOnRun=true";
  private static final String TIMEOUT_FORMS =
      "expected a positive duration such as 90s, 5m, 1h30m or 250ms, as the annotations write"
          + " them, or an ISO-8601 duration such as PT5M";

  private static final String REPORTS_DIR_FORMS =
      "expected a directory path, absolute or relative to the working directory, such as"
          + " target/pipespec-reports";

  private EngineConfiguration() {}

  /** The run settings configured by {@code parameters}, with defaults for the keys not set. */
  public static RunSettings runSettings(ConfigurationParameters parameters) {
    return new RunSettings(runner(parameters), pipelineOptions(parameters), timeout(parameters))
        .withRunnerDefaults(runnerDefaults(parameters))
        .withSnapshots(VerdictConfiguration.snapshotSettings(parameters))
        .withJudging(VerdictConfiguration.judge(parameters));
  }

  static RunnerDefaults runnerDefaults(ConfigurationParameters parameters) {
    return parameters
        .get(RUNNER_DEFAULTS_PROPERTY_NAME)
        .map(
            value ->
                switch (value.trim().toLowerCase(Locale.ROOT)) {
                  case "faithful" -> RunnerDefaults.FAITHFUL;
                  case "production" -> RunnerDefaults.PRODUCTION;
                  case "both" -> RunnerDefaults.BOTH;
                  default ->
                      throw new InvalidConfigurationException(
                          RUNNER_DEFAULTS_PROPERTY_NAME,
                          value,
                          "expected faithful (the options Pipespec sets for faithful event-time"
                              + " tests), production (the runner's own settings) or both (on"
                              + " Flink, the faithful run judges and a verdict the production run"
                              + " does not share is named)");
                })
        .orElse(RunnerDefaults.FAITHFUL);
  }

  /**
   * The timeline report settings of {@value PipespecEngineConstants#REPORTS_PROPERTY_NAME} and
   * {@value PipespecEngineConstants#REPORTS_DIR_PROPERTY_NAME}, with defaults for the keys not set.
   */
  public static ReportSettings reportSettings(ConfigurationParameters parameters) {
    ReportMode mode =
        parameters
            .get(REPORTS_PROPERTY_NAME)
            .map(
                value -> {
                  String word = value.trim().toLowerCase(Locale.ROOT);
                  return switch (word) {
                    case "failures" -> ReportMode.FAILURES;
                    case "all" -> ReportMode.ALL;
                    case "none" -> ReportMode.NONE;
                    default ->
                        throw new InvalidConfigurationException(
                            REPORTS_PROPERTY_NAME,
                            value,
                            "expected failures (a page for each scenario with a failed or refused"
                                + " expectation), all (a page for every scenario) or none");
                  };
                })
            .orElse(ReportMode.FAILURES);
    Path directory =
        parameters
            .get(REPORTS_DIR_PROPERTY_NAME)
            .map(
                value -> {
                  String text = value.trim();
                  if (text.isEmpty()) {
                    throw new InvalidConfigurationException(
                        REPORTS_DIR_PROPERTY_NAME, value, REPORTS_DIR_FORMS);
                  }
                  try {
                    return Path.of(text);
                  } catch (InvalidPathException e) {
                    throw new InvalidConfigurationException(
                        REPORTS_DIR_PROPERTY_NAME,
                        value,
                        REPORTS_DIR_FORMS + " (" + e.getMessage() + ")");
                  }
                })
            .orElse(Path.of(ReportSettings.DEFAULT_DIRECTORY));
    return new ReportSettings(mode, directory);
  }

  /**
   * The exploration settings of {@value PipespecEngineConstants#EXPLORE_PROPERTY_NAME}, {@value
   * PipespecEngineConstants#EXPLORE_BUDGET_PROPERTY_NAME} and {@value
   * PipespecEngineConstants#EXPLORE_SEED_PROPERTY_NAME} and {@value
   * PipespecEngineConstants#EXPLORE_RESTARTS_PROPERTY_NAME}, with defaults for the keys not set.
   */
  public static ExploreSettings exploreSettings(ConfigurationParameters parameters) {
    return ExploreConfiguration.of(parameters);
  }

  /** Whether {@value PipespecEngineConstants#PARALLEL_ENABLED_PROPERTY_NAME} is {@code true}. */
  public static boolean parallelEnabled(ConfigurationParameters parameters) {
    return parameters
        .get(PARALLEL_ENABLED_PROPERTY_NAME)
        .map(
            value -> {
              String flag = value.trim().toLowerCase(Locale.ROOT);
              if (!flag.equals("true") && !flag.equals("false")) {
                throw new InvalidConfigurationException(
                    PARALLEL_ENABLED_PROPERTY_NAME, value, "expected true or false");
              }
              return flag.equals("true");
            })
        .orElse(false);
  }

  /**
   * The platform's parallel executor, sized by the keys under {@value
   * PipespecEngineConstants#PARALLEL_CONFIG_PREFIX}.
   */
  public static HierarchicalTestExecutorService parallelExecutor(
      ConfigurationParameters parameters) {
    return ParallelHierarchicalTestExecutorServiceFactory.create(
        new PrefixedConfigurationParameters(parameters, PARALLEL_CONFIG_PREFIX));
  }

  static String runner(ConfigurationParameters parameters) {
    return parameters
        .get(RUNNER_PROPERTY_NAME)
        .map(
            value -> {
              String runner = value.trim();
              if (!RUNNER.matcher(runner).matches()) {
                throw new InvalidConfigurationException(RUNNER_PROPERTY_NAME, value, RUNNER_FORMS);
              }
              return runner;
            })
        .orElse(RunSettings.DEFAULT_RUNNER);
  }

  /**
   * The runners every pipeline scenario runs on, as written (not yet looked up on the class path):
   * those of {@value PipespecEngineConstants#RUNNERS_PROPERTY_NAME}, else the one of {@value
   * PipespecEngineConstants#RUNNER_PROPERTY_NAME}, else the default runner.
   */
  public static List<String> runners(ConfigurationParameters parameters) {
    Optional<String> several = parameters.get(RUNNERS_PROPERTY_NAME);
    if (several.isEmpty()) {
      return List.of(runner(parameters));
    }
    String value = several.get();
    Optional<String> single = parameters.get(RUNNER_PROPERTY_NAME);
    if (single.isPresent()) {
      throw new InvalidConfigurationException(
          RUNNERS_PROPERTY_NAME,
          value,
          "set either "
              + RUNNERS_PROPERTY_NAME
              + " or "
              + RUNNER_PROPERTY_NAME
              + ", not both ("
              + RUNNER_PROPERTY_NAME
              + " is '"
              + single.get()
              + "'); "
              + RUNNERS_PROPERTY_NAME
              + "="
              + value.trim()
              + " alone runs every scenario on each of those runners");
    }
    List<String> runners = new ArrayList<>();
    for (String part : value.split(",", -1)) {
      String runner = part.trim();
      if (!RUNNER.matcher(runner).matches()) {
        throw new InvalidConfigurationException(
            RUNNERS_PROPERTY_NAME,
            value,
            "expected Beam runner names separated by commas, such as DirectRunner,FlinkRunner;"
                + (runner.isEmpty() ? " one of them is empty" : " '" + runner + "' is not one"));
      }
      runners.add(runner);
    }
    return List.copyOf(runners);
  }

  /**
   * The configured {@link #runners} as the runners on the class path name themselves ({@code flink}
   * becomes {@code FlinkRunner}), each once.
   *
   * @throws InvalidConfigurationException when one is not on the class path (with the message of
   *     {@link RunnerLookup#resolve}: the runners that are and the dependency to add) or two name
   *     the same runner
   */
  public static List<String> resolvedRunners(ConfigurationParameters parameters) {
    List<String> written = runners(parameters);
    String key =
        parameters.get(RUNNERS_PROPERTY_NAME).isPresent()
            ? RUNNERS_PROPERTY_NAME
            : RUNNER_PROPERTY_NAME;
    String value = parameters.get(key).orElse(RunSettings.DEFAULT_RUNNER);
    try {
      return canonicalRunners(written, key);
    } catch (IllegalArgumentException e) {
      String reason = String.valueOf(e.getMessage());
      throw new InvalidConfigurationException(
          key, value, reason.endsWith(".") ? reason.substring(0, reason.length() - 1) : reason);
    }
  }

  /**
   * {@code written} as the runners on the class path name themselves, each once; {@code where} says
   * where they were written, for the message when one is named twice.
   *
   * @throws IllegalArgumentException when a runner is not on the class path ({@link
   *     RunnerLookup#resolve}'s message) or is named twice
   */
  public static List<String> canonicalRunners(List<String> written, String where) {
    Map<String, String> canonical = new LinkedHashMap<>();
    for (String name : written) {
      String runner = RunnerLookup.resolve(name).getSimpleName();
      String earlier = canonical.putIfAbsent(runner, name);
      if (earlier != null) {
        throw new IllegalArgumentException(
            where
                + " names the runner "
                + runner
                + " twice"
                + (earlier.equals(name) ? "" : " (as " + earlier + " and " + name + ")")
                + "; name each runner once");
      }
    }
    return List.copyOf(canonical.keySet());
  }

  static List<String> pipelineOptions(ConfigurationParameters parameters) {
    return parameters
        .get(PIPELINE_OPTIONS_PROPERTY_NAME)
        .map(EngineConfiguration::parsePipelineOptions)
        .orElse(List.of());
  }

  private static List<String> parsePipelineOptions(String value) {
    List<String> options = new ArrayList<>();
    Matcher words = WORD.matcher(value);
    while (words.find()) {
      String option = words.group();
      Matcher matcher = OPTION.matcher(option);
      if (!matcher.matches()) {
        throw new InvalidConfigurationException(
            PIPELINE_OPTIONS_PROPERTY_NAME, value, OPTIONS_FORMS + "; '" + option + "' is not");
      }
      if (matcher.group(1).equals("runner")) {
        throw new InvalidConfigurationException(
            PIPELINE_OPTIONS_PROPERTY_NAME,
            value,
            "the runner is not a pipeline option here; set it with "
                + RUNNER_PROPERTY_NAME
                + " instead of "
                + option);
      }
      options.add(option);
    }
    return List.copyOf(options);
  }

  static Duration timeout(ConfigurationParameters parameters) {
    return parameters
        .get(TIMEOUT_PROPERTY_NAME)
        .map(EngineConfiguration::parseTimeout)
        .orElse(RunSettings.DEFAULT_TIMEOUT);
  }

  private static Duration parseTimeout(String value) {
    Duration timeout = parsePositiveDuration(value.trim());
    if (timeout == null) {
      throw new InvalidConfigurationException(TIMEOUT_PROPERTY_NAME, value, TIMEOUT_FORMS);
    }
    return timeout;
  }

  /**
   * The duration of more than zero {@code text} spells in the annotations' grammar ({@link
   * TimeGrammar#positiveDuration}, as {@code @Explore(within = ...)} is read), or {@code null} when
   * it is in no accepted form.
   */
  static @Nullable Duration parsePositiveDuration(String text) {
    return TimeGrammar.positiveDuration(text).millis().map(Duration::ofMillis).orElse(null);
  }
}
