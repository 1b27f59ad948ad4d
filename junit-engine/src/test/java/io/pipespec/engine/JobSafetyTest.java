package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.engine.fixtures.jobsafety.KeptFilesTest;
import io.pipespec.engine.fixtures.jobsafety.MovedFilesTest;
import io.pipespec.engine.fixtures.jobsafety.SelfRunningJobTest;
import io.pipespec.engine.fixtures.jobsafety.TwiceAppliedReadTest;
import io.pipespec.engine.fixtures.jobsafety.UncapturedWriteTest;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/** A job test runs nothing of the job but what Pipespec runs, and replaces only what it names. */
class JobSafetyTest {

  private static EngineExecutionResults run(Class<?> testClass) {
    return EngineTestKit.engine("pipespec").selectors(selectClass(testClass)).execute();
  }

  private static Throwable throwable(Event event) {
    return event.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
  }

  /** The whole text of a failure: its message and its cause's. */
  private static String text(Throwable failure) {
    return failure.getMessage()
        + "\n"
        + (failure.getCause() == null ? "" : failure.getCause().getMessage());
  }

  @Test
  void aJobThatRunsItsPipelineItselfFailsBeforeAnythingRealRuns() {
    SelfRunningJobTest.WRITTEN.clear();

    EngineExecutionResults results = run(SelfRunningJobTest.class);

    List<Event> failed = results.testEvents().failed().list();
    assertThat(failed).hasSize(1);
    String text = text(throwable(failed.get(0)));
    assertThat(text).contains("failed at construction, before it ran");
    assertThat(text)
        .contains(
            "The job ran itself: p.run() was called in"
                + " io.pipespec.engine.fixtures.jobsafety.SelfRunningJobTest.job(SelfRunningJobTest.java:");
    assertThat(text).contains("remove p.run() from job(...); Pipespec runs the pipeline");
    // Neither the real read nor the replaced one reached the write: nothing ran.
    assertThat(SelfRunningJobTest.WRITTEN).isEmpty();
  }

  @Test
  void oneReadAppliedTwiceIsReplacedOnlyUnderTheNameTheTestGives() {
    TwiceAppliedReadTest.WRITTEN.clear();

    EngineExecutionResults results = run(TwiceAppliedReadTest.class);

    assertThat(results.testEvents().failed().count()).isEqualTo(0);
    assertThat(results.testEvents().succeeded().count()).isEqualTo(2);
    // The write applied as WriteA (captured) and as AlsoWriteB (not captured) runs as AlsoWriteB.
    assertThat(TwiceAppliedReadTest.WRITTEN).containsExactly("real");
  }

  @Test
  void aWriteTheTestDoesNotCaptureFailsTheScenarioBeforeItRunsAndWritesNoFile(@TempDir Path dir)
      throws Exception {
    UncapturedWriteTest.deadLetters = dir.resolve("dead-letters").toString();

    EngineExecutionResults results = run(UncapturedWriteTest.class);

    List<Event> failed = results.testEvents().failed().list();
    assertThat(failed).hasSize(1);
    String text = text(throwable(failed.get(0)));
    assertThat(text)
        .contains(
            "failed at construction, before it ran: the job reads or writes outside the test,"
                + " where the test neither replaces nor captures it:");
    assertThat(text)
        .contains(
            "  write 'WriteDeadLetters' (TextIO$Write): capture it with"
                + " @Output(name = \"...\", of = \"WriteDeadLetters\")\n"
                + "Or, when one of them may touch what it touches outside the test, say so on the"
                + " test class or the scenario: @RunsAsWritten(\"WriteDeadLetters\").");
    // ReadLines is a Create, read from memory: not refused.
    assertThat(text).doesNotContain("read 'ReadLines'");
    try (var written = Files.list(dir)) {
      assertThat(written.toList()).isEmpty();
    }
  }

  @Test
  void aWriteOfFilesLetRunWritesInATemporaryDirectoryAndSaysWhere(@TempDir Path dir)
      throws Exception {
    MovedFilesTest.deadLetters = dir.resolve("dead-letters").toString();
    PrintStream console = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    EngineExecutionResults results;
    try {
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      results = run(MovedFilesTest.class);
    } finally {
      System.setErr(console);
    }

    assertThat(results.testEvents().failed().count()).isEqualTo(0);
    assertThat(results.testEvents().succeeded().count()).isEqualTo(1);
    try (var written = Files.list(dir)) {
      assertThat(written.toList()).isEmpty();
    }
    String said = err.toString(StandardCharsets.UTF_8);
    assertThat(said)
        .containsMatch(
            "write 'WriteDeadLetters' \\(TextIO\\$Write, writes files named \\S*pipespec-files-\\S*"
                + java.util.regex.Pattern.quote(dir.resolve("dead-letters").toString())
                + "-SSSSS-of-NNNNN\\.csv, in Pipespec's temporary directory instead of "
                + java.util.regex.Pattern.quote(dir.resolve("dead-letters").toString())
                + "-SSSSS-of-NNNNN\\.csv\\)");
  }

  @Test
  void keepPathsLetsAWriteOfFilesWriteWhereTheJobSays(@TempDir Path dir) throws Exception {
    KeptFilesTest.deadLetters = dir.resolve("dead-letters").toString();

    EngineExecutionResults results = run(KeptFilesTest.class);

    assertThat(results.testEvents().failed().count()).isEqualTo(0);
    try (var written = Files.list(dir)) {
      List<String> names = written.map(file -> file.getFileName().toString()).toList();
      assertThat(names).isNotEmpty();
      assertThat(
              names.stream().allMatch(name -> name.matches("dead-letters-\\d{5}-of-\\d{5}\\.csv")))
          .isTrue();
    }
  }
}
