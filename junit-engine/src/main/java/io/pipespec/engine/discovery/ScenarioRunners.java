package io.pipespec.engine.discovery;

import static org.junit.platform.engine.DiscoveryIssue.Severity.ERROR;

import io.pipespec.FunctionTest;
import io.pipespec.Runners;
import io.pipespec.engine.config.EngineConfiguration;
import io.pipespec.engine.config.EngineSettings;
import io.pipespec.engine.config.InvalidConfigurationException;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;

/**
 * The runners each scenario runs on: those of {@code @Runners} on its {@code @Scenario} class, else
 * on its test class, else those configured ({@code pipespec.runners}, {@code pipespec.runner}). The
 * engine reads {@code @Runners} from the compiled class rather than from the suite: the annotation
 * is a fact of the class, and a suite generated before it was added or changed stays valid. A
 * function scenario runs on its harness whatever the runners, so it has none.
 *
 * <p>A configuration that names a runner that is not on the class path, or one twice, is one error
 * issue for the whole discovery, with {@link io.pipespec.runtime.runner.RunnerLookup#resolve}'s
 * message; the tree is then built for the default runner, which the platform does not run because
 * of the error. An annotation with such a runner makes its class unrunnable, with the same message.
 */
final class ScenarioRunners {

  private final List<String> configured;
  private final Map<String, List<String>> annotated = new HashMap<>();

  ScenarioRunners(EngineSettings settings, DiscoveryIssueReporter issues) {
    List<String> runners;
    try {
      runners = settings.runners();
    } catch (InvalidConfigurationException e) {
      issues.reportIssue(DiscoveryIssue.builder(ERROR, String.valueOf(e.getMessage())).cause(e));
      runners = List.of(RunSettings.DEFAULT_RUNNER);
    }
    this.configured = runners;
  }

  /**
   * The runners {@code scenario} of {@code testClass} runs on, at least one; none for a function
   * scenario.
   *
   * @throws IllegalArgumentException when its {@code @Runners} names a runner that is not on the
   *     class path, none, or one twice
   */
  List<String> of(Class<?> testClass, ScenarioSpec scenario) {
    if (!scenario.runsOnARunner() || testClass.isAnnotationPresent(FunctionTest.class)) {
      for (Class<?> type : List.of(testClass, scenario.declaringClass())) {
        if (type.isAnnotationPresent(Runners.class)) {
          throw new IllegalArgumentException(
              "@Runners on "
                  + type.getName()
                  + " has no effect: a @FunctionTest runs its scenarios on the function's harness,"
                  + " not on a Beam runner. Remove it, or test the function in a pipeline of a"
                  + " @PipelineTest.");
        }
      }
      return List.of();
    }
    Optional<Runners> annotation =
        Optional.ofNullable(scenario.declaringClass().getAnnotation(Runners.class))
            .or(() -> Optional.ofNullable(testClass.getAnnotation(Runners.class)));
    if (annotation.isEmpty()) {
      return configured;
    }
    Class<?> annotatedClass =
        scenario.declaringClass().isAnnotationPresent(Runners.class)
            ? scenario.declaringClass()
            : testClass;
    String key = annotatedClass.getName();
    List<String> runners = annotated.get(key);
    if (runners == null) {
      runners = resolve(annotation.get(), annotatedClass);
      annotated.put(key, runners);
    }
    return runners;
  }

  /** Every problem of the {@code @Runners} of {@code testClass} and its scenarios, if any. */
  Optional<String> problem(Class<?> testClass, List<ScenarioSpec> scenarios) {
    try {
      for (ScenarioSpec scenario : scenarios) {
        of(testClass, scenario);
      }
      return Optional.empty();
    } catch (IllegalArgumentException e) {
      return Optional.of(String.valueOf(e.getMessage()));
    }
  }

  private static List<String> resolve(Runners annotation, Class<?> annotatedClass) {
    String where = "@Runners on " + annotatedClass.getName();
    List<String> written = new ArrayList<>();
    for (String name : annotation.value()) {
      if (name == null || name.isBlank()) {
        throw new IllegalArgumentException(
            where + " has a blank runner name. Name each runner, such as \"FlinkRunner\".");
      }
      written.add(name.trim());
    }
    if (written.isEmpty()) {
      throw new IllegalArgumentException(
          where
              + " names no runner. Name at least one, such as @Runners({\"DirectRunner\","
              + " \"FlinkRunner\"}), or remove it to run on the configured runners.");
    }
    try {
      return EngineConfiguration.canonicalRunners(written, where);
    } catch (IllegalArgumentException e) {
      String message = String.valueOf(e.getMessage());
      throw new IllegalArgumentException(
          message.startsWith(where) ? message : where + ": " + message, e);
    }
  }
}
