package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertWithMessage;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A scenario that exhausts the heap fails alone, with what was captured, how full the heap was and
 * how to give the test more, and the next scenario runs: in a JVM of its own with {@code -Xmx160m},
 * the heap at which two million captured elements used to kill Surefire's fork.
 */
class MemoryExhaustionTest {

  @Test
  void aScenarioThatExhaustsTheHeapFailsAloneAndTheNextOnePasses(@TempDir Path directory)
      throws IOException, InterruptedException {
    Path log = directory.resolve("scenarios.log");
    Process jvm =
        new ProcessBuilder(
                List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx160m",
                    "-cp",
                    System.getProperty("java.class.path"),
                    MemoryHungryScenarios.class.getName()))
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    boolean ended = jvm.waitFor(10, TimeUnit.MINUTES);
    if (!ended) {
      jvm.destroyForcibly();
    }
    String output = Files.readString(log, StandardCharsets.UTF_8);

    assertWithMessage(output).that(ended).isTrue();
    assertWithMessage(output).that(jvm.exitValue()).isEqualTo(0);
    for (String large : List.of("TwoMillionLongs", "TwoMillionTexts")) {
      String failure = output.substring(Math.max(0, output.indexOf("RESULT " + large + " ")));
      assertWithMessage(output)
          .that(failure)
          .startsWith(
              "RESULT "
                  + large
                  + " FAILED The pipeline of scenario '"
                  + large
                  + "' ran out of memory and was stopped, so that the next scenario can run: ");
      String message = failure.substring(0, failure.indexOf("\nnot judged: "));
      assertWithMessage(message).that(message).containsMatch("\\d+ MB of its maximum 160 MB");
      assertWithMessage(message).that(message).containsMatch("\\d+ elements in \\d+ ");
      assertWithMessage(message)
          .that(message)
          .contains(
              "Raise the maximum heap of the test JVM (now 160 MB; Maven Surefire:"
                  + " <argLine>-Xmx1g</argLine>, the console launcher: java -Xmx1g), or make the"
                  + " scenario's output smaller: fewer or smaller elements.");
    }
    assertWithMessage(output).that(output).contains("RESULT SmallAfterwards PASSED");
    assertWithMessage(output).that(output).contains("\nDONE");
  }
}
