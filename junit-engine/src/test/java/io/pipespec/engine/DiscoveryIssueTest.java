package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;

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
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/** What discovery reports, instead of skipping silently, when a test class cannot be run. */
class DiscoveryIssueTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.issues";

  @TempDir Path directory;

  @Test
  void pipelineTestWithoutSuiteNamesThePomLinesToAdd() throws Exception {
    String name = PACKAGE + ".WithoutSuiteTest";
    try (URLClassLoader loader =
        FixtureCompiler.compile(directory, Map.of(name, pipelineTest("WithoutSuiteTest")))) {
      Class<?> testClass = loader.loadClass(name);

      DiscoveryIssue issue = onlyIssue(selectClass(testClass));

      assertThat(issue.severity()).isEqualTo(Severity.ERROR);
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
            onlyIssue(
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
      DiscoveryIssue issue = onlyIssue(selectClass(loader.loadClass(name)));

      assertThat(issue.severity()).isEqualTo(Severity.ERROR);
      assertThat(issue.message())
          .isEqualTo(
              "The class "
                  + PACKAGE
                  + ".Pipespec_ImpostorTest does not implement"
                  + " io.pipespec.runtime.spec.PipespecSuite, so it is not the suite of the"
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
                    + " io.pipespec.runtime.spec.PipespecSuite {\n"
                    + "  public Pipespec_BrokenTest() { throw new IllegalStateException(\"no\");"
                    + " }\n"
                    + "  public Class<?> testClass() { return BrokenTest.class; }\n"
                    + "  public java.util.List<io.pipespec.runtime.spec.ScenarioSpec> scenarios()"
                    + " {\n"
                    + "    return java.util.List.of();\n"
                    + "  }\n"
                    + "}\n"))) {
      Class<?> testClass = loader.loadClass(name);

      DiscoveryIssue issue = onlyIssue(selectClass(testClass));

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

  private static DiscoveryIssue onlyIssue(DiscoverySelector selector) {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selector).discover();
    assertThat(results.getEngineDescriptor().getChildren()).isEmpty();
    List<DiscoveryIssue> issues = results.getDiscoveryIssues();
    assertThat(issues).hasSize(1);
    return issues.get(0);
  }
}
