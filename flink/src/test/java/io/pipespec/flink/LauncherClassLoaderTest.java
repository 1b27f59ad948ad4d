package io.pipespec.flink;

import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.flink.cluster.ClusterFailureMain;
import java.io.File;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * Under the JUnit console launcher ({@code --class-path}), the JVM's system class loader does not
 * see Flink; Flink's job master used to deserialize the job's {@code ExecutionConfig} with that
 * loader and fail with {@code ClassNotFoundException}. A JVM set up the same way runs a scenario.
 */
class LauncherClassLoaderTest {

  /** Runs {@code main} in a JVM set up as the console launcher sets one up; its output. */
  private static Launched launcherLike(String main) throws Exception {
    String testClassPath =
        System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
    assertWithMessage("classpath")
        .that(List.of(testClassPath.split(File.pathSeparator, -1)))
        .isNotEmpty();
    Path log = Files.createTempFile("pipespec-launcher-like", ".log");
    Process process =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp",
                new File(
                        LauncherLikeMain.class
                            .getProtectionDomain()
                            .getCodeSource()
                            .getLocation()
                            .toURI())
                    .getPath(),
                LauncherLikeMain.class.getName(),
                testClassPath,
                main)
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    boolean ended = process.waitFor(4, TimeUnit.MINUTES);
    if (!ended) {
      process.destroyForcibly();
    }
    String output = Files.readString(log);
    Files.delete(log);
    assertWithMessage(output).that(ended).isTrue();
    return new Launched(output, process.exitValue());
  }

  private record Launched(String output, int exitValue) {}

  @Test
  void aScenarioRunsOnFlinkWhenTheTestsAreInAClassLoaderOfTheirOwn() throws Exception {
    Launched launched = launcherLike(IsolatedScenarioMain.class.getName());

    String output = launched.output();
    assertWithMessage(output).that(output).contains("PIPESPEC-RESULT passed");
    // The run, up to its result: a job master that cannot load the job's classes fails it there.
    // What Flink's own JVM shutdown hooks print after System.exit (Pekko's CoordinatedShutdown
    // loading a class from its RPC loader, closed by then, now and then) is not the run's.
    String run = output.substring(0, output.indexOf("PIPESPEC-RESULT passed"));
    assertWithMessage(output).that(run).doesNotContain("ClassNotFoundException");
    assertWithMessage(output).that(launched.exitValue()).isEqualTo(0);
  }

  /**
   * A transform that throws on a local Flink cluster: the user's exception is the headline under
   * the console launcher too, not a {@code ClassNotFoundException} of Flink's {@code
   * SerializedThrowable}.
   */
  @Test
  void aUsersExceptionOnALocalClusterIsTheHeadlineUnderTheLauncher() throws Exception {
    Launched launched = launcherLike(ClusterFailureMain.class.getName());

    String output = launched.output();
    String verdict =
        output
            .lines()
            .filter(line -> line.startsWith("PIPESPEC-"))
            .collect(java.util.stream.Collectors.joining("\n"));
    assertWithMessage(output)
        .that(verdict)
        .isEqualTo(
            "PIPESPEC-FAILURE The pipeline of scenario 'ThrowsOnClusterTest' failed:"
                + " java.lang.IllegalStateException: cannot handle boom\n"
                + "PIPESPEC-CAUSE java.lang.IllegalStateException: cannot handle boom\n"
                + "PIPESPEC-FAILED 1");
    // Pipespec reads the failure itself and does not ask Flink's client, which cannot read it
    // here: it used to log a ClassNotFoundException, retry for about a minute, then give up.
    String run = output.substring(0, output.indexOf("PIPESPEC-FAILED"));
    assertWithMessage(output).that(run).doesNotContain("Failed to deserialize");
    assertWithMessage(output).that(run).doesNotContain("ClassNotFoundException");
  }
}
