package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * User code that a scenario calls besides the pipeline (an input method, a checker, an options
 * method) is bounded by pipespec.timeout too: it fails its scenario, naming the method, and the
 * next scenario runs.
 */
class UserCodeTimeoutTest {

  private static final String HANGING = "io.pipespec.engine.fixtures.hanging.HangingTest";
  private static final String HANGING_OPTIONS =
      "io.pipespec.engine.fixtures.hanging.HangingOptionsJobTest";

  private static EngineExecutionResults run(String testClass) {
    return EngineTestKit.engine("pipespec")
        .selectors(selectClass(testClass))
        // Long enough for a pipeline run on a loaded machine, short for a test of hanging code.
        .configurationParameter(PipespecEngineConstants.TIMEOUT_PROPERTY_NAME, "10s")
        .execute();
  }

  /** The failure of each failed test, by the end of its unique id. */
  private static Map<String, String> failures(EngineExecutionResults results) {
    Map<String, String> failures = new LinkedHashMap<>();
    for (Event event : results.testEvents().failed().list()) {
      String id = event.getTestDescriptor().getUniqueId().toString();
      Throwable failure =
          event.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow();
      failures.put(
          id.substring(id.lastIndexOf("/[scenario:") + 1),
          failure.getMessage()
              + "\n"
              + (failure.getCause() == null ? "" : failure.getCause().getMessage()));
    }
    return failures;
  }

  private static void assertNoThreadLeftIn(String method) {
    assertThat(
            Thread.getAllStackTraces().entrySet().stream()
                .filter(thread -> thread.getKey().isAlive())
                .filter(
                    thread ->
                        java.util.Arrays.stream(thread.getValue())
                            .anyMatch(frame -> frame.getMethodName().equals(method)))
                .map(thread -> thread.getKey().getName())
                .collect(Collectors.toList()))
        .isEmpty();
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aHangingInputOrCheckerFailsItsScenarioNamingTheMethodAndTheNextScenarioRuns()
      throws InterruptedException {
    long start = System.nanoTime();
    EngineExecutionResults results = run(HANGING);
    long seconds = (System.nanoTime() - start) / 1_000_000_000L;

    Map<String, String> failures = failures(results);
    assertThat(failures.keySet())
        .containsExactly(
            "[scenario:StuckInput]/[expectation:length]",
            "[scenario:StuckChecker]/[expectation:neverReturns]");
    assertThat(failures.get("[scenario:StuckInput]/[expectation:length]"))
        .contains("did not return within 10s (pipespec.timeout)");
    assertThat(failures.get("[scenario:StuckInput]/[expectation:length]"))
        .contains("io.pipespec.engine.fixtures.hanging.HangingTest$StuckInput.words(");
    assertThat(failures.get("[scenario:StuckChecker]/[expectation:neverReturns]"))
        .contains("did not return within 10s (pipespec.timeout)");
    assertThat(failures.get("[scenario:StuckChecker]/[expectation:neverReturns]"))
        .contains("io.pipespec.engine.fixtures.hanging.HangingTest$StuckChecker.neverReturns(");
    assertThat(
            results.testEvents().succeeded().list().stream()
                .map(event -> event.getTestDescriptor().getUniqueId().toString())
                .map(id -> id.substring(id.lastIndexOf("/[scenario:") + 1))
                .collect(Collectors.toList()))
        .containsExactly(
            "[scenario:StuckChecker]/[expectation:length]",
            "[scenario:Quick]/[expectation:length]");
    assertThat(seconds).isLessThan(90L);
    Thread.sleep(500);
    assertNoThreadLeftIn("sleepForever");
  }

  @Test
  @Timeout(value = 120, unit = TimeUnit.SECONDS, threadMode = Timeout.ThreadMode.SEPARATE_THREAD)
  void aHangingOptionsMethodFailsItsScenarioNamingTheMethod() throws InterruptedException {
    Map<String, String> failures = failures(run(HANGING_OPTIONS));

    assertThat(failures).hasSize(1);
    String failure = failures.values().iterator().next();
    assertThat(failure).contains("did not return within 10s (pipespec.timeout)");
    assertThat(failure)
        .contains("io.pipespec.engine.fixtures.hanging.HangingOptionsJobTest.arguments(");
    Thread.sleep(500);
    assertNoThreadLeftIn("sleepForever");
  }
}
