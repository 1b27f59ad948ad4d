package io.pipespec.it;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.it.ConsumerProject.PINNED_SUREFIRE;

import io.pipespec.it.ConsumerProject.Build;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import javax.xml.parsers.DocumentBuilderFactory;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.w3c.dom.Element;

/**
 * Builds the fixture consumer project, set up as docs/getting-started.md says, through real Maven
 * and Surefire, with the Pipespec jars of this build (see {@link ConsumerProject}).
 */
class SurefireProjectTest {

  /**
   * The version docs/getting-started.md recommends (3.6.1: 3.6.0 is the first of the line, 3.6.1
   * its fixes); the tests that run one version run this one.
   */
  private static final String RECOMMENDED_SUREFIRE = "3.6.1";

  /**
   * The Surefire versions the project is built with: this build's own, 3.5.4, for users still on
   * 3.5 (see the note of docs/getting-started.md), and the one docs/getting-started.md recommends.
   */
  static List<String> surefireVersions() {
    return List.of(PINNED_SUREFIRE, RECOMMENDED_SUREFIRE);
  }

  @ParameterizedTest(name = "Surefire {0}")
  @MethodSource("surefireVersions")
  void reportHasOneReadableTestcasePerExpectationAndTheWrongOneFailsTheBuild(String surefire)
      throws Exception {
    Build build = mvn(surefire, "test");

    assertWithMessage(build.log()).that(build.exitCode()).isNotEqualTo(0);
    assertThat(build.output()).contains("Tests run: 6, Failures: 2, Errors: 0, Skipped: 0");
    assertThat(build.output()).contains("BUILD FAILURE");
    Map<String, String> testcases = build.testcases();
    assertThat(testcases.keySet())
        .containsExactly(
            "com.example.FlakyTest.passesOnSecondAttempt",
            scenario(surefire, "NoLines") + ".counts [NoLines]",
            scenario(surefire, "TwoLines") + ".allPositive [TwoLines]",
            scenario(surefire, "TwoLines") + ".counts [TwoLines]",
            "com.example.WrongLengthsTest.rightLengths",
            "com.example.WrongLengthsTest.wrongLengths");
    String wrong = testcases.get("com.example.WrongLengthsTest.wrongLengths");
    assertThat(wrong).startsWith("failure: ");
    assertThat(wrong).containsMatch("(?m)^missing\\s*:\\s*3\\b");
    assertThat(wrong).containsMatch("(?m)^unexpected\\s*:\\s*2\\b");
    assertThat(testcases.get("com.example.WrongLengthsTest.rightLengths")).isEqualTo("passed");
  }

  @ParameterizedTest(name = "Surefire {0}")
  @MethodSource("surefireVersions")
  void dashDTestRunsExactlyOneExpectationOfANestedScenario(String surefire) throws Exception {
    Build build = mvn(surefire, "test", "-Dtest=WordCountTest$TwoLines#counts");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.testcases())
        .containsExactly(scenario(surefire, "TwoLines") + ".counts [TwoLines]", "passed");
  }

  @Test
  void dashDTestRunsExactlyOneExpectationOfASingleScenarioClass() throws Exception {
    Build build = mvn(RECOMMENDED_SUREFIRE, "test", "-Dtest=WrongLengthsTest#rightLengths");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.testcases())
        .containsExactly("com.example.WrongLengthsTest.rightLengths", "passed");
  }

  /**
   * Surefire applies the method part of {@code -Dtest} as a filter after discovery, which no engine
   * sees: a method that does not exist runs nothing, and only {@code -DfailIfNoTests=true} turns
   * that into a failure (as for JUnit Jupiter). docs/getting-started.md says so, for the version it
   * recommends.
   */
  @Test
  void dashDTestOfAMethodThatDoesNotExistFailsOnlyWithFailIfNoTests() throws Exception {
    Build quiet = mvn(RECOMMENDED_SUREFIRE, "test", "-Dtest=WrongLengthsTest#nope");
    Build failing =
        mvn(RECOMMENDED_SUREFIRE, "test", "-Dtest=WrongLengthsTest#nope", "-DfailIfNoTests=true");

    assertWithMessage(quiet.log()).that(quiet.exitCode()).isEqualTo(0);
    assertThat(quiet.output()).contains("Tests run: 0, Failures: 0, Errors: 0, Skipped: 0");
    assertWithMessage(failing.log()).that(failing.exitCode()).isNotEqualTo(0);
    assertThat(failing.output()).contains("No tests were executed!");
  }

  @Test
  void rerunFailingTestsCountRerunsAFailedExpectation() throws Exception {
    Build build =
        mvn(
            RECOMMENDED_SUREFIRE,
            "test",
            "-Dtest=FlakyTest",
            "-Dsurefire.rerunFailingTestsCount=2");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.output()).contains("Flakes: 1");
    assertThat(build.testcases())
        .containsExactly("com.example.FlakyTest.passesOnSecondAttempt", "flaky");
  }

  @Test
  void groupsSelectsTaggedScenarios() throws Exception {
    Build build = mvn(RECOMMENDED_SUREFIRE, "test", "-Dgroups=slow");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.testcases().keySet())
        .containsExactly(
            scenario(RECOMMENDED_SUREFIRE, "TwoLines") + ".allPositive [TwoLines]",
            scenario(RECOMMENDED_SUREFIRE, "TwoLines") + ".counts [TwoLines]");
  }

  @Test
  void excludedGroupsLeavesTaggedScenariosOut() throws Exception {
    Build build =
        mvn(RECOMMENDED_SUREFIRE, "test", "-Dtest=WordCountTest", "-DexcludedGroups=slow");

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.testcases())
        .containsExactly(scenario(RECOMMENDED_SUREFIRE, "NoLines") + ".counts [NoLines]", "passed");
  }

  @ParameterizedTest(name = "Surefire {0}")
  @MethodSource("surefireVersions")
  void skipAfterFailureCountSkipsWhatHasNotStartedAndFailsTheBuild(String surefire)
      throws Exception {
    // Reverse alphabetical: WrongLengthsTest fails first; WordCountTest and FlakyTest (whose
    // first attempt would fail too) have not started when the platform's run is cancelled.
    Build build =
        mvn(
            surefire,
            "test",
            "-Dsurefire.runOrder=reversealphabetical",
            "-Dsurefire.skipAfterFailureCount=1");

    assertWithMessage(build.log()).that(build.exitCode()).isNotEqualTo(0);
    assertThat(build.output()).contains("BUILD FAILURE");
    Map<String, String> testcases = build.testcases();
    assertWithMessage(build.log())
        .that(testcases.get("com.example.WrongLengthsTest.wrongLengths"))
        .containsMatch("(?m)^missing\\s*:\\s*3\\b");
    // Everything after the failure is skipped, also the other expectation of the failed scenario
    // (its verdict was ready, but it had not been reported yet). A class or scenario skipped as a
    // whole is one skipped testcase named after it, as Surefire reports any skipped container.
    testcases.remove("com.example.WrongLengthsTest.wrongLengths");
    assertThat(testcases)
        .containsExactly(
            "com.example.WrongLengthsTest.rightLengths", "skipped",
            "com.example.WordCountTest$TwoLines.", "skipped",
            "com.example.WordCountTest$NoLines.", "skipped",
            "FlakyTest.FlakyTest", "skipped");
    assertThat(build.output()).doesNotContain("first attempt fails on purpose");
  }

  /**
   * Two test classes whose suites are missing (compiled, then their suites deleted, as when the
   * processor did not run) beside a healthy one: both are reported, each as a failed test with its
   * message, and the healthy class runs. Surefire discovers class by class; an error issue used to
   * end the whole run at the first broken class, with only its message. One compilation, run by
   * each Surefire version.
   */
  @Test
  void everyClassWithoutSuiteIsReportedAndTheHealthyClassesRun() throws Exception {
    ConsumerProject project = ConsumerProject.named("unrunnable", PINNED_SUREFIRE);
    // Compiled afresh: an earlier run of this test deleted suites that must be there first.
    ConsumerProject.deleteRecursively(project.directory().resolve("target"));
    Build compiled = project.mvn("test-compile");
    assertWithMessage(compiled.log()).that(compiled.exitCode()).isEqualTo(0);
    for (String testClass : List.of("WrongLengthsTest", "FlakyTest")) {
      Files.delete(
          project
              .directory()
              .resolve("target/test-classes/com/example/Pipespec_" + testClass + ".class"));
    }
    for (String surefire : surefireVersions()) {
      assertTwoClassesWithoutSuiteReportedAndTheHealthyOneRun(
          surefire, project.surefireTest(surefire));
    }
  }

  private static void assertTwoClassesWithoutSuiteReportedAndTheHealthyOneRun(
      String surefire, Build build) throws Exception {
    assertWithMessage(build.log()).that(build.exitCode()).isNotEqualTo(0);
    for (String testClass : List.of("WrongLengthsTest", "FlakyTest")) {
      assertThat(build.output())
          .contains(
              "The @PipelineTest class com.example."
                  + testClass
                  + " has no generated suite: com.example.Pipespec_"
                  + testClass
                  + " is not on the test class path");
    }
    Map<String, String> testcases = build.testcases();
    assertThat(testcases.get(scenario(surefire, "TwoLines") + ".counts [TwoLines]"))
        .isEqualTo("passed");
    assertThat(testcases.get(scenario(surefire, "NoLines") + ".counts [NoLines]"))
        .isEqualTo("passed");
    assertThat(testcases.values().stream().filter(outcome -> outcome.startsWith("failure: ")))
        .hasSize(2);
  }

  /**
   * Two scenarios whose expectations of one name both fail: Surefire's console, its summary and its
   * XML report name each failure with its scenario ({@code SameNamesTest.length [Apples]}), and the
   * message names the scenario and the expectation. 3.6.1 counts 4 tests and 2 failures; so does
   * 3.5, which took two failures of one printed name for two runs of one test, but still prints
   * {@code Tests run: 0} for the class itself (also {@code tests="0"} in its XML report), as the
   * note of docs/getting-started.md says. One compilation, run by each Surefire version.
   */
  @Test
  void sameNamedFailuresOfTwoScenariosAreNamedAndCountedApart() throws Exception {
    ConsumerProject project =
        ConsumerProject.named(
            "same-names",
            PINNED_SUREFIRE,
            "src/test/java/com/example/samenames/SameNamesTest.java");
    Build compiled = project.mvn("test-compile");
    assertWithMessage(compiled.log()).that(compiled.exitCode()).isEqualTo(0);
    for (String surefire : surefireVersions()) {
      assertSameNamedFailuresNamedAndCounted(
          surefire,
          project.surefireTest(
              surefire, "-Dtest=SameNamesTest", "-Dsurefire.rerunFailingTestsCount=1"));
    }
  }

  private static void assertSameNamedFailuresNamedAndCounted(String surefire, Build build)
      throws Exception {
    assertWithMessage(build.log()).that(build.exitCode()).isNotEqualTo(0);
    String suite = "com.example.samenames.SameNamesTest";
    String output = build.output();
    for (String scenario : List.of("Apples", "Pears")) {
      // The line of the failure, the summary's lines, and the message's last line before the link.
      assertWithMessage(build.log())
          .that(output)
          .containsMatch(
              "(?m)^\\[ERROR\\] "
                  + Pattern.quote(suite + ".length [" + scenario + "]")
                  + " -- Time elapsed: .* <<< FAILURE!$");
      // Rerun once (rerunFailingTestsCount=1), each failure is a test of its own in the summary.
      assertThat(output)
          .containsMatch(
              "(?m)^\\[ERROR\\] " + Pattern.quote(suite + ".length [" + scenario + "]") + "$");
      assertThat(output)
          .containsMatch(
              "(?m)^\\[ERROR\\]   Run 2: SameNamesTest\\.length \\[" + scenario + "\\] ");
      assertThat(output).contains("\nscenario '" + scenario + "', expectation length\n");
    }
    assertThat(output).contains("Tests run: 4, Failures: 2, Errors: 0, Skipped: 0\n");
    String testsuite = testsuiteCounts(build.reports().resolve("TEST-" + suite + ".xml"));
    Map<String, String> testcases = build.testcases();
    if (surefire.startsWith("3.5.")) {
      assertThat(output).containsMatch("Tests run: 0, Failures: 0, .* -- in " + suite + "\\n");
      assertThat(testsuite).isEqualTo("tests=0 failures=0");
      assertThat(testcases.keySet())
          .containsExactly(
              "Apples.length [Apples]",
              "Apples.rightLength [Apples]",
              "Pears.length [Pears]",
              "Pears.rightLength [Pears]");
    } else {
      assertThat(output).doesNotContain("Tests run: 0,");
      assertThat(testsuite).isEqualTo("tests=4 failures=2");
      assertThat(testcases.keySet())
          .containsExactly(
              suite + "$Apples.length [Apples]",
              suite + "$Apples.rightLength [Apples]",
              suite + "$Pears.length [Pears]",
              suite + "$Pears.rightLength [Pears]");
    }
    assertThat(testcases.get(key(surefire, suite, "Pears", "length")))
        .contains("scenario 'Pears', expectation length");
  }

  /** The XML report's key of an expectation of a scenario of SameNamesTest. */
  private static String key(String surefire, String suite, String scenario, String method) {
    return (surefire.startsWith("3.5.") ? scenario : suite + "$" + scenario)
        + "."
        + method
        + " ["
        + scenario
        + "]";
  }

  /** The test and failure counts on the {@code <testsuite>} of a Surefire XML report. */
  private static String testsuiteCounts(Path report) throws Exception {
    Element testsuite =
        DocumentBuilderFactory.newInstance()
            .newDocumentBuilder()
            .parse(report.toFile())
            .getDocumentElement();
    return "tests="
        + testsuite.getAttribute("tests")
        + " failures="
        + testsuite.getAttribute("failures");
  }

  /**
   * The XML report's {@code classname} of an expectation of a {@code @Scenario} class of
   * WordCountTest: its simple name up to Surefire 3.5 (as for Jupiter's {@code @Nested} classes),
   * its binary name from 3.6 on.
   */
  private static String scenario(String surefire, String scenario) {
    return surefire.startsWith("3.5.") ? scenario : "com.example.WordCountTest$" + scenario;
  }

  /** Runs Maven on this Surefire version's copy of the fixture project. */
  private static Build mvn(String surefire, String... goalsAndOptions) throws Exception {
    return ConsumerProject.named("surefire-" + surefire, surefire).mvn(goalsAndOptions);
  }
}
