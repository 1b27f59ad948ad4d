package io.pipespec.runtime.run;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spec.ScenarioSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.util.common.ReflectHelpers;
import org.apiguardian.api.API;

/** Finds the {@link RunnerSupport} of a runner, and answers the engine's questions about one. */
@API(status = INTERNAL)
public final class RunnerSupports {

  /** The support of a runner nobody wrote one for: Beam's defaults, files, no interrupts. */
  private static final RunnerSupport GENERIC = runner -> true;

  private RunnerSupports() {}

  /** The support of {@code runner}; a generic one when none on the class path supports it. */
  public static RunnerSupport forRunner(Class<? extends PipelineRunner<?>> runner) {
    for (RunnerSupport support : all()) {
      if (support.supports(runner)) {
        return support;
      }
    }
    return GENERIC;
  }

  /**
   * Why {@code runnerName} refuses {@code scenario}, known from its declaration: for the engine to
   * report the scenario refused at discovery instead of running it. Empty when the runner can run
   * it, and when there is no such runner (the run then fails with how to add it).
   */
  public static Optional<String> refusal(String runnerName, ScenarioSpec scenario) {
    Class<? extends PipelineRunner<?>> runner;
    try {
      runner = Runners.resolve(runnerName);
    } catch (IllegalArgumentException unknown) {
      return Optional.empty();
    }
    return forRunner(runner).refusal(ScenarioTraits.of(scenario));
  }

  /**
   * The arguments a run parses: the user's {@code options}, then each of {@code defaults} whose
   * option the user did not set.
   */
  static List<String> merge(List<String> defaults, List<String> options) {
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
