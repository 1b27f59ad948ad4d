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
 * how to give the test more, and the next scenario runs: in a JVM of its own with a small heap
 * ({@link MemoryHungryScenarios}), where two million captured elements used to kill Surefire's
 * fork, and where a burst or a large count killed it in some runs or in every one. No {@code
 * OutOfMemoryError} may reach the thread that runs the scenarios, nor end any thread.
 */
class MemoryExhaustionTest {

  @Test
  void scenariosThatExhaustTheHeapFailAloneAndTheNextOnePasses(@TempDir Path directory)
      throws IOException, InterruptedException {
    String output = runJvm(directory, "160m", "bursts");

    for (String large : List.of("TwoMillionLongs", "TwoMillionTexts", "TwoMillionInOneBundle")) {
      assertRanOutOfMemory(output, large, "160 MB");
    }
    assertWithMessage(output).that(output).contains("RESULT SmallAfterwards PASSED");
  }

  @Test
  void aLargeCountFailsAloneInTheJvmAndOnTheRunnerAndASmallerOnePassesOnTheRunner(
      @TempDir Path directory) throws IOException, InterruptedException {
    String output = runJvm(directory, "256m", "counts");

    for (String large : List.of("TwoMillionCountedOnTheRunner", "TwoMillionCountedInTheJvm")) {
      assertRanOutOfMemory(output, large, "256 MB");
    }
    // A count judged on the runner holds one summary per bundle, not a tally per element.
    assertWithMessage(output).that(output).contains("RESULT HalfAMillionCountedOnTheRunner PASSED");
    assertWithMessage(output).that(output).contains("RESULT SmallAfterwards PASSED");
  }

  /** Runs the scenarios of {@code set} in a JVM of {@code heap}; returns what it printed. */
  private static String runJvm(Path directory, String heap, String set)
      throws IOException, InterruptedException {
    Path log = directory.resolve("scenarios.log");
    Process jvm =
        new ProcessBuilder(
                List.of(
                    Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                    "-Xmx" + heap,
                    "-cp",
                    System.getProperty("java.class.path"),
                    MemoryHungryScenarios.class.getName(),
                    set))
            .redirectErrorStream(true)
            .redirectOutput(log.toFile())
            .start();
    boolean ended = jvm.waitFor(10, TimeUnit.MINUTES);
    if (!ended) {
      jvm.destroyForcibly();
    }
    String output = Files.readString(log, StandardCharsets.UTF_8);
    assertWithMessage(output).that(ended).isTrue();
    assertWithMessage(output).that(output).doesNotContain("\nDIED ");
    assertWithMessage(output).that(output).doesNotContain("UNCAUGHT ");
    assertWithMessage(output).that(jvm.exitValue()).isEqualTo(0);
    assertWithMessage(output).that(output).contains("\nDONE");
    return output;
  }

  private static void assertRanOutOfMemory(String output, String scenario, String maximum) {
    String failure = output.substring(Math.max(0, output.indexOf("RESULT " + scenario + " ")));
    String stalled =
        "RESULT "
            + scenario
            + " FAILED The pipeline of scenario '"
            + scenario
            + "' failed: java.lang.IllegalStateException: The runner stopped waiting for the"
            + " pipeline in state RUNNING before the timeout, without an error; its workers failed";
    if (failure.startsWith(stalled)) {
      // The DirectRunner's worker ran out of memory where the runner only logs it (translating
      // a read for a bundle), and a garbage collection freed the heap before the wait gave up, so
      // the run cannot tell it ran out: the failure still says the heap, its maximum and the
      // advice to raise it. Which of the two a run gives depends on where the heap runs out.
      int end = failure.indexOf("\nnot judged: ");
      String message = end < 0 ? failure : failure.substring(0, end);
      assertWithMessage(message).that(message).containsMatch("\\d+ MB of its maximum " + maximum);
      assertWithMessage(message)
          .that(message)
          .contains(
              "The DirectRunner's workers fail this way when the heap runs out; if the log says"
                  + " OutOfMemoryError: Raise the maximum heap of the test JVM (now "
                  + maximum);
      assertWithMessage(output).that(output).contains("java.lang.OutOfMemoryError");
      return;
    }
    assertWithMessage(output)
        .that(failure)
        .startsWith(
            "RESULT "
                + scenario
                + " FAILED The pipeline of scenario '"
                + scenario
                + "' ran out of memory and was stopped, so that the next scenario can run: ");
    String message = failure.substring(0, failure.indexOf("\nnot judged: "));
    assertWithMessage(message).that(message).containsMatch("\\d+ MB of its maximum " + maximum);
    assertWithMessage(message).that(message).containsMatch("\\d+ elements? in \\d+ ");
    assertWithMessage(message)
        .that(message)
        .contains(
            "Raise the maximum heap of the test JVM (now "
                + maximum
                + "; Maven Surefire: <argLine>-Xmx1g</argLine>, the console launcher: java -Xmx1g),"
                + " or make the scenario's output smaller: fewer or smaller elements.");
  }
}
