package io.pipespec.engine.discovery;

import static org.junit.platform.engine.support.discovery.SelectorResolver.Resolution.unresolved;

import io.pipespec.Scenario;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Predicate;
import org.jspecify.annotations.Nullable;
import org.junit.platform.commons.support.AnnotationSupport;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.discovery.ClassSelector;
import org.junit.platform.engine.discovery.MethodSelector;
import org.junit.platform.engine.discovery.NestedClassSelector;
import org.junit.platform.engine.discovery.NestedMethodSelector;
import org.junit.platform.engine.discovery.UniqueIdSelector;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.junit.platform.engine.support.discovery.SelectorResolver;

/**
 * Resolves class, nested class, method, nested method and unique-id selectors to the tree engine,
 * test class, scenario, expectation. Package and class path root selectors are turned into class
 * selectors by the platform's class container resolver before they reach this one.
 *
 * <p>Every descriptor is created below the descriptor its parent selector resolves to, so that any
 * mix of selectors yields one tree: a method selector adds one expectation (and its scenario and
 * class) without its siblings; a class selector adds everything. This class finds what a selector
 * names; {@link TreeResolutions} adds its node.
 */
final class PipespecSelectorResolver implements SelectorResolver {

  private final UniqueId engineId;
  private final Predicate<String> classNameFilter;
  private final DiscoveryIssueReporter issues;
  private final SuiteLoader suites;
  private final ScenarioRunners runners;
  private final TreeResolutions tree;

  /**
   * The test classes resolved so far, by name: the unique-id selectors this resolver hands out for
   * scenarios and expectations name a class without its class loader, which must be the one the
   * class was first selected with (an IDE's or a test's loader), not the default one.
   */
  private final Map<String, Class<?>> resolvedClasses = new HashMap<>();

  PipespecSelectorResolver(
      UniqueId engineId,
      Predicate<String> classNameFilter,
      DiscoveryIssueReporter issues,
      ScenarioRunners runners) {
    this.engineId = engineId;
    this.classNameFilter = classNameFilter;
    this.issues = issues;
    this.suites = new SuiteLoader();
    this.runners = runners;
    this.tree = new TreeResolutions(engineId, issues, suites, new Tagging(issues), runners);
  }

  @Override
  public Resolution resolve(ClassSelector selector, Context context) {
    Optional<Class<?>> type = load(selector.getClassName(), selector.getClassLoader());
    if (type.isEmpty() || !classNameFilter.test(type.get().getName())) {
      return unresolved();
    }
    return resolveClass(type.get(), context);
  }

  @Override
  public Resolution resolve(NestedClassSelector selector, Context context) {
    return resolveClass(selector.getNestedClass(), context);
  }

  @Override
  public Resolution resolve(MethodSelector selector, Context context) {
    return resolveMethod(selector.getJavaClass(), selector.getMethodName(), context);
  }

  @Override
  public Resolution resolve(NestedMethodSelector selector, Context context) {
    return resolveMethod(selector.getNestedClass(), selector.getMethodName(), context);
  }

  /**
   * A unique id of a class, a scenario, a runner of a scenario or an expectation. A runner segment
   * the scenario does not run on is an error; a scenario on several runners selected without a
   * runner segment (an id from a run on one runner) is selected on each of its runners; a runner
   * segment naming the one runner of a scenario on one selects what the id names without it.
   */
  @Override
  public Resolution resolve(UniqueIdSelector selector, Context context) {
    UniqueId uniqueId = selector.getUniqueId();
    Optional<SelectedId> parsed = SelectedId.parse(engineId, uniqueId);
    if (parsed.isEmpty()) {
      return unresolved();
    }
    SelectedId id = parsed.get();
    Class<?> resolved = resolvedClasses.get(id.className());
    Optional<Class<?>> testClass =
        resolved != null ? Optional.of(resolved) : load(id.className(), null);
    if (testClass.isEmpty() || !TestClasses.isTestClass(testClass.get())) {
      return unresolved();
    }
    Optional<List<ScenarioSpec>> scenarios = runnableScenarios(testClass.get());
    if (id.scenario().isEmpty() || scenarios.isEmpty()) {
      return resolveTestClass(testClass.get(), context);
    }
    Optional<ScenarioSpec> scenario =
        scenarios.get().stream()
            .filter(candidate -> candidate.name().equals(id.scenario().get()))
            .findFirst();
    if (scenario.isEmpty()) {
      // Thrown, so that the platform reports this selector as failed with the message as cause.
      throw new IllegalArgumentException(
          NothingSelected.scenario(
              testClass.get(), id.scenario().get(), uniqueId.toString(), scenarios.get()));
    }
    Optional<String> runner = Optional.empty();
    if (id.runner().isPresent()) {
      List<String> scenarioRunners = runners.of(testClass.get(), scenario.get());
      if (!scenarioRunners.contains(id.runner().get())) {
        throw new IllegalArgumentException(
            NothingSelected.runner(
                testClass.get(),
                scenario.get(),
                id.runner().get(),
                uniqueId.toString(),
                scenarioRunners));
      }
      runner = scenarioRunners.size() > 1 ? id.runner() : Optional.empty();
    }
    if (id.expectation().isEmpty()) {
      return runner.isPresent()
          ? tree.runner(testClass.get(), scenario.get(), runner.get(), context)
          : tree.scenario(testClass.get(), scenario.get().name(), context);
    }
    String methodName = id.expectation().get();
    if (scenario.get().expectations().stream()
        .noneMatch(expectation -> expectation.methodName().equals(methodName))) {
      throw new IllegalArgumentException(
          NothingSelected.expectation(
              testClass.get(), scenario.get(), methodName, uniqueId.toString()));
    }
    return tree.expectation(testClass.get(), scenario.get().name(), methodName, runner, context);
  }

  /**
   * A {@code @PipelineTest} or {@code @FunctionTest} class, or a {@code @Scenario} class nested in
   * one; and in any selected class, the test classes nested in it, which are refused (see {@link
   * NestedTestClasses}).
   */
  private Resolution resolveClass(Class<?> type, Context context) {
    Set<Match> matches =
        new LinkedHashSet<>(resolveTestOrScenarioClass(type, context).getMatches());
    for (Class<?> nested : NestedTestClasses.within(type)) {
      if (!AnnotationSupport.isAnnotated(nested, Scenario.class)) {
        matches.addAll(resolveTestClass(nested, context).getMatches());
      }
    }
    return matches.isEmpty() ? unresolved() : Resolution.matches(matches);
  }

  private Resolution resolveTestOrScenarioClass(Class<?> type, Context context) {
    if (TestClasses.isTestClass(type)) {
      return resolveTestClass(type, context);
    }
    Optional<Class<?>> testClass = enclosingTestClass(type);
    if (testClass.isEmpty() || !AnnotationSupport.isAnnotated(type, Scenario.class)) {
      return unresolved();
    }
    Optional<List<ScenarioSpec>> scenarios = runnableScenarios(testClass.get());
    if (scenarios.isEmpty()) {
      return resolveTestClass(testClass.get(), context);
    }
    return scenarioDeclaredBy(scenarios.get(), type)
        .map(scenario -> tree.scenario(testClass.get(), scenario.name(), context))
        .orElse(unresolved());
  }

  /** An expectation method, on a test class that is its own scenario or on a scenario class. */
  private Resolution resolveMethod(Class<?> type, String methodName, Context context) {
    Optional<Class<?>> testClass =
        TestClasses.isTestClass(type) ? Optional.of(type) : enclosingTestClass(type);
    if (testClass.isEmpty()) {
      return unresolved();
    }
    Optional<List<ScenarioSpec>> scenarios = runnableScenarios(testClass.get());
    if (scenarios.isEmpty()) {
      return resolveTestClass(testClass.get(), context);
    }
    for (ScenarioSpec scenario : scenarios.get()) {
      for (ExpectationSpec expectation : scenario.expectations()) {
        if (expectation.declaringClass() == type && expectation.methodName().equals(methodName)) {
          return tree.expectation(
              testClass.get(), scenario.name(), methodName, Optional.empty(), context);
        }
      }
    }
    NothingSelected.method(testClass.get(), type, methodName, scenarios.get())
        .ifPresent(issues::reportIssue);
    return unresolved();
  }

  /** The scenarios of a test class that can run; empty for one that cannot. */
  private Optional<List<ScenarioSpec>> runnableScenarios(Class<?> testClass) {
    if (NestedTestClasses.isNested(testClass)) {
      return Optional.empty();
    }
    return suites
        .scenarios(testClass)
        .filter(scenarios -> runners.problem(testClass, scenarios).isEmpty());
  }

  private Resolution resolveTestClass(Class<?> testClass, Context context) {
    resolvedClasses.put(testClass.getName(), testClass);
    return tree.testClass(testClass, context);
  }

  private static Optional<ScenarioSpec> scenarioDeclaredBy(
      List<ScenarioSpec> scenarios, Class<?> scenarioClass) {
    return scenarios.stream()
        .filter(scenario -> scenario.declaringClass() == scenarioClass)
        .findFirst();
  }

  private static Optional<Class<?>> enclosingTestClass(Class<?> type) {
    Class<?> enclosing = type.getEnclosingClass();
    return enclosing != null && TestClasses.isTestClass(enclosing)
        ? Optional.of(enclosing)
        : Optional.empty();
  }

  /** Loads a selected class without initializing it (see {@link SelectedClasses#load}). */
  private Optional<Class<?>> load(String className, @Nullable ClassLoader classLoader) {
    return SelectedClasses.load(className, classLoader, issues);
  }
}
