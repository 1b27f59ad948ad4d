package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Job tests: names of reads and writes that match no transform or several fail the scenario before
 * it runs, with the transforms that exist; reads left as written are told in the report entries.
 */
class JobExecutionTest {

  private static final String JOB = "io.pipespec.engine.fixtures.job.JobErrorsTest";

  private static EngineExecutionResults results;

  @BeforeAll
  static void run() {
    results = EngineTestKit.engine("pipespec").selectors(selectClass(JOB)).execute();
  }

  private static Throwable failure(String scenario, String method) {
    Event event =
        results.testEvents().failed().list().stream()
            .filter(
                e ->
                    e.getTestDescriptor()
                        .getUniqueId()
                        .toString()
                        .endsWith("[scenario:" + scenario + "]/[expectation:" + method + "]"))
            .findFirst()
            .orElseThrow(() -> new AssertionError(scenario + "#" + method + " did not fail"));
    return event.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
  }

  /** The whole text of a failure: its message and its cause's. */
  private static String text(Throwable failure) {
    return failure.getMessage()
        + "\n"
        + (failure.getCause() == null ? "" : failure.getCause().getMessage());
  }

  @Test
  void aRightScenarioIsJudgedOnItsCapturedWriteAndItsMetrics() {
    List<String> passed =
        results.testEvents().succeeded().list().stream()
            .map(e -> e.getTestDescriptor().getUniqueId().toString())
            .toList();
    assertThat(passed).hasSize(2);
    assertThat(passed.get(0)).endsWith("[scenario:Right]/[expectation:evens]");
    assertThat(passed.get(1)).endsWith("[scenario:Right]/[expectation:oneBadLine]");
    assertThat(text(failure("Right", "wrongCount")))
        .contains(
            "Expected counter badLines is 5, but it is 1 (committed).\n"
                + "Every counter named badLines:\n"
                + "  namespace io.pipespec.engine.fixtures.job.JobErrorsTest, step"
                + " Parse/ParMultiDo(Parse): attempted 1, committed 1");
  }

  @Test
  void whatRunsAsWrittenIsReportedInTheScenariosReportEntries() {
    Map<String, String> right =
        results.allEvents().reportingEntryPublished().list().stream()
            .filter(
                e -> e.getTestDescriptor().getUniqueId().toString().endsWith("[scenario:Right]"))
            .findFirst()
            .orElseThrow()
            .getPayload(ReportEntry.class)
            .orElseThrow()
            .getKeyValuePairs();

    assertThat(right)
        .containsEntry(
            "pipespec.inMemoryRead.Settings",
            "org.apache.beam.sdk.transforms.Create$Values runs as written: it reads from memory,"
                + " touching nothing outside the test");
    assertThat(right)
        .containsEntry(
            "pipespec.asWritten.Ignore", "write 'Ignore' (Filter) ran as written (@RunsAsWritten)");
    assertThat(right.keySet().stream().filter(key -> key.contains("ReadLines"))).isEmpty();
    assertThat(right).containsEntry("pipespec.captured.evens", "2");
  }

  @Test
  void aNameOfNoTransformFailsBeforeTheRunWithOnlyTheCloseNamesThenEveryName() {
    String text = text(failure("Misspelled", "notRun"));
    assertThat(text)
        .containsMatch(
            "The input 'lines' \\(@Input\\(replaces = \"ReadLine\"\\), JobErrorsTest.Misspelled.lines\\)"
                + " names no transform of the job. Name one by its full name or a last segment"
                + " only it has; close to it: 'ReadLines' \\(and [0-9]+ other transforms, every"
                + " one listed at the end of this message\\)\\.");
    assertThat(text).contains("Every transform of the job, by full name: 'ReadLines', ");
  }

  @Test
  void aNameOfSeveralTransformsFailsNamingThem() {
    assertThat(text(failure("Ambiguous", "notRun")))
        .contains(
            "The output 'written' (@Output(of = \"Write\")) names 2 transforms: ['Evens/Write',"
                + " 'Odds/Write']. Give the full name of one of them.");
  }

  @Test
  void aReplacedTransformThatIsNoReadFails() {
    assertThat(text(failure("NotARead", "notRun")))
        .contains(
            "(@Input(replaces = \"Parse\"), JobErrorsTest.NotARead.lines) names 'Parse', which is"
                + " not a read: it consumes 1 collections and makes 1.");
  }

  @Test
  void anInputOfAnotherTypeThanTheReadFails() {
    assertThat(text(failure("WrongType", "notRun")))
        .contains(
            "gives elements of java.lang.Long (VarLongCoder), but 'ReadLines' makes elements of"
                + " java.lang.String (StringUtf8Coder). Give an input of the read's element type.");
  }

  @Test
  void badOptionsFailInPipespecsWordsWithTheClosestOption() {
    String text = text(failure("BadOptions", "notRun"));
    assertThat(text)
        .contains(
            "The job's options (from the @Options method JobErrorsTest.BadOptions.arguments())"
                + " are not valid for NumbersOptions:\n"
                + "  --inptu=/typo: NumbersOptions and the registered options have no option"
                + " 'inptu' (did you mean --input?)\n"
                + "Correct them in the @Options method JobErrorsTest.BadOptions.arguments().");
    assertThat(text).doesNotContain("byte offset");
  }
}
