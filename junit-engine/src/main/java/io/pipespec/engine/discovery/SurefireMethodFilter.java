package io.pipespec.engine.discovery;

import static java.util.stream.Collectors.joining;
import static org.junit.platform.engine.DiscoveryIssue.Severity.WARNING;

import io.pipespec.engine.descriptor.ClassDescriptor;
import io.pipespec.engine.descriptor.ScenarioDescriptor;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.regex.Pattern;
import org.junit.platform.engine.ConfigurationParameters;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.discovery.DiscoveryIssueReporter;

/**
 * A hint for Surefire's {@code -Dtest=Class#method}, which Surefire applies after discovery, where
 * no engine sees it, matching an expectation by the class that declares it: {@code
 * WordCountTest#counts} selects none of the expectations of WordCountTest's {@code @Scenario}
 * classes, and the build passes with {@code Tests run: 0}. Surefire hands its {@code test} property
 * to the tests' JVM, where the configuration parameters read it; for a pattern without wildcards
 * whose class is a selected test class and whose method names no expectation that class declares,
 * discovery says, in one warning, how to select what the user meant.
 */
final class SurefireMethodFilter {

  /** The property Surefire's {@code -Dtest} sets. */
  static final String TEST_PROPERTY = "test";

  private static final Pattern COMMA = Pattern.compile(",");

  private SurefireMethodFilter() {}

  /** Warns of each pattern of {@code test} that selects no expectation of a selected class. */
  static void check(
      ConfigurationParameters parameters, TestDescriptor engine, DiscoveryIssueReporter issues) {
    Optional<String> test = parameters.get(TEST_PROPERTY);
    if (test.isEmpty()) {
      return;
    }
    COMMA
        .splitAsStream(test.get())
        .forEach(pattern -> hint(pattern.trim(), engine).ifPresent(issues::reportIssue));
  }

  private static Optional<DiscoveryIssue> hint(String pattern, TestDescriptor engine) {
    int hash = pattern.indexOf('#');
    if (hash <= 0 || pattern.matches(".*[*?!%\\[\\]$+].*")) {
      return Optional.empty();
    }
    String classPart = pattern.substring(0, hash);
    String method = pattern.substring(hash + 1);
    for (TestDescriptor child : engine.getChildren()) {
      if (!(child instanceof ClassDescriptor testClass)
          || !names(testClass.testClass(), classPart)) {
        continue;
      }
      List<ScenarioSpec> scenarios = scenarios(testClass);
      boolean declared =
          scenarios.stream()
              .flatMap(scenario -> scenario.expectations().stream())
              .anyMatch(
                  expectation ->
                      expectation.declaringClass() == testClass.testClass()
                          && expectation.methodName().equals(method));
      if (declared) {
        return Optional.empty();
      }
      return Optional.of(
          DiscoveryIssue.builder(WARNING, message(pattern, classPart, method, testClass, scenarios))
              .source(ClassSource.from(testClass.testClass()))
              .build());
    }
    return Optional.empty();
  }

  private static String message(
      String pattern,
      String classPart,
      String method,
      ClassDescriptor testClass,
      List<ScenarioSpec> scenarios) {
    String name = testClass.testClass().getName();
    List<String> nested = new ArrayList<>();
    for (ScenarioSpec scenario : scenarios) {
      boolean declares =
          scenario.expectations().stream()
              .anyMatch(
                  e ->
                      e.methodName().equals(method)
                          && e.declaringClass() == scenario.declaringClass()
                          && scenario.declaringClass() != testClass.testClass());
      if (declares) {
        nested.add(
            "-Dtest='"
                + classPart
                + "$"
                + scenario.declaringClass().getSimpleName()
                + "#"
                + method
                + "'");
      }
    }
    String start = "-Dtest=" + pattern + " selects no expectation: ";
    if (!nested.isEmpty()) {
      return start
          + "Surefire matches an expectation by the class that declares it, and "
          + method
          + " is declared in @Scenario classes of "
          + name
          + ". Select it with "
          + String.join(" or ", nested)
          + ".";
    }
    Optional<ScenarioSpec> scenario =
        scenarios.stream()
            .filter(s -> s.declaringClass() != testClass.testClass())
            .filter(
                s ->
                    s.declaringClass()
                        .getSimpleName()
                        .toLowerCase(Locale.ROOT)
                        .equals(method.toLowerCase(Locale.ROOT)))
            .findFirst();
    if (scenario.isPresent()) {
      return start
          + method
          + " is a @Scenario class of "
          + name
          + ": select its expectations with -Dtest='"
          + classPart
          + "$"
          + scenario.get().declaringClass().getSimpleName()
          + "'.";
    }
    return start
        + name
        + " has no expectation "
        + method
        + "; its expectations are "
        + scenarios.stream()
            .flatMap(s -> s.expectations().stream())
            .map(e -> e.declaringClass().getSimpleName() + "#" + e.methodName())
            .distinct()
            .collect(joining(", "))
        + ".";
  }

  /** Whether Surefire's class part {@code classPart} names {@code type}. */
  private static boolean names(Class<?> type, String classPart) {
    String normalized = classPart.replace('/', '.');
    if (normalized.endsWith(".java") || normalized.endsWith(".class")) {
      normalized = normalized.substring(0, normalized.lastIndexOf('.'));
    }
    return type.getName().equals(normalized) || type.getSimpleName().equals(normalized);
  }

  private static List<ScenarioSpec> scenarios(ClassDescriptor testClass) {
    List<ScenarioSpec> scenarios = new ArrayList<>();
    for (TestDescriptor child : testClass.getChildren()) {
      if (child instanceof ScenarioDescriptor scenario) {
        scenarios.add(scenario.scenario());
      }
    }
    return scenarios;
  }
}
