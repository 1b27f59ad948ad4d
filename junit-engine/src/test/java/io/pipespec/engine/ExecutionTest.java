package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.opentest4j.AssertionFailedError;

/** Running scenarios: one pipeline run per scenario, one test per expectation. */
class ExecutionTest {

  private static final String SINGLE = "io.pipespec.engine.fixtures.single.WordLengthsTest";
  private static final String NESTED = "io.pipespec.engine.fixtures.nested.WordCountTest";
  private static final String FAILING = "io.pipespec.engine.fixtures.failing.WrongLengthsTest";
  private static final String THROWING = "io.pipespec.engine.fixtures.throwing.ExplodingTest";

  @Test
  void passingScenarioReportsEveryExpectationAsASucceededTest() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(SINGLE)).execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("oneLengthPerWord", "noEmptyWord");
    assertThat(results.testEvents().failed().count()).isEqualTo(0);
    assertThat(names(results.containerEvents().succeeded().list()))
        .containsExactly("WordLengthsTest", "WordLengthsTest", "Pipespec");
  }

  @Test
  void scenarioPublishesRunnerWallTimeAndCapturedCounts() {
    long start = System.nanoTime();
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(SINGLE)).execute();
    long elapsedMillis = (System.nanoTime() - start) / 1_000_000;

    List<Event> entries = results.allEvents().reportingEntryPublished().list();
    assertThat(entries).hasSize(1);
    assertThat(entries.get(0).getTestDescriptor().getUniqueId().toString())
        .isEqualTo("[engine:pipespec]/[class:" + SINGLE + "]/[scenario:WordLengthsTest]");
    Map<String, String> values =
        entries.get(0).getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs();
    assertThat(values.keySet())
        .containsExactly("pipespec.runner", "pipespec.wallTimeMs", "pipespec.captured.lengths")
        .inOrder();
    assertThat(values.get("pipespec.runner")).isEqualTo("DirectRunner");
    // The run is part of the execution: a wall time in another unit, or of something else, is not.
    assertThat(Long.parseLong(values.get("pipespec.wallTimeMs"))).isAtMost(elapsedMillis);
    assertThat(values.get("pipespec.captured.lengths")).isEqualTo("3");
  }

  @Test
  void selectingOneExpectationRunsOnlyItButTheRunCapturesEverything() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectMethod(NESTED + "$TwoLines#counts"))
            .execute();

    assertThat(names(results.testEvents().started().list())).containsExactly("counts");
    assertThat(results.testEvents().succeeded().count()).isEqualTo(1);
    List<Event> entries = results.allEvents().reportingEntryPublished().list();
    assertThat(entries).hasSize(1);
    assertThat(
            entries
                .get(0)
                .getPayload(ReportEntry.class)
                .orElseThrow()
                .getKeyValuePairs()
                .get("pipespec.captured.wordCount"))
        .isEqualTo("2");
  }

  @Test
  void scenarioWhoseExpectationsAreAllFilteredOutIsNotRun() {
    PostDiscoveryFilter withoutNoLines =
        descriptor ->
            descriptor.getUniqueId().toString().contains("[scenario:NoLines]")
                ? FilterResult.excluded("not wanted")
                : FilterResult.included("wanted");
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(NESTED))
            .filters(withoutNoLines)
            .execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("counts", "allPositive");
    assertThat(names(results.containerEvents().started().list()))
        .containsExactly("Pipespec", "WordCountTest", "TwoLines");
    assertThat(results.allEvents().reportingEntryPublished().count()).isEqualTo(1);
  }

  @Test
  void wrongExpectContainsFailsWithMessageNamingMissingAndUnexpectedElements() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(FAILING)).execute();

    assertThat(names(results.testEvents().succeeded().list())).containsExactly("rightLengths");
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("wrongLengths");
    Throwable failure = throwable(failed.get(0));
    assertThat(failure).isInstanceOf(AssertionFailedError.class);
    String message = failure.getMessage();
    assertThat(message.toLowerCase(Locale.ROOT)).contains("missing");
    assertThat(message.toLowerCase(Locale.ROOT)).contains("unexpected");
    // 3 was expected and never arrived; 2 arrived and was not expected.
    assertThat(message).containsMatch("(?m)^missing\\s*:\\s*3\\b");
    assertThat(message).containsMatch("(?m)^unexpected\\s*:\\s*2\\b");
  }

  @Test
  void userExceptionInThePipelineFailsEveryExpectationWithItAsTheCause() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(THROWING)).execute();

    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("lengthOfA", "nothing");
    for (Event event : failed) {
      Throwable failure = throwable(event);
      assertThat(failure).isInstanceOf(AssertionError.class);
      assertThat(failure.getCause().getClass().getName())
          .isEqualTo(THROWING + "$UserCodeException");
      assertThat(failure.getCause()).hasMessageThat().isEqualTo("boom in user code on 'a'");
    }
    // The scenario itself ran: its failure belongs to the expectations.
    assertThat(results.containerEvents().failed().count()).isEqualTo(0);
  }

  private static List<String> names(List<Event> events) {
    return events.stream()
        .map(event -> event.getTestDescriptor().getDisplayName())
        .collect(Collectors.toList());
  }

  private static Throwable throwable(Event event) {
    return event.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
  }
}
