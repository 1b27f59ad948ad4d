package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClasspathRoots;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectNestedClass;

import java.net.URLClassLoader;
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
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Test classes that cannot run beside classes that can: every problem is reported, as a discovery
 * issue and as a failed test of its own, and every healthy class still runs.
 *
 * <p>The issues are warnings, not errors, on purpose: the platform treats an error as critical and
 * then runs nothing of the engine (under Surefire, which discovers class by class, the first broken
 * class even ends the whole run before the others are looked at). The failed test is what fails the
 * build.
 */
class UnrunnableClassTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.unrunnable";
  private static final String HEALTHY = "io.pipespec.engine.fixtures.single.WordLengthsTest";

  @TempDir Path directory;

  @Test
  void aClassWithoutSuiteAndAStaleOneAreBothReportedAndTheHealthyClassRuns() throws Exception {
    String suiteless = PACKAGE + ".SuitelessTest";
    String stale = PACKAGE + ".StaleTest";
    try (URLClassLoader suitelessLoader =
            FixtureCompiler.recompileWithoutProcessor(
                directory.resolve("suiteless"),
                Map.of(suiteless, lengthsTest("SuitelessTest", "@ExpectEmpty void none() {}")));
        URLClassLoader staleLoader = staleFixture(directory.resolve("stale"), stale)) {
      DiscoverySelector[] selectors = {
        selectClass(suitelessLoader.loadClass(suiteless)),
        selectClass(HEALTHY),
        selectClass(staleLoader.loadClass(stale))
      };

      EngineDiscoveryResults discovery =
          EngineTestKit.engine("pipespec").selectors(selectors).discover();

      assertThat(discovery.getDiscoveryIssues().stream().map(DiscoveryIssue::severity).toList())
          .containsExactly(Severity.WARNING, Severity.WARNING);
      List<DiscoveryIssue> issues = discovery.getDiscoveryIssues();
      assertThat(issues.get(0).message()).startsWith(missingSuiteMessageStart(suiteless));
      assertThat(issues.get(1).message()).isEqualTo(staleMessage(stale));

      EngineExecutionResults execution =
          EngineTestKit.engine("pipespec").selectors(selectors).execute();

      assertThat(execution.testEvents().succeeded().list().stream().map(UnrunnableClassTest::name))
          .containsExactly("oneLengthPerWord", "noEmptyWord");
      List<Event> failed = execution.testEvents().failed().list();
      assertThat(failed.stream().map(UnrunnableClassTest::name))
          .containsExactly("SuitelessTest", "StaleTest")
          .inOrder();
      assertThat(failure(failed.get(0)).getMessage())
          .startsWith(missingSuiteMessageStart(suiteless));
      assertThat(failure(failed.get(1)).getMessage()).isEqualTo(staleMessage(stale));
      assertThat(failed.get(0).getTestDescriptor().getSource())
          .hasValue(ClassSource.from(suitelessLoader.loadClass(suiteless)));
    }
  }

  @Test
  void aMethodOrScenarioOfAClassWithoutSuiteSelectsTheFailureNotNothing() throws Exception {
    String name = PACKAGE + ".NoSuiteTest";
    try (URLClassLoader loader =
        FixtureCompiler.recompileWithoutProcessor(
            directory,
            Map.of(
                name,
                lengthsTest(
                    "NoSuiteTest",
                    "@Scenario static class Only { @ExpectContains(\"1\") void one() {} }")))) {
      Class<?> testClass = loader.loadClass(name);
      Class<?> scenario = loader.loadClass(name + "$Only");

      for (DiscoverySelector selector :
          List.of(
              selectMethod(scenario, "one"),
              selectNestedClass(List.of(testClass), scenario),
              selectClass(scenario))) {
        EngineExecutionResults execution =
            EngineTestKit.engine("pipespec").selectors(selector).execute();

        List<Event> failed = execution.testEvents().failed().list();
        assertThat(failed.stream().map(UnrunnableClassTest::name)).containsExactly("NoSuiteTest");
        assertThat(failure(failed.get(0)).getMessage()).startsWith(missingSuiteMessageStart(name));
      }
    }
  }

  @Test
  void aPipelineTestNestedInAnotherClassIsRefusedWhenSelectedDirectly() throws Exception {
    try (URLClassLoader loader = nestedFixture()) {
      Class<?> nested = loader.loadClass(PACKAGE + ".Holder$InnerTest");

      assertRefusedNested(selectClass(nested), nested);
    }
  }

  @Test
  void aPipelineTestNestedInASelectedClassIsRefusedNotSkipped() throws Exception {
    // Surefire's default excludes (**/*$*) drop Holder$InnerTest; it selects only the outer class.
    try (URLClassLoader loader = nestedFixture()) {
      Class<?> nested = loader.loadClass(PACKAGE + ".Holder$InnerTest");

      assertRefusedNested(selectClass(loader.loadClass(PACKAGE + ".Holder")), nested);
    }
  }

  @Test
  void aPipelineTestNestedTwoLevelsDeepIsRefusedWhenTheOutermostClassIsSelected() throws Exception {
    try (URLClassLoader loader = nestedFixture()) {
      Class<?> deep = loader.loadClass(PACKAGE + ".Holder$Middle$DeepTest");

      EngineDiscoveryResults discovery =
          EngineTestKit.engine("pipespec")
              .selectors(selectClass(loader.loadClass(PACKAGE + ".Holder")))
              .discover();

      assertThat(
              discovery.getEngineDescriptor().getChildren().stream()
                  .map(TestDescriptor::getUniqueId)
                  .map(Object::toString)
                  .toList())
          .containsExactly(
              "[engine:pipespec]/[class:" + PACKAGE + ".Holder$InnerTest]",
              "[engine:pipespec]/[class:" + deep.getName() + "]");
    }
  }

  @Test
  void aNestedPipelineTestFoundByAClassPathScanIsRefusedOnce() throws Exception {
    try (URLClassLoader loader = nestedFixture()) {
      Class<?> nested = loader.loadClass(PACKAGE + ".Holder$InnerTest");
      ClassLoader previous = Thread.currentThread().getContextClassLoader();
      // Class path scanning loads classes through the context class loader.
      Thread.currentThread().setContextClassLoader(loader);
      try {
        EngineDiscoveryResults discovery =
            EngineTestKit.engine("pipespec")
                .selectors(
                    selectClasspathRoots(Set.of(FixtureCompiler.classesDirectory(directory)))
                        .get(0))
                .discover();

        assertThat(
                discovery.getEngineDescriptor().getChildren().stream()
                    .map(TestDescriptor::getUniqueId)
                    .map(Object::toString)
                    .toList())
            .containsExactly(
                "[engine:pipespec]/[class:" + nested.getName() + "]",
                "[engine:pipespec]/[class:" + PACKAGE + ".Holder$Middle$DeepTest]");
        assertThat(discovery.getDiscoveryIssues()).hasSize(2);
      } finally {
        Thread.currentThread().setContextClassLoader(previous);
      }
    }
  }

  private void assertRefusedNested(DiscoverySelector selector, Class<?> nested) {
    String expected =
        "The @PipelineTest class "
            + nested.getName()
            + " is nested in "
            + PACKAGE
            + ".Holder, and nested test classes do not run: Maven Surefire's default excludes"
            + " (**/*$*) leave them out, so mvn test would silently skip it. Move it to a"
            + " top-level class of its own (InnerTest.java), or turn it into a @Scenario class"
            + " of a top-level @PipelineTest class.";

    EngineDiscoveryResults discovery =
        EngineTestKit.engine("pipespec").selectors(selector).discover();

    DiscoveryIssue issue =
        discovery.getDiscoveryIssues().stream()
            .filter(
                candidate ->
                    candidate.source().equals(java.util.Optional.of(ClassSource.from(nested))))
            .findFirst()
            .orElseThrow();
    assertThat(issue.severity()).isEqualTo(Severity.WARNING);
    assertThat(issue.message()).isEqualTo(expected);

    EngineExecutionResults execution =
        EngineTestKit.engine("pipespec").selectors(selector).execute();

    List<Event> failed =
        execution.testEvents().failed().list().stream()
            .filter(event -> name(event).equals("InnerTest"))
            .toList();
    assertThat(failed).hasSize(1);
    assertThat(failure(failed.get(0)).getMessage()).isEqualTo(expected);
  }

  /** Holder (not a test class) with a nested @PipelineTest, and one two levels deep; no suites. */
  private URLClassLoader nestedFixture() throws Exception {
    return FixtureCompiler.compile(
        directory,
        Map.of(
            PACKAGE + ".Holder",
            "package "
                + PACKAGE
                + ";\n"
                + "public class Holder {\n"
                + "  @io.pipespec.PipelineTest public static class InnerTest {}\n"
                + "  public static class Middle {\n"
                + "    @io.pipespec.PipelineTest public static class DeepTest {}\n"
                + "  }\n"
                + "}\n"));
  }

  /** Compiled with the processor, then recompiled without it after an expectation was added. */
  private static URLClassLoader staleFixture(Path directory, String name) throws Exception {
    FixtureCompiler.compileWithProcessor(
            directory,
            Map.of(name, lengthsTest("StaleTest", "@ExpectContains(\"1\") void one() {}")))
        .close();
    return FixtureCompiler.recompileWithoutProcessor(
        directory,
        Map.of(
            name,
            lengthsTest(
                "StaleTest",
                "@ExpectContains(\"1\") void one() {}\n  @ExpectEmpty void added() {}")));
  }

  private static String missingSuiteMessageStart(String name) {
    return "The @PipelineTest class "
        + name
        + " has no generated suite: "
        + name.replace("unrunnable.", "unrunnable.Pipespec_")
        + " is not on the test class path";
  }

  private static String staleMessage(String name) {
    return "The suite "
        + PACKAGE
        + ".Pipespec_StaleTest was generated from an older version of the @PipelineTest class "
        + name
        + ": the class declares the expectation "
        + name
        + "#added, which the suite lacks. Recompile the test sources with the Pipespec processor"
        + " (mvn clean test-compile); in an IDE, enable annotation processing so that the suite"
        + " is regenerated whenever the class is compiled.";
  }

  private static String lengthsTest(String simpleName, String body) {
    return LengthsFixture.source(PACKAGE, simpleName, body);
  }

  /**
   * The display name of a test, or of the class of the one test of a class that cannot run (a
   * container of the class, so that Surefire reports it, with one failing test).
   */
  private static String name(Event event) {
    TestDescriptor test = event.getTestDescriptor();
    return test.getUniqueId().getLastSegment().getType().equals("unrunnable")
        ? test.getParent().orElseThrow().getDisplayName()
        : test.getDisplayName();
  }

  private static Throwable failure(Event event) {
    return event
        .getPayload(org.junit.platform.engine.TestExecutionResult.class)
        .orElseThrow()
        .getThrowable()
        .orElseThrow();
  }
}
