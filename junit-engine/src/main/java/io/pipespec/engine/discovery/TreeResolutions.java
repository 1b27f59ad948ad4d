package io.pipespec.engine.discovery;

import static io.pipespec.engine.descriptor.PipespecUniqueIds.EXPECTATION_SEGMENT_TYPE;
import static io.pipespec.engine.descriptor.PipespecUniqueIds.RUNNER_SEGMENT_TYPE;
import static io.pipespec.engine.descriptor.PipespecUniqueIds.SCENARIO_SEGMENT_TYPE;
import static java.util.stream.Collectors.toCollection;
import static org.junit.platform.engine.DiscoveryIssue.Severity.WARNING;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;
import static org.junit.platform.engine.support.discovery.SelectorResolver.Resolution.unresolved;

import io.pipespec.engine.descriptor.ExpectationDescriptor;
import io.pipespec.engine.descriptor.PipespecUniqueIds;
import io.pipespec.engine.descriptor.RunnerDescriptor;
import io.pipespec.engine.descriptor.ScenarioDescriptor;
import io.pipespec.engine.descriptor.TestClassDescriptor;
import io.pipespec.engine.descriptor.UnrunnableClassDescriptor;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Stream;
import org.jspecify.annotations.Nullable;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;
import org.junit.platform.engine.support.discovery.SelectorResolver.Context;
import org.junit.platform.engine.support.discovery.SelectorResolver.Match;
import org.junit.platform.engine.support.discovery.SelectorResolver.Resolution;

/**
 * The nodes of the tree, each added below its parent once {@link PipespecSelectorResolver} knows
 * what a selector names: a test class (or, for one that cannot run, a node that fails with the
 * reason), a scenario, a runner of a scenario, an expectation. Each match hands out the unique-id
 * selectors of its children, so that selecting a node selects everything below it.
 */
final class TreeResolutions {

  private final UniqueId engineId;
  private final DiscoveryIssueReporter issues;
  private final SuiteLoader suites;
  private final Tagging tagging;
  private final ScenarioRunners runners;

  TreeResolutions(
      UniqueId engineId,
      DiscoveryIssueReporter issues,
      SuiteLoader suites,
      Tagging tagging,
      ScenarioRunners runners) {
    this.engineId = engineId;
    this.issues = issues;
    this.suites = suites;
    this.tagging = tagging;
    this.runners = runners;
  }

  Resolution testClass(Class<?> testClass, Context context) {
    if (NestedTestClasses.isNested(testClass)) {
      return unrunnable(testClass, NestedTestClasses.reason(testClass), null, context);
    }
    SuiteLoader.LoadedSuite suite = suites.load(testClass);
    if (suite instanceof SuiteLoader.Unrunnable unrunnable) {
      return unrunnable(testClass, unrunnable.reason(), unrunnable.cause(), context);
    }
    List<ScenarioSpec> scenarios = ((SuiteLoader.Loaded) suite).scenarios();
    Optional<String> runnersProblem = runners.problem(testClass, scenarios);
    if (runnersProblem.isPresent()) {
      return unrunnable(testClass, runnersProblem.get(), null, context);
    }
    return context
        .addToParent(
            parent ->
                Optional.of(
                    new TestClassDescriptor(parent, testClass, scenarios, tagging.tags(testClass))))
        .map(
            descriptor ->
                Resolution.match(
                    Match.exact(
                        descriptor,
                        () ->
                            childSelectors(
                                descriptor.getUniqueId(),
                                SCENARIO_SEGMENT_TYPE,
                                descriptor.scenarios().stream().map(ScenarioSpec::name)))))
        .orElse(unresolved());
  }

  /**
   * A test class that cannot run: a warning issue, and a test that fails with the same reason (see
   * {@link UnrunnableClassDescriptor} for why not an error).
   */
  private Resolution unrunnable(
      Class<?> testClass, String reason, @Nullable Throwable cause, Context context) {
    DiscoveryIssue.Builder issue =
        DiscoveryIssue.builder(WARNING, reason).source(ClassSource.from(testClass));
    if (cause != null) {
      issue.cause(cause);
    }
    issues.reportIssue(issue);
    return context
        .addToParent(
            parent ->
                Optional.of(
                    UnrunnableClassDescriptor.of(
                        parent, testClass, reason, cause, tagging.tags(testClass))))
        .map(descriptor -> Resolution.match(Match.exact(descriptor)))
        .orElse(unresolved());
  }

  Resolution scenario(Class<?> testClass, String scenarioName, Context context) {
    UniqueId classId = PipespecUniqueIds.forClass(engineId, testClass.getName());
    return context
        .addToParent(
            () -> selectUniqueId(classId),
            parent ->
                ((TestClassDescriptor) parent)
                    .scenario(scenarioName)
                    .map(
                        scenario ->
                            new ScenarioDescriptor(
                                (TestClassDescriptor) parent,
                                scenario,
                                scenario.declaringClass() == testClass
                                    ? Set.of()
                                    : tagging.tags(scenario.declaringClass()),
                                runners.of(testClass, scenario))))
        .map(
            descriptor ->
                Resolution.match(
                    Match.exact(
                        descriptor,
                        () ->
                            descriptor.runsOnSeveralRunners()
                                ? childSelectors(
                                    descriptor.getUniqueId(),
                                    RUNNER_SEGMENT_TYPE,
                                    descriptor.runners().stream())
                                : expectationSelectors(
                                    descriptor.getUniqueId(), descriptor.scenario()))))
        .orElse(unresolved());
  }

  /** One runner of a scenario that runs on several, with all of the scenario's expectations. */
  Resolution runner(Class<?> testClass, ScenarioSpec scenario, String runner, Context context) {
    UniqueId scenarioId = scenarioId(testClass, scenario.name());
    return context
        .addToParent(
            () -> selectUniqueId(scenarioId),
            parent -> Optional.of(new RunnerDescriptor((ScenarioDescriptor) parent, runner)))
        .map(
            descriptor ->
                Resolution.match(
                    Match.exact(
                        descriptor,
                        () -> expectationSelectors(descriptor.getUniqueId(), scenario))))
        .orElse(unresolved());
  }

  /**
   * An expectation: below its scenario, or, for a scenario on several runners, below {@code
   * runner}'s node, or below each runner's when no runner is given (a method selector).
   */
  Resolution expectation(
      Class<?> testClass,
      String scenarioName,
      String methodName,
      Optional<String> runner,
      Context context) {
    UniqueId scenarioId = scenarioId(testClass, scenarioName);
    List<String> scenarioRunners =
        suites
            .scenarios(testClass)
            .flatMap(
                scenarios ->
                    scenarios.stream().filter(s -> s.name().equals(scenarioName)).findFirst())
            .map(scenario -> runners.of(testClass, scenario))
            .orElse(List.of());
    if (scenarioRunners.size() <= 1) {
      return expectationBelow(scenarioId, methodName, context);
    }
    Set<Match> matches = new LinkedHashSet<>();
    for (String each : runner.map(List::of).orElse(scenarioRunners)) {
      matches.addAll(
          expectationBelow(PipespecUniqueIds.forRunner(scenarioId, each), methodName, context)
              .getMatches());
    }
    return matches.isEmpty() ? unresolved() : Resolution.matches(matches);
  }

  private Resolution expectationBelow(UniqueId parentId, String methodName, Context context) {
    return context
        .addToParent(
            () -> selectUniqueId(parentId),
            parent -> {
              ScenarioDescriptor scenario =
                  parent instanceof RunnerDescriptor runner
                      ? (ScenarioDescriptor) runner.getParent().orElseThrow()
                      : (ScenarioDescriptor) parent;
              return scenario
                  .expectation(methodName)
                  .flatMap(
                      expectation ->
                          ExpectationDescriptor.findMethod(expectation)
                              .map(
                                  method ->
                                      parent instanceof RunnerDescriptor runner
                                          ? new ExpectationDescriptor(
                                              runner, expectation, method, tagging.tags(method))
                                          : new ExpectationDescriptor(
                                              scenario,
                                              expectation,
                                              method,
                                              tagging.tags(method))));
            })
        .map(descriptor -> Resolution.match(Match.exact(descriptor)))
        .orElse(unresolved());
  }

  private UniqueId scenarioId(Class<?> testClass, String scenarioName) {
    return PipespecUniqueIds.forScenario(
        PipespecUniqueIds.forClass(engineId, testClass.getName()), scenarioName);
  }

  /** The selectors of every expectation of {@code scenario}, below {@code parentId}. */
  private static Set<DiscoverySelector> expectationSelectors(
      UniqueId parentId, ScenarioSpec scenario) {
    return childSelectors(
        parentId,
        EXPECTATION_SEGMENT_TYPE,
        scenario.expectations().stream().map(ExpectationSpec::methodName));
  }

  private static Set<DiscoverySelector> childSelectors(
      UniqueId parentId, String segmentType, Stream<String> names) {
    return names
        .map(name -> selectUniqueId(parentId.append(segmentType, name)))
        .collect(toCollection(LinkedHashSet::new));
  }
}
