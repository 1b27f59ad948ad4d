package io.pipespec.engine.discovery;

import io.pipespec.PipelineTest;
import io.pipespec.Scenario;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.lang.annotation.Annotation;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.platform.commons.annotation.Testable;

/**
 * Tells whether a suite was generated from the class as it is now, by comparing what the class
 * declares (read by reflection) with what the suite holds: the {@code @Scenario} classes, and in
 * each the expectation methods. A class recompiled without the processor (an IDE with annotation
 * processing off, a build that skipped the processor) keeps its old suite; without this check a new
 * expectation would silently not run and a removed one would fail with a confusing error.
 *
 * <p>An expectation annotation is one of package {@code io.pipespec} that is meta-annotated {@link
 * Testable}, as every expectation annotation is so that IDEs show a run icon beside it.
 *
 * <p>What this does not see: a changed annotation value (a literal, an output name) in a class
 * whose scenarios and expectation methods are unchanged. Both are compiled in one javac run when
 * the processor is configured, so such a suite is out of date only when the processor is missing
 * from a build that compiled the suite before, which the structural check usually catches as well.
 */
final class SuiteFreshness {

  private static final String ANNOTATION_PACKAGE = PipelineTest.class.getPackageName();

  private SuiteFreshness() {}

  /** What the class declares that the suite does not hold, or the reverse; empty if none. */
  static Optional<String> staleness(Class<?> testClass, List<ScenarioSpec> scenarios) {
    List<String> differences = new ArrayList<>();
    Set<Class<?>> declaredScenarios = declaredScenarioClasses(testClass);
    Set<Class<?>> suiteScenarios =
        scenarios.stream()
            .map(ScenarioSpec::declaringClass)
            .collect(Collectors.toCollection(LinkedHashSet::new));
    for (Class<?> scenario : declaredScenarios) {
      if (!suiteScenarios.contains(scenario)) {
        differences.add(
            "the class declares the scenario " + scenario.getName() + ", which the suite lacks");
      }
    }
    for (Class<?> scenario : suiteScenarios) {
      if (!declaredScenarios.contains(scenario)) {
        differences.add(
            "the suite has the scenario "
                + scenario.getName()
                + ", which the class no longer declares");
      }
    }
    for (ScenarioSpec scenario : scenarios) {
      Class<?> scenarioClass = scenario.declaringClass();
      if (!declaredScenarios.contains(scenarioClass)) {
        continue;
      }
      Set<String> declared = declaredExpectationMethods(scenarioClass);
      Set<String> held =
          scenario.expectations().stream()
              .map(ExpectationSpec::methodName)
              .collect(Collectors.toCollection(LinkedHashSet::new));
      for (String method : declared) {
        if (!held.contains(method)) {
          differences.add(
              "the class declares the expectation "
                  + scenarioClass.getName()
                  + "#"
                  + method
                  + ", which the suite lacks");
        }
      }
      for (String method : held) {
        if (!declared.contains(method)) {
          differences.add(
              "the suite has the expectation "
                  + scenarioClass.getName()
                  + "#"
                  + method
                  + ", which the class no longer declares");
        }
      }
    }
    return differences.isEmpty() ? Optional.empty() : Optional.of(String.join("; ", differences));
  }

  /** The {@code @Scenario} nested classes in source order, or the class itself if it has none. */
  private static Set<Class<?>> declaredScenarioClasses(Class<?> testClass) {
    Set<Class<?>> scenarios =
        Arrays.stream(testClass.getDeclaredClasses())
            .filter(nested -> nested.isAnnotationPresent(Scenario.class))
            .sorted(Comparator.comparing(Class::getName))
            .collect(Collectors.toCollection(LinkedHashSet::new));
    return scenarios.isEmpty() ? Set.of(testClass) : scenarios;
  }

  private static Set<String> declaredExpectationMethods(Class<?> scenarioClass) {
    return Arrays.stream(scenarioClass.getDeclaredMethods())
        .filter(method -> !method.isSynthetic() && !method.isBridge())
        .filter(SuiteFreshness::isExpectation)
        .map(Method::getName)
        .sorted()
        .collect(Collectors.toCollection(LinkedHashSet::new));
  }

  private static boolean isExpectation(Method method) {
    for (Annotation annotation : method.getAnnotations()) {
      Class<? extends Annotation> type = annotation.annotationType();
      if (type.getPackageName().equals(ANNOTATION_PACKAGE)
          && type.isAnnotationPresent(Testable.class)) {
        return true;
      }
    }
    return false;
  }
}
