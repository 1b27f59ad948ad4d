package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;

import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.opentest4j.AssertionFailedError;

/** {@code @FunctionTest} classes: one harness run per scenario, one test per expectation. */
class FunctionTestExecutionTest {

  private static final String COUNT = "io.pipespec.engine.fixtures.function.CountPerKeyTest";

  private static EngineExecutionResults run() {
    return EngineTestKit.engine("pipespec").selectors(selectClass(COUNT)).execute();
  }

  @Test
  void everyExpectationIsATestUnderItsScenario() {
    EngineExecutionResults results = run();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("aIsEmitted", "aCountsTwo", "bIsPending");
    assertThat(names(results.testEvents().failed().list()))
        .containsExactly("wrongOutput", "wrongState", "wrongFiredTimers", "notJudged");
    Event first = results.testEvents().started().list().get(0);
    assertThat(first.getTestDescriptor().getUniqueId().toString())
        .isEqualTo(
            "[engine:pipespec]/[class:" + COUNT + "]/[scenario:Counting]/[expectation:aIsEmitted]");
  }

  @Test
  void outputFailuresReadLikePipelineFailures() {
    AssertionFailedError failure = failure(run(), "wrongOutput");

    assertThat(failure).hasMessageThat().contains("Output 'countPerKey'");
    assertThat(failure).hasMessageThat().contains("b=1");
  }

  @Test
  void stateFailureShowsTheValueAndWhoHoldsTheState() {
    AssertionFailedError failure = failure(run(), "wrongState");

    assertThat(failure)
        .hasMessageThat()
        .startsWith("State 'count' of key b does not hold the expected value");
    assertThat(failure).hasMessageThat().contains("but was");
    assertThat(failure).hasMessageThat().contains("keys holding it: a -> 2, b -> 1");
    assertThat(failure.getExpected().getValue()).isEqualTo("5");
    assertThat(failure.getActual().getValue()).isEqualTo("1");
  }

  @Test
  void timerFailureListsMissingTimersAndWhatFired() {
    AssertionFailedError failure = failure(run(), "wrongFiredTimers");

    assertThat(failure)
        .hasMessageThat()
        .startsWith("The timers that fired are not the expected ones (in firing order)");
    assertThat(failure).hasMessageThat().contains("missing:\n    emit b @ 1970-01-01T00:01:30Z");
    assertThat(failure).hasMessageThat().contains("emit[a, global window] EVENT_TIME");
  }

  @Test
  void aThrowingFunctionFailsEveryExpectationOfItsScenarioWithTheUsersException() {
    AssertionFailedError failure = failure(run(), "notJudged");

    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "The function of scenario 'Throwing' failed: step 2 of the timeline, `boom=1 @ 1s`,"
                + " threw java.lang.IllegalStateException: boom!");
    assertThat(failure).hasCauseThat().hasMessageThat().isEqualTo("boom!");
  }

  @Test
  void aMethodSelectorRunsOneExpectationAndTheScenarioReportsTheHarness() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectMethod(COUNT + "$Counting#aCountsTwo"))
            .execute();

    assertThat(names(results.testEvents().succeeded().list())).containsExactly("aCountsTwo");
    Map<String, String> entry =
        results
            .allEvents()
            .reportingEntryPublished()
            .list()
            .get(0)
            .getPayload(ReportEntry.class)
            .orElseThrow()
            .getKeyValuePairs();
    assertThat(entry.get("pipespec.runner")).isEqualTo("StatefulFunctionHarness");
    assertThat(entry.get("pipespec.captured.countPerKey")).isEqualTo("1");
  }

  @Test
  void processingTimeStartsAtTheScenariosBaseTime() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass("io.pipespec.engine.fixtures.function.StaleKeyTest"))
            .execute();

    assertThat(names(results.testEvents().failed().list())).isEmpty();
    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("staleAtFiveMinutesPastTheBaseTime", "pendingFromTheScenariosBaseTime");
  }

  private static AssertionFailedError failure(EngineExecutionResults results, String method) {
    Throwable thrown =
        results.testEvents().failed().list().stream()
            .filter(event -> event.getTestDescriptor().getDisplayName().equals(method))
            .findFirst()
            .orElseThrow()
            .getRequiredPayload(TestExecutionResult.class)
            .getThrowable()
            .orElseThrow();
    assertThat(thrown).isInstanceOf(AssertionFailedError.class);
    return (AssertionFailedError) thrown;
  }

  private static List<String> names(List<Event> events) {
    return events.stream()
        .map(event -> event.getTestDescriptor().getDisplayName())
        .collect(Collectors.toList());
  }
}
