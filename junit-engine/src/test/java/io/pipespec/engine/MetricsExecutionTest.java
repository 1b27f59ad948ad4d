package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.RefusedExpectationError;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/** Metric expectations in a transform test and in a function test. */
class MetricsExecutionTest {

  /** Without timeline reports, whose path would end each message compared here in full. */
  private static EngineExecutionResults run(String fixture) {
    return EngineTestKit.engine("pipespec")
        .selectors(selectClass("io.pipespec.engine.fixtures.metrics." + fixture))
        .configurationParameter("pipespec.reports", "none")
        .execute();
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
  }

  private static Throwable failure(EngineExecutionResults results, String method) {
    return results.testEvents().failed().list().stream()
        .filter(e -> e.getTestDescriptor().getUniqueId().toString().endsWith(method + "]"))
        .findFirst()
        .orElseThrow(() -> new AssertionError(method + " did not fail"))
        .getPayload(TestExecutionResult.class)
        .orElseThrow()
        .getThrowable()
        .orElseThrow();
  }

  @Test
  void aTransformTestReadsItsRunnersCommittedMetrics() {
    EngineExecutionResults results = run("CountedLengthsTest");

    assertThat(names(results.testEvents().failed().list()))
        .containsExactly("wrongWords", "misspelledCounter");
    assertThat(failure(results, "wrongWords"))
        .hasMessageThat()
        .isEqualTo(
            """
            Expected counter words is 4, but it is 3 (committed).
            Every counter named words:
              namespace lengths, step Measure/ParMultiDo(Lengths): attempted 3, committed 3
            scenario 'CountedLengthsTest', expectation wrongWords\
            """);
    assertThat(failure(results, "misspelledCounter"))
        .hasMessageThat()
        .isEqualTo(
            "Expected counter wrods is 3, but the DirectRunner reported no counter wrods.\n"
                + "The run reported no counter of that name in any namespace or step; its"
                + " counters are lengths:words.\n"
                + "Beam reports a counter only once it is incremented, so one that saw nothing is"
                + " absent, as a misspelled one is.\n"
                + "scenario 'CountedLengthsTest', expectation misspelledCounter");
  }

  @Test
  void aFunctionTestReadsItsHarnesssAttemptedMetricsAndSaysSo() {
    EngineExecutionResults results = run("CountingFunctionTest");

    assertThat(names(results.testEvents().failed().list()))
        .containsExactly("wrongCount", "committedRefused");
    assertThat(names(results.testEvents().succeeded().list())).containsExactly("everyElementSeen");
    assertThat(failure(results, "wrongCount"))
        .hasMessageThat()
        .isEqualTo(
            "Expected counter seen is 2, but it is 3 (attempted, since the DoFn harness reports"
                + " no committed values).\n"
                + "Every counter named seen:\n"
                + "  namespace counting, step io.pipespec.engine.fixtures.metrics.CountingFunctionTest$Count: attempted 3, committed not reported\n"
                + "scenario 'CountingFunctionTest', expectation wrongCount");
    Throwable refused = failure(results, "committedRefused");
    assertThat(refused).isInstanceOf(RefusedExpectationError.class);
    assertThat(refused)
        .hasMessageThat()
        .contains(
            "the DoFn harness reports no committed metric values; expect the attempted value");
  }
}
