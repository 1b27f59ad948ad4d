package io.pipespec.it;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static io.pipespec.it.ConsumerProject.PINNED_SUREFIRE;
import static io.pipespec.it.ConsumerProject.property;

import io.pipespec.it.ConsumerProject.Build;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Runs the fixture consumer project's compiled tests with the JUnit console launcher ({@code java
 * -jar junit-platform-console-standalone.jar execute}), as docs/getting-started.md shows, and reads
 * what ran from the launcher's XML report.
 *
 * <p>Maven only compiles the project and writes its test class path once; each test is one launcher
 * run.
 */
class ConsoleLauncherTest {

  private static final Path LAUNCHER = Path.of(property("pipespec.it.consoleLauncher"));

  private static Path project;
  private static String classPath;

  @BeforeAll
  static void compileTheProjectAndWriteItsClassPath() throws Exception {
    assertWithMessage(
            "%s is missing; the dependency plugin copies it in the pre-integration-test phase"
                + " (run mvn verify)",
            LAUNCHER)
        .that(Files.isRegularFile(LAUNCHER))
        .isTrue();
    ConsumerProject consumer = ConsumerProject.named("console", PINNED_SUREFIRE);
    project = consumer.directory();
    Path classPathFile = project.resolve("target/test-class-path.txt");
    Build build =
        consumer.mvn(
            "test-compile",
            "org.apache.maven.plugins:maven-dependency-plugin:"
                + property("pipespec.it.dependencyPluginVersion")
                + ":build-classpath",
            "-Dmdep.includeScope=test",
            "-Dmdep.outputFile=" + classPathFile);
    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    classPath =
        project.resolve("target/test-classes")
            + File.pathSeparator
            + Files.readString(classPathFile);
  }

  @Test
  void selectClassRunsEveryExpectationOfTheClassAndAFailedOneFailsTheRun() throws Exception {
    Build run = launch("--select-class", "com.example.WrongLengthsTest");

    assertWithMessage(run.log()).that(run.exitCode()).isEqualTo(1);
    Map<String, String> testcases = run.testcases();
    assertThat(testcases.keySet())
        .containsExactly(
            "com.example.WrongLengthsTest.rightLengths",
            "com.example.WrongLengthsTest.wrongLengths");
    assertThat(testcases.get("com.example.WrongLengthsTest.rightLengths")).isEqualTo("passed");
    String wrong = testcases.get("com.example.WrongLengthsTest.wrongLengths");
    assertThat(wrong).startsWith("failure: ");
    assertThat(wrong).containsMatch("(?m)^missing\\s*:\\s*3\\b");
    assertThat(wrong).containsMatch("(?m)^unexpected\\s*:\\s*2\\b");
    // The console's own summary names the failed expectation with its message.
    assertThat(run.output()).contains("wrongLengths");
    assertThat(run.output()).containsMatch("missing\\s*:\\s*3");
  }

  @Test
  void selectMethodRunsExactlyOneExpectationOfANestedScenario() throws Exception {
    Build run = launch("--select-method", "com.example.WordCountTest$TwoLines#counts");

    assertWithMessage(run.log()).that(run.exitCode()).isEqualTo(0);
    assertThat(run.testcases())
        .containsExactly("com.example.WordCountTest$TwoLines.counts [TwoLines]", "passed");
  }

  @Test
  void selectUniqueIdRunsExactlyOneScenario() throws Exception {
    Build run =
        launch(
            "--select-unique-id",
            "[engine:pipespec]/[class:com.example.WordCountTest]/[scenario:NoLines]");

    assertWithMessage(run.log()).that(run.exitCode()).isEqualTo(0);
    assertThat(run.testcases())
        .containsExactly("com.example.WordCountTest$NoLines.counts [NoLines]", "passed");
  }

  @Test
  void includeTagRunsOnlyTheTaggedScenarioOfAClassPathScan() throws Exception {
    Build run =
        launch("--scan-class-path", "--include-engine", "pipespec", "--include-tag", "slow");

    assertWithMessage(run.log()).that(run.exitCode()).isEqualTo(0);
    assertThat(run.testcases())
        .containsExactly(
            "com.example.WordCountTest$TwoLines.counts [TwoLines]", "passed",
            "com.example.WordCountTest$TwoLines.allPositive [TwoLines]", "passed");
  }

  @Test
  void selectMethodOfAnExpectationThatDoesNotExistFailsTheRunAndListsTheExpectations()
      throws Exception {
    // Without --fail-if-no-tests, as docs/getting-started.md shows the launcher: nothing found must
    // not pass.
    Build run = launch(false, "--select-method", "com.example.WrongLengthsTest#nope");

    assertWithMessage(run.log()).that(run.exitCode()).isEqualTo(1);
    assertThat(run.output())
        .contains(
            "com.example.WrongLengthsTest has no expectation method nope(), so the selector"
                + " com.example.WrongLengthsTest#nope selects nothing. Its expectations are:"
                + " wrongLengths, rightLengths.");
  }

  private static Build launch(String... selection) throws Exception {
    return launch(true, selection);
  }

  /** One console launcher run on the project's test class path, with its own report folder. */
  private static Build launch(boolean failIfNoTests, String... selection) throws Exception {
    Path reports = project.resolve("target/console-reports-" + System.nanoTime());
    List<String> command = new ArrayList<>();
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.addAll(
        List.of(
            "-jar",
            LAUNCHER.toString(),
            "execute",
            "--disable-banner",
            "--disable-ansi-colors",
            "--details=tree",
            "--class-path",
            classPath,
            "--reports-dir",
            reports.toString()));
    if (failIfNoTests) {
      command.add("--fail-if-no-tests");
    }
    command.addAll(List.of(selection));
    Path log = reports.resolveSibling(reports.getFileName() + ".log");
    Files.createDirectories(reports);
    Process process =
        new ProcessBuilder(command)
            .directory(project.toFile())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    if (!process.waitFor(5, TimeUnit.MINUTES)) {
      process.destroyForcibly();
      throw new AssertionError("The console launcher did not finish within 5 minutes: " + command);
    }
    return new Build(process.exitValue(), Files.readString(log), reports, command);
  }
}
