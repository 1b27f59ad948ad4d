package io.pipespec.runtime.runner;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.function.Function;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.util.common.ReflectHelpers;
import org.apiguardian.api.API;

/** Finds the {@link RunnerSupport} of a runner, and answers the engine's questions about one. */
@API(status = INTERNAL)
public final class RunnerSupportLookup {

  /** The support of a runner nobody wrote one for: Beam's defaults, files, no interrupts. */
  private static final RunnerSupport GENERIC = runner -> true;

  /** The runners Pipespec has a module for, by class name, and that module. */
  private static final Map<String, String> MODULES =
      Map.of(
          "org.apache.beam.runners.flink.FlinkRunner", "io.pipespec:pipespec-flink",
          "org.apache.beam.runners.flink.TestFlinkRunner", "io.pipespec:pipespec-flink",
          "org.apache.beam.runners.spark.SparkRunner", "io.pipespec:pipespec-spark",
          "org.apache.beam.runners.spark.TestSparkRunner", "io.pipespec:pipespec-spark");

  private RunnerSupportLookup() {}

  /** The support of {@code runner}; a generic one when none on the class path supports it. */
  public static RunnerSupport forRunner(Class<? extends PipelineRunner<?>> runner) {
    for (RunnerSupport support : all()) {
      if (support.supports(runner)) {
        return support;
      }
    }
    Optional<String> missing = missingModule(runner.getName());
    if (missing.isPresent()) {
      return new RunnerSupport() {
        @Override
        public boolean supports(Class<? extends PipelineRunner<?>> candidate) {
          return candidate.equals(runner);
        }

        @Override
        public Optional<String> refusal(Pipeline pipeline) {
          return missing;
        }
      };
    }
    return GENERIC;
  }

  /**
   * Why a runner Pipespec has a module for cannot run without it: Beam's defaults reorder event
   * time (Flink's parallelism is the number of cores, its bundles 1,000 elements) and a timeout
   * could not stop the run safely, so a scenario would be judged on what it was not meant to show.
   */
  static Optional<String> missingModule(String runnerClass) {
    String module = MODULES.get(runnerClass);
    if (module == null) {
      return Optional.empty();
    }
    String runner = runnerClass.substring(runnerClass.lastIndexOf('.') + 1);
    return Optional.of(
        runner
            + " is on the test class path without "
            + module
            + ", so it would run with Beam's own defaults (for Flink: a parallelism of the number"
            + " of cores and bundles of 1,000 elements, which let elements pass the watermarks"
            + " around them), and Pipespec could neither set the options that keep event time"
            + " faithful nor stop a run that times out. Add "
            + module
            + " as a test dependency (it brings "
            + runner
            + " itself); see docs/runners.md.");
  }

  /**
   * Why {@code runnerName} refuses {@code scenario}, known from its declaration: for the engine to
   * report the scenario refused at discovery instead of running it. Empty when the runner can run
   * it, and when there is no such runner (the run then fails with how to add it).
   */
  public static Optional<String> refusal(String runnerName, ScenarioSpec scenario) {
    Class<? extends PipelineRunner<?>> runner;
    try {
      runner = RunnerLookup.resolve(runnerName);
    } catch (IllegalArgumentException unknown) {
      return Optional.empty();
    }
    return refusal(forRunner(runner), runner.getSimpleName(), ScenarioTraits.of(scenario));
  }

  /**
   * Why {@code support}'s runner, {@code runnerName}, refuses a scenario of {@code traits}: a
   * take-over on a runner that cannot restore state, or what the runner itself refuses.
   */
  public static Optional<String> refusal(
      RunnerSupport support, String runnerName, ScenarioTraits traits) {
    if (traits.takesOver() && support.savepoints().isEmpty()) {
      return Optional.of(
          runnerName
              + " cannot restore a job from a savepoint, so the take-over of the timeline's"
              + " \"savepoint\" step cannot be tested on it. Run this scenario on FlinkRunner"
              + " (@Runners(\"FlinkRunner\"), or pipespec.runner=flink), with pipespec-flink as"
              + " a test dependency; see docs/takeover.md.");
    }
    return support.refusal(traits);
  }

  /**
   * Passes {@code parameters} to every runner support on the class path ({@link
   * RunnerSupport#configure}); the engine calls it with its configuration parameters when an
   * execution starts, and with the system properties when it ends.
   *
   * @throws IllegalArgumentException when a runner's parameter is not valid, with its message
   */
  public static void configure(Function<String, Optional<String>> parameters) {
    for (RunnerSupport support : all()) {
      support.configure(parameters);
    }
  }

  /** The system properties, as {@link #configure} takes them. */
  public static Optional<String> systemProperty(String key) {
    return Optional.ofNullable(System.getProperty(key));
  }

  /**
   * The arguments a run parses: the user's {@code options}, then each of {@code defaults} whose
   * option the user did not set.
   */
  public static List<String> merge(List<String> defaults, List<String> options) {
    Map<String, String> byName = new LinkedHashMap<>();
    for (String option : options) {
      byName.put(name(option), option);
    }
    List<String> merged = new ArrayList<>(options);
    for (String option : defaults) {
      if (!byName.containsKey(name(option))) {
        byName.put(name(option), option);
        merged.add(option);
      }
    }
    return merged;
  }

  /** "--parallelism=1" and "--parallelism" are both "parallelism". */
  private static String name(String option) {
    String bare = option.startsWith("--") ? option.substring(2) : option;
    int equals = bare.indexOf('=');
    return equals < 0 ? bare : bare.substring(0, equals);
  }

  private static List<RunnerSupport> all() {
    List<RunnerSupport> supports = new ArrayList<>();
    supports.add(new DirectRunnerSupport());
    ClassLoader[] loaders = {
      ReflectHelpers.findClassLoader(), RunnerSupport.class.getClassLoader()
    };
    List<String> seen = new ArrayList<>();
    seen.add(DirectRunnerSupport.class.getName());
    for (ClassLoader loader : loaders) {
      for (RunnerSupport support : ServiceLoader.load(RunnerSupport.class, loader)) {
        if (!seen.contains(support.getClass().getName())) {
          seen.add(support.getClass().getName());
          supports.add(support);
        }
      }
    }
    return supports;
  }
}
