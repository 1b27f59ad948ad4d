package io.pipespec.runtime.runner;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.spi.ScenarioTraits;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What Pipespec knows of runners without asking a configured support: the module a well-known
 * runner needs, the refusal of a take-over on a runner without savepoints, and how a runner's
 * default options meet the user's ({@link RunnerSupports} finds the supports themselves).
 */
@API(status = INTERNAL)
public final class RunnerSupportLookup {

  /** The runners Pipespec has a module for, by class name, and that module. */
  private static final Map<String, String> MODULES =
      Map.of(
          "org.apache.beam.runners.flink.FlinkRunner", "io.pipespec:pipespec-flink",
          "org.apache.beam.runners.flink.TestFlinkRunner", "io.pipespec:pipespec-flink",
          "org.apache.beam.runners.spark.SparkRunner", "io.pipespec:pipespec-spark",
          "org.apache.beam.runners.spark.TestSparkRunner", "io.pipespec:pipespec-spark");

  private RunnerSupportLookup() {}

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
    if (traits.restarts() && !support.restartsFromCheckpoints()) {
      return Optional.of(
          runnerName
              + " does not restart a failed job from a checkpoint, so the timeline's \"fail and"
              + " restart\" step cannot be honoured on it. Run this scenario on FlinkRunner"
              + " (@Runners(\"FlinkRunner\"), or pipespec.runner=flink), with pipespec-flink as"
              + " a test dependency; see docs/failures.md.");
    }
    if (traits.retries() && !support.replaysRetries()) {
      return Optional.of(
          "the retry step is replayed on the DirectRunner only; "
              + runnerName
              + " cuts its own bundles, so the bundle the timeline's \"fail and retry\" step"
              + " stands in cannot be failed as written on it. Run this scenario on the"
              + " DirectRunner (@Runners(\"DirectRunner\")), or remove the step; see"
              + " docs/failures.md.");
    }
    return support.refusal(traits);
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
}
