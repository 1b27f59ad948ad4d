package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.opentest4j.AssertionFailedError;

/**
 * Every PAssert scope, through {@code @Window}, {@code @Pane} and {@code @Timeline}, with a passing
 * and a failing case each; the fixtures' method names say which they are. The fixtures run once;
 * each test reads their outcomes.
 */
class EventTimeTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.eventtime.";

  /** Failure message by expectation name; null for a passed expectation. */
  private static final Map<String, String> outcomes = new LinkedHashMap<>();

  @BeforeAll
  static void runFixtures() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(
                selectClass(PACKAGE + "PaneScopesTest"),
                selectClass(PACKAGE + "OnePaneTest"),
                selectClass(PACKAGE + "GlobalEarlyTest"))
            .execute();
    for (Event event : results.testEvents().finished().list()) {
      TestExecutionResult result = event.getPayload(TestExecutionResult.class).orElseThrow();
      // Scoped expectations show their scope in the display name; the method name is the key.
      String name =
          ((MethodSource) event.getTestDescriptor().getSource().orElseThrow()).getMethodName();
      if (result.getStatus() == TestExecutionResult.Status.SUCCESSFUL) {
        outcomes.put(name, null);
      } else {
        Throwable failure = result.getThrowable().orElseThrow();
        assertThat(failure).isInstanceOf(AssertionFailedError.class);
        outcomes.put(name, failure.getMessage());
      }
    }
  }

  @Test
  void everyPassCasePassesAndEveryOtherCaseFails() {
    List<String> passed =
        outcomes.entrySet().stream()
            .filter(e -> e.getValue() == null)
            .map(Map.Entry::getKey)
            .collect(Collectors.toList());
    assertThat(passed)
        .containsExactly(
            "passAll",
            "passEarly",
            "passOnTime",
            "passLate",
            "passCombinedNonLate",
            "passThirdFiring",
            "passNothingFiredIsEmpty",
            "passOnTimeSatisfies",
            "passFinal",
            "passOnly",
            "passEarlyGlobal",
            "passSecondFiring",
            "passTimestampedSatisfies");
    assertThat(outcomes).hasSize(passed.size() + 19);
  }

  @Test
  void everyFailureShowsTheHistoryOfItsWindow() {
    String history =
        """
          window [1970-01-01T00:00Z, 1970-01-01T00:20Z):
            #0 EARLY (first): blue=3 @ 1970-01-01T00:19:59.999Z
            #1 ON_TIME: blue=8 @ 1970-01-01T00:19:59.999Z
            #2 LATE: blue=12 @ 1970-01-01T00:19:59.999Z\
        """;
    for (String name :
        List.of(
            "failAll",
            "failEarly",
            "failOnTime",
            "failLate",
            "failCombinedNonLate",
            "failSecondFiringIsNotLate",
            "failOnlyPaneFiredThreeTimes",
            "failFinalPaneNeverEmitted",
            "failLateSatisfies")) {
      assertThat(outcomes.get(name)).contains(history);
      assertThat(outcomes.get(name)).contains("allowed lateness 1h, accumulating fired panes):\n");
    }
  }

  @Test
  void wrongPaneSaysWhereTheMissingElementArrived() {
    assertThat(outcomes.get("failOnTime"))
        .startsWith(
            "Output 'sums' (ON_TIME pane of window [1970-01-01T00:00Z, 1970-01-01T00:20Z)) does"
                + " not contain exactly the expected elements");
    assertThat(outcomes.get("failOnTime"))
        .containsMatch("missing\\s*: blue=12 \\(x1\\): arrived out of scope in .* pane LATE #2");
    assertThat(outcomes.get("failEarly"))
        .containsMatch("missing\\s*: blue=8 \\(x1\\): arrived out of scope in .* pane ON_TIME #1");
    assertThat(outcomes.get("failLate"))
        .containsMatch("unexpected\\s*: blue=12 \\(x1\\): in .* pane LATE #2");
    assertThat(outcomes.get("failCombinedNonLate"))
        .containsMatch("unexpected\\s*: blue=8 \\(x1\\): in .* pane ON_TIME #1");
    assertThat(outcomes.get("failAll")).containsMatch("unexpected\\s*: blue=12");
    assertThat(outcomes.get("failFinal")).containsMatch("missing\\s*: blue=103 \\(x1\\): never");
    assertThat(outcomes.get("failOnly")).containsMatch("unexpected\\s*: blue=5 \\(x1\\)");
    assertThat(outcomes.get("failEarlyGlobal"))
        .containsMatch("unexpected\\s*: a=3 \\(x1\\): in global window, pane EARLY #1");
    assertThat(outcomes.get("failLateSatisfies")).startsWith("late sums: [KV{blue, 12}]\n");
    assertThat(outcomes.get("failTimestampedSatisfies"))
        .startsWith("too late: KV{blue, 5} @ 2026-01-01T00:39:59.999Z\n");
  }

  @Test
  void scopeInWhichNothingFiredPassesExpectEmptyAndExplainsExpectContains() {
    assertThat(outcomes.get("passNothingFiredIsEmpty")).isNull();
    assertThat(outcomes.get("failNothingFired"))
        .contains(
            "nothing fired in the windows in scope; the windows that fired:\n"
                + "    window [1970-01-01T00:00Z, 1970-01-01T00:20Z): 3 elements");
  }

  @Test
  void paneIndexWithAnotherTimingIsRefused() {
    assertThat(outcomes.get("failSecondFiringIsNotLate"))
        .contains(
            "cannot be judged honestly: firing #1 of window [1970-01-01T00:00Z,"
                + " 1970-01-01T00:20Z) was ON_TIME, not LATE.");
    assertThat(outcomes.get("failSecondFiringIsNotOnTime"))
        .contains("firing #1 of the global window was EARLY, not ON_TIME.");
  }

  @Test
  void onlyPaneOfAWindowThatFiredThreeTimesFailsSayingSo() {
    assertThat(outcomes.get("failOnlyPaneFiredThreeTimes"))
        .contains("a key fired 3 panes (#0 EARLY, #1 ON_TIME, #2 LATE)");
  }

  @Test
  void impossiblePanesAndWindowsAreRefusedInsteadOfJudgedEmpty() {
    assertThat(outcomes.get("failFinalPaneNeverEmitted"))
        .contains("fired 3 elements but no final pane: under ClosingBehavior.FIRE_IF_NON_EMPTY");
    assertThat(outcomes.get("refusedLateWithoutLateness"))
        .contains(
            "no LATE pane can fire in window [2026-01-01T00:00Z, 2026-01-01T00:20Z): the"
                + " allowed lateness is zero");
    assertThat(outcomes.get("refusedEarlyWithoutEarlyFirings"))
        .contains("the trigger DefaultTrigger fires only when the watermark passes the end");
    assertThat(outcomes.get("refusedUnassignableWindow"))
        .contains(
            "window [2026-01-01T00:05Z, 2026-01-01T00:25Z) can never be assigned by FixedWindows"
                + " of 20m; at 2026-01-01T00:05Z and 2026-01-01T00:24:59.999Z it assigns"
                + " [2026-01-01T00:00Z, 2026-01-01T00:20Z) and [2026-01-01T00:20Z,"
                + " 2026-01-01T00:40Z).");
    assertThat(outcomes.get("refusedGlobalWindowOfFixedWindows"))
        .contains(
            "the global window is not a window of this output: it is windowed by"
                + " FixedWindows of 20m.");
  }

  @Test
  void displayNamesShowTheScope() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(PACKAGE + "GlobalEarlyTest"))
            .execute();
    assertThat(
            results.testEvents().finished().list().stream()
                .map(event -> event.getTestDescriptor().getDisplayName())
                .collect(Collectors.toList()))
        .contains("passEarlyGlobal [early panes of the global window]");
  }

  @Test
  void baseTimeShiftsRelativeTimesAndTheLateElementIsDropped() {
    assertThat(outcomes.get("passFinal")).isNull();
    // Within one firing, the order of keys is the runner's.
    assertThat(outcomes.get("failFinal"))
        .containsMatch(
            "window \\[2026-01-01T00:00Z, 2026-01-01T00:20Z\\):\n"
                + "    #0 ON_TIME \\(first, last\\): (blue=3|red=2) @ 2026-01-01T00:19:59.999Z,"
                + " (blue=3|red=2) @ 2026-01-01T00:19:59.999Z");
  }
}
