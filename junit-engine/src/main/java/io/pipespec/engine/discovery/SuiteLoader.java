package io.pipespec.engine.discovery;

import static org.junit.platform.engine.DiscoveryIssue.Severity.ERROR;

import io.pipespec.engine.config.EngineVersion;
import io.pipespec.engine.descriptor.ExpectationDescriptor;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.PipespecSuite;
import io.pipespec.runtime.spec.ScenarioSpec;
import io.pipespec.runtime.spec.SuiteNames;
import java.lang.reflect.InvocationTargetException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;

/**
 * Loads the suite generated for a {@code @PipelineTest} or {@code @FunctionTest} class and reads
 * its scenarios. Every way this can go wrong is a discovery issue with the class as its source,
 * never a silent skip: a test class whose tests do not run must say why.
 *
 * <p>Each class is loaded once per discovery, whichever selectors reach it.
 */
final class SuiteLoader {

  private final DiscoveryIssueReporter issues;
  private final Map<Class<?>, Optional<List<ScenarioSpec>>> loaded = new HashMap<>();

  SuiteLoader(DiscoveryIssueReporter issues) {
    this.issues = issues;
  }

  /** The scenarios of {@code testClass}; empty, with an issue reported, when they cannot be had. */
  Optional<List<ScenarioSpec>> scenarios(Class<?> testClass) {
    return loaded.computeIfAbsent(testClass, this::load);
  }

  private Optional<List<ScenarioSpec>> load(Class<?> testClass) {
    String suiteName = SuiteNames.suiteClassName(testClass);
    Class<?> suiteClass;
    try {
      suiteClass = Class.forName(suiteName, true, classLoaderOf(testClass));
    } catch (ClassNotFoundException e) {
      return report(testClass, missingSuite(testClass, suiteName), null);
    } catch (LinkageError e) {
      return report(
          testClass,
          "The suite "
              + suiteName
              + " of the "
              + TestClasses.kind(testClass)
              + " class "
              + testClass.getName()
              + " cannot be loaded: "
              + e
              + ". Recompile the test sources (mvn clean"
              + " test-compile) so that the suite and the classes it uses agree.",
          e);
    }
    if (!PipespecSuite.class.isAssignableFrom(suiteClass)) {
      return report(
          testClass,
          "The class "
              + suiteName
              + " does not implement "
              + PipespecSuite.class.getName()
              + ", so it is not the suite of the "
              + TestClasses.kind(testClass)
              + " class "
              + testClass.getName()
              + ". Names starting with "
              + SuiteNames.PREFIX
              + " are reserved for the classes"
              + " the Pipespec processor generates: rename that class.",
          null);
    }
    PipespecSuite suite;
    try {
      suite = (PipespecSuite) suiteClass.getConstructor().newInstance();
    } catch (InvocationTargetException e) {
      return cannotInstantiate(testClass, suiteName, e.getTargetException());
    } catch (ReflectiveOperationException | RuntimeException | LinkageError e) {
      return cannotInstantiate(testClass, suiteName, e);
    }
    if (suite.testClass() != testClass) {
      return report(
          testClass,
          "The suite "
              + suiteName
              + " was generated for "
              + suite.testClass().getName()
              + ", not for "
              + testClass.getName()
              + "; it is out of date. Recompile the test"
              + " sources (mvn clean test-compile).",
          null);
    }
    List<ScenarioSpec> scenarios;
    try {
      scenarios = suite.scenarios();
    } catch (RuntimeException | LinkageError e) {
      return report(
          testClass,
          "The suite "
              + suiteName
              + " of the "
              + TestClasses.kind(testClass)
              + " class "
              + testClass.getName()
              + " failed to build its scenarios: "
              + e,
          e);
    }
    Optional<String> staleness =
        scenarios == null
            ? Optional.<String>empty()
            : SuiteFreshness.staleness(testClass, scenarios);
    if (staleness.isPresent()) {
      return report(
          testClass,
          "The suite "
              + suiteName
              + " was generated from an older version of the "
              + TestClasses.kind(testClass)
              + " class "
              + testClass.getName()
              + ": "
              + staleness.get()
              + ". Recompile the test sources with the Pipespec processor (mvn clean"
              + " test-compile); in an IDE, enable annotation processing so that the suite is"
              + " regenerated whenever the class is compiled.",
          null);
    }
    Optional<String> inconsistency = inconsistency(scenarios);
    if (inconsistency.isPresent()) {
      return report(
          testClass,
          "The suite "
              + suiteName
              + " does not match the "
              + TestClasses.kind(testClass)
              + " class "
              + testClass.getName()
              + ": "
              + inconsistency.get()
              + ". The suite is out of date;"
              + " recompile the test sources (mvn clean test-compile).",
          null);
    }
    return Optional.of(List.copyOf(scenarios));
  }

  /** What makes {@code scenarios} unusable as a tree of unique ids and method sources, if any. */
  private static Optional<String> inconsistency(List<ScenarioSpec> scenarios) {
    if (scenarios == null || scenarios.isEmpty()) {
      return Optional.of("it declares no scenario");
    }
    Set<String> scenarioNames = new HashSet<>();
    for (ScenarioSpec scenario : scenarios) {
      if (!scenarioNames.add(scenario.name())) {
        return Optional.of("two scenarios are named " + scenario.name());
      }
      Set<String> methodNames = new HashSet<>();
      for (ExpectationSpec expectation : scenario.expectations()) {
        if (!methodNames.add(expectation.methodName())) {
          return Optional.of(
              "the scenario "
                  + scenario.name()
                  + " has two expectations named "
                  + expectation.methodName());
        }
        if (ExpectationDescriptor.findMethod(expectation).isEmpty()) {
          return Optional.of(
              "the expectation method "
                  + expectation.declaringClass().getName()
                  + "."
                  + expectation.methodName()
                  + "() does not exist, or is overloaded");
        }
      }
    }
    return Optional.empty();
  }

  private static String missingSuite(Class<?> testClass, String suiteName) {
    return "The "
        + TestClasses.kind(testClass)
        + " class "
        + testClass.getName()
        + " has no generated suite: "
        + suiteName
        + " is not on the test class path, so its tests cannot run. The Pipespec"
        + " annotation processor generates the suite when the test sources are compiled; add"
        + " it to the maven-compiler-plugin <configuration> in your pom.xml (beside any other"
        + " <path> already there):\n"
        + "  <annotationProcessorPaths>\n"
        + "    <path>\n"
        + "      <groupId>io.pipespec</groupId>\n"
        + "      <artifactId>pipespec-processor</artifactId>\n"
        + "      <version>"
        + EngineVersion.get()
        + "</version>\n"
        + "    </path>\n"
        + "  </annotationProcessorPaths>\n"
        + "then recompile the tests (mvn clean test-compile). With Gradle, add"
        + " testAnnotationProcessor(\"io.pipespec:pipespec-processor:"
        + EngineVersion.get()
        + "\") to the dependencies.";
  }

  private Optional<List<ScenarioSpec>> cannotInstantiate(
      Class<?> testClass, String suiteName, Throwable cause) {
    return report(
        testClass,
        "The suite "
            + suiteName
            + " of the "
            + TestClasses.kind(testClass)
            + " class "
            + testClass.getName()
            + " cannot be instantiated: "
            + cause
            + ". Generated suites are public with a"
            + " public constructor without parameters; recompile the test sources (mvn clean"
            + " test-compile).",
        cause);
  }

  private Optional<List<ScenarioSpec>> report(Class<?> testClass, String message, Throwable cause) {
    DiscoveryIssue.Builder issue =
        DiscoveryIssue.builder(ERROR, message).source(ClassSource.from(testClass));
    if (cause != null) {
      issue.cause(cause);
    }
    issues.reportIssue(issue);
    return Optional.empty();
  }

  static ClassLoader classLoaderOf(Class<?> type) {
    ClassLoader loader = type.getClassLoader();
    return loader != null ? loader : ClassLoader.getSystemClassLoader();
  }
}
