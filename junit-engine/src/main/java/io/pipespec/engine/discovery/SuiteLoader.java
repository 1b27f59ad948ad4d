package io.pipespec.engine.discovery;

import io.pipespec.engine.config.EngineVersion;
import io.pipespec.engine.descriptor.ExpectationDescriptor;
import io.pipespec.grammar.SuiteName;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.PipespecSuite;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.lang.reflect.InvocationTargetException;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * Loads the suite generated for a {@code @PipelineTest} or {@code @FunctionTest} class and reads
 * its scenarios. Every way this can go wrong gives the reason the class cannot run, which the
 * resolver reports, never a silent skip: a test class whose tests do not run must say why.
 *
 * <p>Each class is loaded once per discovery, whichever selectors reach it.
 */
final class SuiteLoader {

  /** The scenarios of a test class, or why it cannot run. */
  sealed interface LoadedSuite {}

  /** A suite that matches its class. */
  record Loaded(List<ScenarioSpec> scenarios) implements LoadedSuite {}

  /** Why the class cannot run, and what to do about it; {@code cause} may be null. */
  record Unrunnable(String reason, @Nullable Throwable cause) implements LoadedSuite {}

  private final Map<Class<?>, LoadedSuite> loaded = new HashMap<>();

  /** The scenarios of {@code testClass}, or why they cannot be had. */
  LoadedSuite load(Class<?> testClass) {
    return loaded.computeIfAbsent(testClass, SuiteLoader::read);
  }

  /** The scenarios of {@code testClass}, if its suite can be used. */
  Optional<List<ScenarioSpec>> scenarios(Class<?> testClass) {
    return load(testClass) instanceof Loaded loaded
        ? Optional.of(loaded.scenarios())
        : Optional.empty();
  }

  private static LoadedSuite read(Class<?> testClass) {
    String suiteName = SuiteName.binaryName(testClass);
    Class<?> suiteClass;
    try {
      suiteClass = Class.forName(suiteName, true, classLoaderOf(testClass));
    } catch (ClassNotFoundException e) {
      return unrunnable(missingSuite(testClass, suiteName), null);
    } catch (LinkageError e) {
      return unrunnable(
          theSuite(testClass, suiteName)
              + " cannot be loaded: "
              + e
              + ". Recompile the test sources (mvn clean"
              + " test-compile) so that the suite and the classes it uses agree.",
          e);
    }
    if (!PipespecSuite.class.isAssignableFrom(suiteClass)) {
      return unrunnable(
          "The class "
              + suiteName
              + " does not implement "
              + PipespecSuite.class.getName()
              + ", so it is not the suite of the "
              + TestClasses.kind(testClass)
              + " class "
              + testClass.getName()
              + ". Names starting with "
              + SuiteName.PREFIX
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
      return unrunnable(
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
      return unrunnable(theSuite(testClass, suiteName) + " failed to build its scenarios: " + e, e);
    }
    Optional<String> staleness =
        scenarios == null
            ? Optional.<String>empty()
            : SuiteFreshness.staleness(testClass, scenarios);
    if (staleness.isPresent()) {
      return unrunnable(
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
      return unrunnable(
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
    return new Loaded(List.copyOf(scenarios));
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

  private static LoadedSuite cannotInstantiate(
      Class<?> testClass, String suiteName, Throwable cause) {
    return unrunnable(
        theSuite(testClass, suiteName)
            + " cannot be instantiated: "
            + cause
            + ". Generated suites are public with a"
            + " public constructor without parameters; recompile the test sources (mvn clean"
            + " test-compile).",
        cause);
  }

  private static LoadedSuite unrunnable(String message, @Nullable Throwable cause) {
    return new Unrunnable(message, cause);
  }

  static ClassLoader classLoaderOf(Class<?> type) {
    ClassLoader loader = type.getClassLoader();
    return loader != null ? loader : ClassLoader.getSystemClassLoader();
  }

  /** "The suite Pipespec_X of the @PipelineTest class com.example.X", for messages. */
  private static String theSuite(Class<?> testClass, String suiteName) {
    return "The suite "
        + suiteName
        + " of the "
        + TestClasses.kind(testClass)
        + " class "
        + testClass.getName();
  }
}
