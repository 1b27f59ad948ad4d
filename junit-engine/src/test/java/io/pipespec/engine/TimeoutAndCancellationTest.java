package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.engine.fixtures.cancel.CancellingTest;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.CancellationToken;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/** A scenario past its timeout, and a run cancelled by the launcher. */
class TimeoutAndCancellationTest {

  private static final String SLEEPY = "io.pipespec.engine.fixtures.slow.SleepyTest";

  @Test
  void scenarioPastItsTimeoutFailsItsExpectationsLeavesNoThreadsAndTheNextScenarioRuns() {
    long start = System.nanoTime();
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(SLEEPY))
            .configurationParameter(PipespecEngineConstants.TIMEOUT_PROPERTY_NAME, "2s")
            .execute();
    long seconds = (System.nanoTime() - start) / 1_000_000_000L;

    List<Event> failed = results.testEvents().failed().list();
    assertThat(uniqueIds(failed))
        .containsExactly(
            "[scenario:Asleep]/[expectation:length]", "[scenario:Asleep]/[expectation:nothing]");
    for (Event event : failed) {
      Throwable failure = throwable(event);
      assertThat(failure.getCause()).isInstanceOf(ScenarioTimeoutException.class);
      assertThat(failure.getCause()).hasMessageThat().contains("did not finish within 2s");
      assertThat(failure.getCause()).hasMessageThat().contains("captured before the cancel:");
      assertThat(failure.getCause()).hasMessageThat().doesNotContain("did not stop");
    }
    assertThat(uniqueIds(results.testEvents().succeeded().list()))
        .containsExactly("[scenario:Awake]/[expectation:length]");
    assertThat(seconds).isLessThan(60L);
    Map<String, String> asleep =
        results.allEvents().reportingEntryPublished().list().stream()
            .filter(event -> event.getTestDescriptor().getDisplayName().equals("Asleep"))
            .findFirst()
            .orElseThrow()
            .getPayload(ReportEntry.class)
            .orElseThrow()
            .getKeyValuePairs();
    assertThat(Long.parseLong(asleep.get("pipespec.wallTimeMs"))).isAtLeast(2_000L);
    assertThat(
            Thread.getAllStackTraces().keySet().stream()
                .filter(Thread::isAlive)
                .map(Thread::getName)
                .filter(name -> name.contains("Asleep"))
                .collect(Collectors.toList()))
        .isEmpty();
  }

  @Test
  void cancellationDuringARunReportsWhatRemainsAsSkipped() {
    CancellationToken token = CancellationToken.create();
    CancellingTest.token = token;

    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(CancellingTest.class))
            .cancellationToken(token)
            .execute();

    assertThat(uniqueIds(results.testEvents().succeeded().list()))
        .containsExactly("[scenario:First]/[expectation:cancels]");
    Map<String, String> skipped = new LinkedHashMap<>();
    for (Event event : results.allEvents().skipped().list()) {
      skipped.put(
          shortId(event.getTestDescriptor().getUniqueId().toString()),
          event.getPayload(String.class).orElseThrow());
    }
    assertThat(skipped)
        .containsExactly(
            "[scenario:First]/[expectation:afterTheCancel]", "Execution cancelled",
            "[scenario:Second]", "Execution cancelled");
    assertThat(results.testEvents().failed().count()).isEqualTo(0);
  }

  @Test
  void cancellationBeforeTheRunSkipsEverythingAndRunsNoPipeline() {
    CancellationToken token = CancellationToken.create();
    token.cancel();

    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(SLEEPY))
            .cancellationToken(token)
            .execute();

    assertThat(results.testEvents().started().count()).isEqualTo(0);
    assertThat(results.allEvents().reportingEntryPublished().count()).isEqualTo(0);
  }

  private static List<String> uniqueIds(List<Event> events) {
    return events.stream()
        .map(event -> shortId(event.getTestDescriptor().getUniqueId().toString()))
        .collect(Collectors.toList());
  }

  /** The unique id after the class segment. */
  private static String shortId(String uniqueId) {
    return uniqueId.substring(uniqueId.indexOf("/[scenario:") + 1);
  }

  private static Throwable throwable(Event event) {
    return event.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
  }
}
