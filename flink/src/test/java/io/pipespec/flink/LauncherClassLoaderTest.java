package io.pipespec.flink;

import static com.google.common.truth.Truth.assertWithMessage;

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

  @Test
  void aScenarioRunsOnFlinkWhenTheTestsAreInAClassLoaderOfTheirOwn() throws Exception {
    String testClassPath =
        System.getProperty("surefire.test.class.path", System.getProperty("java.class.path"));
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
                IsolatedScenarioMain.class.getName())
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    boolean ended = process.waitFor(3, TimeUnit.MINUTES);
    if (!ended) {
      process.destroyForcibly();
    }
    String output = Files.readString(log);
    Files.delete(log);
    assertWithMessage(output).that(ended).isTrue();
    assertWithMessage(output).that(output).contains("PIPESPEC-RESULT passed");
    assertWithMessage(output).that(output).doesNotContain("ClassNotFoundException");
    assertWithMessage(output).that(process.exitValue()).isEqualTo(0);
    assertWithMessage("classpath")
        .that(List.of(testClassPath.split(File.pathSeparator)))
        .isNotEmpty();
  }
}
