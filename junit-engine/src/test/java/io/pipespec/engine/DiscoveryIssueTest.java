package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;

import io.pipespec.engine.platform.PipespecTestEngine;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.engine.DiscoverySelector;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/** What discovery reports, instead of skipping silently, when a test class cannot be run. */
class DiscoveryIssueTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.issues";
  private static final String SINGLE = "io.pipespec.engine.fixtures.single.WordLengthsTest";
  private static final String NESTED = "io.pipespec.engine.fixtures.nested.WordCountTest";

  @TempDir Path directory;

  @Test
  void pipelineTestWithoutSuiteNamesThePomLinesToAdd() throws Exception {
    String name = PACKAGE + ".WithoutSuiteTest";
    try (URLClassLoader loader =
        FixtureCompiler.compile(directory, Map.of(name, pipelineTest("WithoutSuiteTest")))) {
      Class<?> testClass = loader.loadClass(name);

      DiscoveryIssue issue = issueOfUnrunnableClass(selectClass(testClass));

      assertThat(issue.severity()).isEqualTo(Severity.WARNING);
      assertThat(issue.source()).hasValue(ClassSource.from(testClass));
      assertThat(issue.message())
          .startsWith(
              "The @PipelineTest class "
                  + name
                  + " has no generated suite: "
                  + PACKAGE
                  + ".Pipespec_WithoutSuiteTest is not on the test class path");
      assertThat(issue.message())
          .contains(
              "  <annotationProcessorPaths>\n"
                  + "    <path>\n"
                  + "      <groupId>io.pipespec</groupId>\n"
                  + "      <artifactId>pipespec-processor</artifactId>\n"
                  + "      <version>"
                  + engineVersion()
                  + "</version>\n"
                  + "    </path>\n"
                  + "  </annotationProcessorPaths>\n");
    }
  }

  @Test
  void pipelineTestWithoutSuiteIsReportedWhenScanningTooNotSkipped() throws Exception {
    String name = PACKAGE + ".ScannedWithoutSuiteTest";
    try (URLClassLoader loader =
        FixtureCompiler.compile(directory, Map.of(name, pipelineTest("ScannedWithoutSuiteTest")))) {
      ClassLoader previous = Thread.currentThread().getContextClassLoader();
      // Class path scanning loads classes through the context class loader.
      Thread.currentThread().setContextClassLoader(loader);
      try {
        DiscoveryIssue issue =
            issueOfUnrunnableClass(
                selectClasspathRoots(Set.of(FixtureCompiler.classesDirectory(directory))).get(0));
        assertThat(issue.source()).hasValue(ClassSource.from(loader.loadClass(name)));
        assertThat(issue.message()).contains("has no generated suite");
      } finally {
        Thread.currentThread().setContextClassLoader(previous);
      }
    }
  }

  @Test
  void classNamedLikeASuiteButNotOneIsAnIssue() throws Exception {
    String name = PACKAGE + ".ImpostorTest";
    try (URLClassLoader loader =
        FixtureCompiler.compile(
            directory,
            Map.of(
                name,
                pipelineTest("ImpostorTest"),
                PACKAGE + ".Pipespec_ImpostorTest",
                "package " + PACKAGE + "; public class Pipespec_ImpostorTest {}"))) {
      DiscoveryIssue issue = issueOfUnrunnableClass(selectClass(loader.loadClass(name)));

      assertThat(issue.severity()).isEqualTo(Severity.WARNING);
      assertThat(issue.message())
          .isEqualTo(
              "The class "
                  + PACKAGE
                  + ".Pipespec_ImpostorTest does not implement"
                  + " io.pipespec.runtime.suite.PipespecSuite, so it is not the suite of the"
                  + " @PipelineTest class "
                  + name
                  + ". Names starting with Pipespec_ are reserved"
                  + " for the classes the Pipespec processor generates: rename that class.");
    }
  }

  @Test
  void suiteThatCannotBeInstantiatedIsAnIssueWithTheCause() throws Exception {
    String name = PACKAGE + ".BrokenTest";
    try (URLClassLoader loader =
        FixtureCompiler.compile(
            directory,
            Map.of(
                name,
                pipelineTest("BrokenTest"),
                PACKAGE + ".Pipespec_BrokenTest",
                "package "
                    + PACKAGE
                    + ";\n"
                    + "public final class Pipespec_BrokenTest implements"
                    + " io.pipespec.runtime.suite.PipespecSuite {\n"
                    + "  public Pipespec_BrokenTest() { throw new IllegalStateException(\"no\");"
                    + " }\n"
                    + "  public Class<?> testClass() { return BrokenTest.class; }\n"
                    + "  public java.util.List<io.pipespec.runtime.suite.ScenarioSpec> scenarios()"
                    + " {\n"
                    + "    return java.util.List.of();\n"
                    + "  }\n"
                    + "}\n"))) {
      Class<?> testClass = loader.loadClass(name);

      DiscoveryIssue issue = issueOfUnrunnableClass(selectClass(testClass));

      assertThat(issue.source()).hasValue(ClassSource.from(testClass));
      assertThat(issue.message())
          .startsWith(
              "The suite "
                  + PACKAGE
                  + ".Pipespec_BrokenTest of the @PipelineTest class "
                  + name
                  + " cannot be instantiated: java.lang.IllegalStateException: no.");
      assertThat(issue.cause().orElseThrow()).isInstanceOf(IllegalStateException.class);
    }
  }

  @Test
  void selectedClassThatCannotBeLoadedIsAnIssue() throws Exception {
    String name = PACKAGE + ".OrphanTest";
    try (URLClassLoader loader =
        FixtureCompiler.compile(
            directory,
            Map.of(
                name,
                "package "
                    + PACKAGE
                    + ";\n"
                    + "@io.pipespec.PipelineTest public class OrphanTest extends Parent {}\n",
                PACKAGE + ".Parent",
                "package " + PACKAGE + "; public class Parent {}\n"))) {
      Files.delete(
          FixtureCompiler.classesDirectory(directory)
              .resolve(PACKAGE.replace('.', '/'))
              .resolve("Parent.class"));

      DiscoveryIssue issue = onlyIssue(selectClass(loader, name));

      assertThat(issue.severity()).isEqualTo(Severity.ERROR);
      assertThat(issue.source()).hasValue(ClassSource.from(name));
      assertThat(issue.message())
          .startsWith("The class " + name + " was selected but cannot be loaded:");
      assertThat(issue.message()).contains("Parent");
      assertThat(issue.cause().orElseThrow()).isInstanceOf(NoClassDefFoundError.class);
    }
  }

  @Test
  void methodSelectorNamingNoMethodOfTheClassIsAnErrorListingItsExpectations() {
    DiscoveryIssue issue = onlyIssue(selectMethod(SINGLE + "#nope"));

    assertThat(issue.severity()).isEqualTo(Severity.ERROR);
    assertThat(issue.source()).hasValue(MethodSource.from(SINGLE, "nope"));
    assertThat(issue.message())
        .isEqualTo(
            SINGLE
                + " has no expectation method nope(), so the selector "
                + SINGLE
                + "#nope selects nothing. Its expectations are: oneLengthPerWord,"
                + " noEmptyWord.");
  }

  @Test
  void methodSelectorNamingNoMethodOfAScenarioClassListsTheScenariosExpectations() {
    DiscoveryIssue issue = onlyIssue(selectMethod(NESTED + "$TwoLines#nope"));

    assertThat(issue.severity()).isEqualTo(Severity.ERROR);
    assertThat(issue.message())
        .isEqualTo(
            NESTED
                + "$TwoLines has no expectation method nope(), so the selector "
                + NESTED
                + "$TwoLines#nope selects nothing. Its expectations are: counts, allPositive.");
  }

  @Test
  void methodSelectorNamingAMethodThatIsNoExpectationSaysSo() {
    DiscoveryIssue issue = onlyIssue(selectMethod(SINGLE + "#lengths"));

    assertThat(issue.message())
        .isEqualTo(
            SINGLE
                + "#lengths() is not an expectation (it has no expectation annotation), so the"
                + " selector "
                + SINGLE
                + "#lengths selects nothing. Its expectations are: oneLengthPerWord,"
                + " noEmptyWord.");
  }

  @Test
  void methodSelectorOnATestClassWithScenariosPointsToTheScenarioClasses() {
    DiscoveryIssue issue = onlyIssue(selectMethod(NESTED + "#counts"));

    assertThat(issue.message())
        .isEqualTo(
            NESTED
                + " has no expectation method counts(), so the selector "
                + NESTED
                + "#counts selects nothing. Its expectations are declared in its @Scenario"
                + " classes: "
                + NESTED
                + "$TwoLines#counts, "
                + NESTED
                + "$TwoLines#allPositive, "
                + NESTED
                + "$NoLines#counts.");
  }

  /**
   * The platform reports a unique id that no engine resolves as "could not be resolved"; the engine
   * makes the selector fail instead, so that the issue's cause says what the class does have.
   */
  @Test
  void uniqueIdOfAnExpectationThatDoesNotExistIsAnErrorListingTheScenariosExpectations() {
    String scenarioId = "[engine:pipespec]/[class:" + NESTED + "]/[scenario:TwoLines]";

    DiscoveryIssue issue = onlyIssue(selectUniqueId(scenarioId + "/[expectation:nope]"));

    assertThat(issue.severity()).isEqualTo(Severity.ERROR);
    assertThat(issue.message()).endsWith("resolution failed");
    assertThat(issue.cause().orElseThrow())
        .hasMessageThat()
        .isEqualTo(
            "The scenario TwoLines of "
                + NESTED
                + " has no expectation nope, so the selector "
                + scenarioId
                + "/[expectation:nope] selects nothing. Its expectations are: counts,"
                + " allPositive.");
  }

  @Test
  void uniqueIdOfAScenarioThatDoesNotExistIsAnErrorListingTheScenarios() {
    String classId = "[engine:pipespec]/[class:" + NESTED + "]";

    DiscoveryIssue issue = onlyIssue(selectUniqueId(classId + "/[scenario:Nope]"));

    assertThat(issue.cause().orElseThrow())
        .hasMessageThat()
        .isEqualTo(
            NESTED
                + " has no scenario Nope, so the selector "
                + classId
                + "/[scenario:Nope] selects nothing. Its scenarios are: TwoLines, NoLines.");
  }

  @Test
  void methodSelectorOfAnotherEnginesTestMethodInATestClassIsLeftToThatEngine() throws Exception {
    String name = PACKAGE + ".MixedTest";
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory,
            Map.of(
                name,
                "package "
                    + PACKAGE
                    + ";\n"
                    + "import io.pipespec.*;\n"
                    + "import java.util.List;\n"
                    + "import org.apache.beam.sdk.values.PCollection;\n"
                    + "@PipelineTest public class MixedTest {\n"
                    + "  @UnderTest static PCollection<String> same(PCollection<String> in) {"
                    + " return in; }\n"
                    + "  @Input static final List<String> in = List.of(\"a\");\n"
                    + "  @ExpectContains(\"a\") void passesThrough() {}\n"
                    + "  @org.junit.jupiter.api.Test void jupiterTest() {}\n"
                    + "}\n"))) {
      EngineDiscoveryResults results =
          EngineTestKit.engine("pipespec")
              .selectors(selectMethod(loader.loadClass(name), "jupiterTest"))
              .discover();

      assertThat(results.getDiscoveryIssues()).isEmpty();
      assertThat(results.getEngineDescriptor().getChildren()).isEmpty();
    }
  }

  @Test
  void engineKnowsItsReleasedVersionForTheMessages() {
    assertThat(engineVersion()).matches("\\d+\\.\\d+\\.\\d+(-SNAPSHOT)?");
  }

  private static String engineVersion() {
    return new PipespecTestEngine().getVersion().orElseThrow();
  }

  private static String pipelineTest(String simpleName) {
    return "package "
        + PACKAGE
        + ";\n@io.pipespec.PipelineTest public class "
        + simpleName
        + " {}\n";
  }

  /**
   * The one issue of a selected class that cannot run; the class is in the tree with one test,
   * which fails with the same message, so that the build fails while healthy classes still run.
   */
  private static DiscoveryIssue issueOfUnrunnableClass(DiscoverySelector selector) {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selector).discover();
    List<DiscoveryIssue> issues = results.getDiscoveryIssues();
    assertThat(issues).hasSize(1);
    assertThat(results.getEngineDescriptor().getChildren()).hasSize(1);
    TestDescriptor node = results.getEngineDescriptor().getChildren().iterator().next();
    assertThat(node.getType()).isEqualTo(TestDescriptor.Type.CONTAINER);
    assertThat(node.getSource()).isEqualTo(issues.get(0).source());
    assertThat(node.getChildren()).hasSize(1);
    TestDescriptor test = node.getChildren().iterator().next();
    assertThat(test.getType()).isEqualTo(TestDescriptor.Type.TEST);
    assertThat(test.getDisplayName()).isEqualTo("class cannot run");
    return issues.get(0);
  }

  /** The one issue of a selector that selects nothing. */
  private static DiscoveryIssue onlyIssue(DiscoverySelector selector) {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selector).discover();
    assertThat(results.getEngineDescriptor().getChildren()).isEmpty();
    List<DiscoveryIssue> issues = results.getDiscoveryIssues();
    assertThat(issues).hasSize(1);
    return issues.get(0);
  }
}
