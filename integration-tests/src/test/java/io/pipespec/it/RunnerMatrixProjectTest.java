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
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The fixture project on two runners ({@code -Dpipespec.runners}): through Surefire, whose XML
 * report must keep one testcase per expectation and runner and whose {@code -Dtest} method filter
 * must keep working, and through the console launcher's selectors. The second runner is the
 * DirectRunner without its immutability checks, registered by the project's test sources.
 */
class RunnerMatrixProjectTest {

  private static final String SUREFIRE = "3.6.1";
  private static final String RUNNERS = "-Dpipespec.runners=DirectRunner,UncheckedDirectRunner";
  private static final String[] EXTRA_FILES = {
    "src/test/java/com/example/matrix/UncheckedDirectRunner.java",
    "src/test/resources/META-INF/services/org.apache.beam.sdk.runners.PipelineRunnerRegistrar"
  };
  private static final Path LAUNCHER = Path.of(property("pipespec.it.consoleLauncher"));

  private static ConsumerProject project;

  @BeforeAll
  static void copyTheProject() throws Exception {
    project = ConsumerProject.named("matrix", SUREFIRE, EXTRA_FILES);
  }

  /**
   * With the Surefire version docs/getting-started.md recommends and this build's own (3.5.x, which
   * names a scenario's class by its simple name).
   */
  @Test
  void surefireReportsEachExpectationOncePerRunnerWithTheRunnerInItsName() throws Exception {
    for (String surefire : List.of(SUREFIRE, PINNED_SUREFIRE)) {
      Build build =
          ConsumerProject.named("matrix-" + surefire, surefire, EXTRA_FILES)
              .mvn("test", "-Dtest=WordCountTest", RUNNERS);

      assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
      assertThat(build.output()).contains("Tests run: 6, Failures: 0, Errors: 0, Skipped: 0");
      String twoLines =
          surefire.startsWith("3.5.") ? "TwoLines" : "com.example.WordCountTest$TwoLines";
      String noLines =
          surefire.startsWith("3.5.") ? "NoLines" : "com.example.WordCountTest$NoLines";
      assertWithMessage("Surefire %s", surefire)
          .that(build.testcases())
          .containsExactly(
              twoLines + ".counts [TwoLines] [DirectRunner]", "passed",
              twoLines + ".allPositive [TwoLines] [DirectRunner]", "passed",
              twoLines + ".counts [TwoLines] [UncheckedDirectRunner]", "passed",
              twoLines + ".allPositive [TwoLines] [UncheckedDirectRunner]", "passed",
              noLines + ".counts [NoLines] [DirectRunner]", "passed",
              noLines + ".counts [NoLines] [UncheckedDirectRunner]", "passed");
    }
  }

  @Test
  void dashDTestOfAMethodRunsItOnEveryRunner() throws Exception {
    Build build = project.mvn("test", "-Dtest=WordCountTest$TwoLines#counts", RUNNERS);

    assertWithMessage(build.log()).that(build.exitCode()).isEqualTo(0);
    assertThat(build.testcases())
        .containsExactly(
            "com.example.WordCountTest$TwoLines.counts [TwoLines] [DirectRunner]", "passed",
            "com.example.WordCountTest$TwoLines.counts [TwoLines] [UncheckedDirectRunner]",
                "passed");
  }

  @Test
  void consoleLauncherSelectsAMethodOnEveryRunnerAndAUniqueIdOnOne() throws Exception {
    Path classPathFile = project.directory().resolve("target/test-class-path.txt");
    Build compiled =
        project.mvn(
            "test-compile",
            "org.apache.maven.plugins:maven-dependency-plugin:"
                + property("pipespec.it.dependencyPluginVersion")
                + ":build-classpath",
            "-Dmdep.includeScope=test",
            "-Dmdep.outputFile=" + classPathFile);
    assertWithMessage(compiled.log()).that(compiled.exitCode()).isEqualTo(0);
    String classPath =
        project.directory().resolve("target/test-classes")
            + File.pathSeparator
            + Files.readString(classPathFile);

    Build method =
        launch(classPath, "--select-method", "com.example.WordCountTest$TwoLines#counts");
    Build uniqueId =
        launch(
            classPath,
            "--select-unique-id",
            "[engine:pipespec]/[class:com.example.WordCountTest]/[scenario:TwoLines]"
                + "/[runner:UncheckedDirectRunner]/[expectation:counts]");
    Build notSelected =
        launch(
            classPath,
            "--select-unique-id",
            "[engine:pipespec]/[class:com.example.WordCountTest]/[scenario:TwoLines]"
                + "/[runner:FlinkRunner]/[expectation:counts]");

    assertWithMessage(method.log()).that(method.exitCode()).isEqualTo(0);
    assertThat(method.testcases())
        .containsExactly(
            "com.example.WordCountTest$TwoLines.counts [TwoLines] [DirectRunner]", "passed",
            "com.example.WordCountTest$TwoLines.counts [TwoLines] [UncheckedDirectRunner]",
                "passed");
    assertWithMessage(uniqueId.log()).that(uniqueId.exitCode()).isEqualTo(0);
    assertThat(uniqueId.testcases())
        .containsExactly(
            "com.example.WordCountTest$TwoLines.counts [TwoLines] [UncheckedDirectRunner]",
            "passed");
    // The engine's discovery failed: the launcher exits with 2, as for any critical issue.
    assertWithMessage(notSelected.log()).that(notSelected.exitCode()).isEqualTo(2);
    assertThat(notSelected.output())
        .contains("The scenario TwoLines of com.example.WordCountTest does not run on FlinkRunner");
  }

  /** One console launcher run with both runners configured, with its own report folder. */
  private static Build launch(String classPath, String... selection) throws Exception {
    Path reports = project.directory().resolve("target/console-reports-" + System.nanoTime());
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
            "--fail-if-no-tests",
            "--config",
            RUNNERS.substring("-D".length()),
            "--class-path",
            classPath,
            "--reports-dir",
            reports.toString()));
    command.addAll(List.of(selection));
    Path log = reports.resolveSibling(reports.getFileName() + ".log");
    Files.createDirectories(reports);
    Process process =
        new ProcessBuilder(command)
            .directory(project.directory().toFile())
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
