package io.pipespec.engine.discovery;

import static java.util.stream.Collectors.joining;
import static org.junit.platform.engine.DiscoveryIssue.Severity.ERROR;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import org.junit.platform.commons.annotation.Testable;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.support.descriptor.MethodSource;

/**
 * What to say when a selector names an expectation or a scenario of a test class that does not have
 * it (a typo, a renamed method, a stale run configuration): as JUnit Jupiter fails for a method it
 * cannot find, the selection is an error, never a run of nothing that passes, and the message lists
 * what does exist.
 */
final class NothingSelected {

  private NothingSelected() {}

  /**
   * The issue for a method selector of {@code type} (the test class or one of its scenario classes)
   * that names no expectation; empty when the method is a test of another engine (any method
   * annotated {@link Testable}, such as Jupiter's {@code @Test}) or when {@code type} is neither.
   */
  static Optional<DiscoveryIssue> method(
      Class<?> testClass, Class<?> type, String methodName, List<ScenarioSpec> scenarios) {
    boolean declaresScenario =
        scenarios.stream().anyMatch(scenario -> scenario.declaringClass() == type);
    if (type != testClass && !declaresScenario) {
      return Optional.empty();
    }
    List<Method> methods =
        Arrays.stream(type.getDeclaredMethods())
            .filter(method -> method.getName().equals(methodName) && !method.isSynthetic())
            .toList();
    if (methods.stream()
        .anyMatch(method -> AnnotationSupport.isAnnotated(method, Testable.class))) {
      return Optional.empty();
    }
    String selector = type.getName() + "#" + methodName;
    String problem =
        methods.isEmpty()
            ? type.getName() + " has no expectation method " + methodName + "()"
            : selector + "() is not an expectation (it has no expectation annotation)";
    String expectations =
        declaresScenario
            ? "Its expectations are: " + expectationNames(scenarios, type) + "."
            : "Its expectations are declared in its @Scenario classes: "
                + scenarios.stream()
                    .flatMap(scenario -> scenario.expectations().stream())
                    .map(
                        expectation ->
                            expectation.declaringClass().getName() + "#" + expectation.methodName())
                    .collect(joining(", "))
                + ".";
    return Optional.of(
        DiscoveryIssue.builder(
                ERROR,
                problem + ", so the selector " + selector + " selects nothing. " + expectations)
            .source(MethodSource.from(type.getName(), methodName))
            .build());
  }

  /** Why a unique id naming a scenario the class does not have selects nothing. */
  static String scenario(
      Class<?> testClass, String scenarioName, String uniqueId, List<ScenarioSpec> scenarios) {
    return testClass.getName()
        + " has no scenario "
        + scenarioName
        + ", so the selector "
        + uniqueId
        + " selects nothing. Its scenarios are: "
        + scenarios.stream().map(ScenarioSpec::name).collect(joining(", "))
        + ".";
  }

  /** Why a unique id naming an expectation its scenario does not have selects nothing. */
  static String expectation(
      Class<?> testClass, ScenarioSpec scenario, String methodName, String uniqueId) {
    return "The scenario "
        + scenario.name()
        + " of "
        + testClass.getName()
        + " has no expectation "
        + methodName
        + ", so the selector "
        + uniqueId
        + " selects nothing. Its expectations are: "
        + scenario.expectations().stream().map(ExpectationSpec::methodName).collect(joining(", "))
        + ".";
  }

  /** Why a unique id naming a runner its scenario does not run on selects nothing. */
  static String runner(
      Class<?> testClass,
      ScenarioSpec scenario,
      String runner,
      String uniqueId,
      List<String> runners) {
    return "The scenario "
        + scenario.name()
        + " of "
        + testClass.getName()
        + " does not run on "
        + runner
        + ", so the selector "
        + uniqueId
        + " selects nothing. It runs on: "
        + (runners.isEmpty() ? "its function's harness" : String.join(", ", runners))
        + ". To run it on "
        + runner
        + " too, add it to pipespec.runners (or to the @Runners of its class).";
  }

  private static String expectationNames(List<ScenarioSpec> scenarios, Class<?> scenarioClass) {
    return scenarios.stream()
        .filter(scenario -> scenario.declaringClass() == scenarioClass)
        .flatMap(scenario -> scenario.expectations().stream())
        .map(ExpectationSpec::methodName)
        .collect(joining(", "));
  }
}
