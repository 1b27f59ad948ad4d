package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * Classes compiled with the real processor, some then recompiled without it, as an IDE with
 * annotation processing off does: the old suite must be reported, never run as if current.
 */
class RecompiledClassTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.recompiled";

  @TempDir Path directory;

  @Test
  void expectationAddedWithoutRegeneratingTheSuiteIsAnIssue() throws Exception {
    String name = PACKAGE + ".GrowingTest";
    FixtureCompiler.compileWithProcessor(
            directory,
            Map.of(name, lengthsTest("GrowingTest", "@ExpectContains(\"1\") void one() {}")))
        .close();
    try (URLClassLoader loader =
        FixtureCompiler.recompileWithoutProcessor(
            directory,
            Map.of(
                name,
                lengthsTest(
                    "GrowingTest",
                    "@ExpectContains(\"1\") void one() {}\n"
                        + "  @ExpectEmpty void added() {}")))) {
      Class<?> testClass = loader.loadClass(name);

      DiscoveryIssue issue = onlyIssue(testClass);

      assertThat(issue.severity()).isEqualTo(Severity.WARNING);
      assertThat(issue.source()).hasValue(ClassSource.from(testClass));
      assertThat(issue.message())
          .isEqualTo(
              "The suite "
                  + PACKAGE
                  + ".Pipespec_GrowingTest was generated from an older version of the"
                  + " @PipelineTest class "
                  + name
                  + ": the class declares the expectation "
                  + name
                  + "#added, which the suite lacks. Recompile the test sources with the"
                  + " Pipespec processor (mvn clean test-compile); in an IDE, enable annotation"
                  + " processing so that the suite is regenerated whenever the class is"
                  + " compiled.");
    }
  }

  @Test
  void expectationAnnotationRemovedAndScenarioAddedAreIssues() throws Exception {
    String name = PACKAGE + ".ChangingTest";
    FixtureCompiler.compileWithProcessor(
            directory,
            Map.of(
                name,
                lengthsTest(
                    "ChangingTest",
                    """
                    @Scenario static class First {
                        @ExpectContains("1") void one() {}
                        @ExpectEmpty void none() {}
                      }\
                    """)))
        .close();
    try (URLClassLoader loader =
        FixtureCompiler.recompileWithoutProcessor(
            directory,
            Map.of(
                name,
                lengthsTest(
                    "ChangingTest",
                    """
                    @Scenario static class First {
                        @ExpectContains("1") void one() {}
                        void none() {}
                      }
                      @Scenario static class Second {
                        @ExpectContains("1") void one() {}
                      }\
                    """)))) {
      DiscoveryIssue issue = onlyIssue(loader.loadClass(name));

      assertThat(issue.message())
          .contains(
              ": the class declares the scenario "
                  + name
                  + "$Second, which the suite lacks; the suite has the expectation "
                  + name
                  + "$First#none, which the class no longer declares.");
    }
  }

  @Test
  void classesOfOneSimpleNameInTwoPackagesAreNamedInFull() throws Exception {
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory,
            Map.of(
                PACKAGE + ".a.TwinTest",
                lengthsTest("a", "TwinTest", "@ExpectContains(\"1\") void one() {}"),
                PACKAGE + ".b.TwinTest",
                lengthsTest("b", "TwinTest", "@ExpectContains(\"1\") void one() {}"),
                PACKAGE + ".b.OnlyTest",
                lengthsTest("b", "OnlyTest", "@ExpectContains(\"1\") void one() {}")))) {
      EngineDiscoveryResults results =
          EngineTestKit.engine("pipespec")
              .selectors(
                  selectClass(loader.loadClass(PACKAGE + ".a.TwinTest")),
                  selectClass(loader.loadClass(PACKAGE + ".b.OnlyTest")),
                  selectClass(loader.loadClass(PACKAGE + ".b.TwinTest")))
              .discover();

      assertThat(results.getDiscoveryIssues()).isEmpty();
      assertThat(
              results.getEngineDescriptor().getChildren().stream()
                  .map(child -> child.getDisplayName() + " " + child.getChildren().size())
                  .toList())
          .containsExactly(PACKAGE + ".a.TwinTest 1", "OnlyTest 1", PACKAGE + ".b.TwinTest 1")
          .inOrder();
    }
  }

  private static String lengthsTest(String simpleName, String body) {
    return lengthsTest(null, simpleName, body);
  }

  /** A single-input test of String::length, with {@code body} below its @UnderTest and @Input. */
  private static String lengthsTest(String subPackage, String simpleName, String body) {
    return LengthsFixture.source(
        PACKAGE + (subPackage == null ? "" : "." + subPackage), simpleName, body);
  }

  private static DiscoveryIssue onlyIssue(Class<?> testClass) {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(testClass)).discover();
    // The class is one test that fails with the issue's message (UnrunnableClassTest).
    assertThat(results.getEngineDescriptor().getChildren()).hasSize(1);
    List<DiscoveryIssue> issues = results.getDiscoveryIssues();
    assertThat(issues).hasSize(1);
    return issues.get(0);
  }
}
