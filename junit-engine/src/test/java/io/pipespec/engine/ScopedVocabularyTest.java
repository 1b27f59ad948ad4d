package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.opentest4j.AssertionFailedError;

/**
 * The vocabulary composes with scopes: {@code fixtures.scopedvocabulary.ScopedVocabularyTest}
 * judges includes, count, all/none, singleton and diff under {@code @Window}/{@code @Pane}, then
 * under {@code @Where} together with a scope; each passes once and fails once, and every failure
 * names the scope (with the predicate) and ends with the window history.
 */
class ScopedVocabularyTest {

  private static final String FIXTURE =
      "io.pipespec.engine.fixtures.scopedvocabulary.ScopedVocabularyTest";
  private static final String FIRST_WINDOW = "window [1970-01-01T00:00Z, 1970-01-01T00:20Z)";
  private static final String SUMS_HISTORY =
      "  window [1970-01-01T00:00Z, 1970-01-01T00:20Z):\n"
          + "    #0 EARLY (first): blue=3 @ 1970-01-01T00:19:59.999Z, red=1 @"
          + " 1970-01-01T00:19:59.999Z\n"
          + "    #1 ON_TIME: blue=8 @ 1970-01-01T00:19:59.999Z, red=1 @ 1970-01-01T00:19:59.999Z\n"
          + "    #2 LATE: blue=12 @ 1970-01-01T00:19:59.999Z";
  private static final String VALUES_HISTORY =
      "  window [1970-01-01T00:00Z, 1970-01-01T00:20Z):\n"
          + "    no firing (not grouped): 3 @ 1970-01-01T00:01Z, 1 @ 1970-01-01T00:02Z, 4 @"
          + " 1970-01-01T00:05Z, 5 @ 1970-01-01T00:10Z";

  private static final Map<String, String> failures = new LinkedHashMap<>();
  private static final TreeSet<String> succeeded = new TreeSet<>();

  @BeforeAll
  static void run() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(FIXTURE)).execute();
    for (Event event : results.testEvents().finished().list()) {
      String name =
          ((org.junit.platform.engine.support.descriptor.MethodSource)
                  event.getTestDescriptor().getSource().orElseThrow())
              .getMethodName();
      TestExecutionResult result = event.getPayload(TestExecutionResult.class).orElseThrow();
      if (result.getThrowable().isPresent()) {
        assertThat(result.getThrowable().get()).isInstanceOf(AssertionFailedError.class);
        failures.put(name, result.getThrowable().get().getMessage());
      } else {
        succeeded.add(name);
      }
    }
  }

  @Test
  void everyOkExpectationPassesAndEveryBadOneFails() {
    assertThat(succeeded)
        .containsExactly(
            "okIncludesOnTime",
            "okCountEarly",
            "okAllLate",
            "okSingletonLate",
            "okDiffOnTime",
            "okCountSecondWindow",
            "okWhereContainsInWindow",
            "okWhereCountOnTime",
            "okWhereAllInWindow",
            "okWhereNoneInWindow",
            "okWhereSingletonInWindow",
            "okWhereDiffOnTime");
    assertThat(failures.keySet())
        .containsExactlyElementsIn(
            messages().map(arguments -> (String) arguments.get()[0]).toList());
  }

  static Stream<Arguments> messages() {
    return Stream.of(
        failure(
            "badIncludesOnTime",
            SUMS_HISTORY,
            "Output 'sums' (ON_TIME pane of "
                + FIRST_WINDOW
                + ") does not include every expected element",
            "missing          : blue=12 (x1): arrived out of scope in window [1970-01-01T00:00Z, 1970-01-01T00:20Z), pane LATE #2"),
        failure(
            "badCountEarly",
            SUMS_HISTORY,
            "Output 'sums' (early panes of " + FIRST_WINDOW + ") has 2 elements, not 3",
            "element : blue=3: in window [1970-01-01T00:00Z, 1970-01-01T00:20Z), pane EARLY #0 (first)"),
        failure(
            "badNoneOnTime",
            SUMS_HISTORY,
            "Output 'sums' (ON_TIME pane of " + FIRST_WINDOW + "): some elements satisfy isBlue",
            "does    : blue=8: in window [1970-01-01T00:00Z, 1970-01-01T00:20Z), pane ON_TIME #1"),
        failure(
            "badSingletonLate",
            SUMS_HISTORY,
            "Output 'sums' (late panes of "
                + FIRST_WINDOW
                + ") holds one element, but not the expected one",
            "expected   : blue=8",
            "but was    : blue=12: in window"),
        failure(
            "badDiffOnTime",
            SUMS_HISTORY,
            "Outputs 'sums' and 'blueSums' (ON_TIME pane of "
                + FIRST_WINDOW
                + ") do not differ as expected",
            "only left          : red=1",
            "both               : blue=8",
            "history of output 'blueSums'"),
        failure(
            "badWhereIncludesInWindow",
            SUMS_HISTORY,
            "Output 'sums' (all panes of "
                + FIRST_WINDOW
                + ", only elements that satisfy isRed) does not include every expected element",
            "missing          : red=7 (x1): arrived out of scope in window [1970-01-01T00:20Z, 1970-01-01T00:40Z), pane ON_TIME #0 (first, last)",
            "but got          : 2 elements in scope"),
        failure(
            "badWhereCountOnTime",
            SUMS_HISTORY,
            "Output 'sums' (ON_TIME pane of "
                + FIRST_WINDOW
                + ", only elements that satisfy isRed) has 1 element, not 2",
            "element : red=1: in window"),
        failure(
            "badWhereAllInWindow",
            VALUES_HISTORY,
            "Output 'values' (all panes of "
                + FIRST_WINDOW
                + ", only elements that are greater than 2): not every element is less than 5",
            "but     : 1 of 3 elements do not",
            "does not: 5: in window [1970-01-01T00:00Z, 1970-01-01T00:20Z), pane NO_FIRING"),
        failure(
            "badWhereNoneInSecondWindow",
            "    no firing (not grouped): 7 @ 1970-01-01T00:25Z",
            "Output 'values' (all panes of window [1970-01-01T00:20Z, 1970-01-01T00:40Z), only elements that are greater than 2): some elements are equal to 7",
            "does    : 7: in window [1970-01-01T00:20Z, 1970-01-01T00:40Z)"),
        failure(
            "badWhereSingletonInWindow",
            VALUES_HISTORY,
            "Output 'values' (all panes of "
                + FIRST_WINDOW
                + ", only elements that are greater than 4) holds one element, but not the expected one",
            "expected   : 4",
            "but was    : 5: in window"),
        failure(
            "badWhereDiffOnTime",
            SUMS_HISTORY,
            "Outputs 'sums' and 'blueSums' (ON_TIME pane of "
                + FIRST_WINDOW
                + ", only elements that satisfy isRed) do not differ as expected",
            "only left          : red=1",
            "both               : (nothing)"));
  }

  private static Arguments failure(String name, String history, String start, String... lines) {
    return Arguments.of(name, history, start, List.of(lines));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("messages")
  void failureNamesTheScopeAndShowsTheWindowHistory(
      String name, String history, String start, List<String> lines) {
    String message = failures.get(name);
    assertThat(message).startsWith(start + "\n");
    for (String line : lines) {
      assertThat(message).contains(line);
    }
    assertThat(message).contains("\nhistory of output '");
    assertThat(message).contains(history);
  }

  @Test
  void diffFailureShowsTheHistoryOfBothSides() {
    String message = failures.get("badDiffOnTime");
    assertThat(message).contains("\nhistory of output 'sums' (windowing: FixedWindows");
    assertThat(message)
        .contains(
            "\nhistory of output 'blueSums' (windowing: FixedWindows, trigger"
                + " AfterWatermark.pastEndOfWindow()");
    assertThat(message.substring(message.indexOf("history of output 'blueSums'")))
        .contains(
            "    #1 ON_TIME: blue=8 @ 1970-01-01T00:19:59.999Z\n"
                + "    #2 LATE: blue=12 @ 1970-01-01T00:19:59.999Z");
  }
}
