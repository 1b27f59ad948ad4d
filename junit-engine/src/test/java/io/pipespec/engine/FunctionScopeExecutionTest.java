package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.List;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * {@code @Window}, {@code @Pane} and {@code @Where} on the output expectations of a
 * {@code @FunctionTest}: they select the function's output as they select a pipeline's.
 */
class FunctionScopeExecutionTest {

  private static final String BATCH =
      "io.pipespec.engine.fixtures.functionscope.BatchPerWindowTest";

  private static EngineExecutionResults run() {
    return EngineTestKit.engine("pipespec").selectors(selectClass(BATCH)).execute();
  }

  @Test
  void aWindowScopeJudgesOnlyTheOutputOfThatWindow() {
    EngineExecutionResults results = run();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly(
            "onlyAInTheFirstWindow [all panes of window [1970-01-01T00:00Z, 1970-01-01T00:10Z)]",
            "onlyBInTheSecondWindow [all panes of window [1970-01-01T00:10Z, 1970-01-01T00:20Z)]",
            "oneBatchOfB",
            "eachBatchFlushedAtTheEndOfItsWindow",
            "batchesAtTheEndOfTheirWindows");
  }

  @Test
  void anElementOfAnotherWindowIsMissingFromTheScopeAndSaysWhereItArrived() {
    Throwable failure = failure(run(), "aInTheSecondWindow");

    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "Output 'batchPerWindow' (all panes of window [1970-01-01T00:10Z,"
                + " 1970-01-01T00:20Z)) does not include every expected element");
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "missing          : a=[1, 2, 3] (x1): arrived out of scope in window"
                + " [1970-01-01T00:00Z, 1970-01-01T00:10Z)");
  }

  @Test
  void aPaneScopeOnUngroupedOutputIsRefusedWithTheReason() {
    Throwable failure = failure(run(), "aOnTime");

    assertThat(failure)
        .hasMessageThat()
        .contains(
            "cannot be judged honestly: no pane of window [1970-01-01T00:00Z, 1970-01-01T00:10Z)"
                + " ever fired");
  }

  @Test
  void aTimerThatNamesItsWindowMatchesOnlyATimerOfThatWindow() {
    Throwable failure = failure(run(), "aFlushedInTheSecondWindow");

    assertThat(failure)
        .hasMessageThat()
        .contains(
            "missing:\n    flush a @ 1970-01-01T00:09:59.999Z in window [1970-01-01T00:10Z,"
                + " 1970-01-01T00:20Z)\nunexpected:\n    flush a @ 1970-01-01T00:09:59.999Z in window"
                + " [1970-01-01T00:00Z, 1970-01-01T00:10Z)");
  }

  @Test
  void aTimerWindowThatTheWindowFunctionNeverAssignsIsRefused() {
    Throwable failure = failure(run(), "aFlushedInAWindowThatNeverExists");

    assertThat(failure).hasMessageThat().contains("cannot be judged honestly");
    assertThat(failure).hasMessageThat().contains("[1970-01-01T00:00Z, 1970-01-01T00:00:10Z)");
  }

  private static Throwable failure(EngineExecutionResults results, String method) {
    return results.testEvents().failed().list().stream()
        .filter(
            event ->
                event.getTestDescriptor().getDisplayName().equals(method)
                    || event.getTestDescriptor().getDisplayName().startsWith(method + " "))
        .findFirst()
        .orElseThrow(() -> new AssertionError(method + " did not fail"))
        .getRequiredPayload(TestExecutionResult.class)
        .getThrowable()
        .orElseThrow();
  }

  private static List<String> names(List<Event> events) {
    return events.stream()
        .map(event -> event.getTestDescriptor().getDisplayName())
        .collect(Collectors.toList());
  }
}
