package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
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
 * The assertion vocabulary through the engine: every expectation and predicate of {@code
 * fixtures.vocabulary.VocabularyTest} passes once ({@code ok...}) and fails once ({@code bad...})
 * with the message asserted here. One run serves them all, as one run serves a scenario.
 */
class VocabularyExecutionTest {

  private static final String FIXTURE = "io.pipespec.engine.fixtures.vocabulary.VocabularyTest";
  private static final Map<String, Throwable> failures = new LinkedHashMap<>();
  private static final TreeSet<String> succeeded = new TreeSet<>();

  @BeforeAll
  static void run() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(FIXTURE)).execute();
    for (Event event : results.testEvents().finished().list()) {
      String name = event.getTestDescriptor().getDisplayName();
      TestExecutionResult result = event.getPayload(TestExecutionResult.class).orElseThrow();
      if (result.getThrowable().isPresent()) {
        failures.put(name, result.getThrowable().get());
      } else {
        succeeded.add(name);
      }
    }
  }

  @Test
  void everyOkExpectationPassesAndEveryBadOneFails() {
    assertThat(succeeded)
        .containsExactly(
            "okIncludes",
            "okCount",
            "okSingleton",
            "okSingletonNotEqual",
            "okMap",
            "okMapFromCode",
            "okAllGreaterThan",
            "okAllGreaterThanEq",
            "okAllLessThan",
            "okAllLessThanEq",
            "okNoneEqual",
            "okNoneBy",
            "okHash",
            "okSum",
            "okDiff",
            "okWhere",
            "okWhereOnBothSidesOfADiff",
            "okFromCode");
    assertThat(failures.keySet())
        .containsExactlyElementsIn(
            messages().map(arguments -> (String) arguments.get()[0]).toList());
  }

  static Stream<Arguments> messages() {
    return Stream.of(
        failure(
            "badIncludes",
            "Output 'numbers' (all windows, all panes) does not include every expected element",
            "missing          : 1 (x1): expected 3 times, arrived twice in scope",
            "missing          : 7 (x1): never produced",
            "expected at least: 4 elements"),
        failure(
            "badCount",
            "Output 'numbers' (all windows, all panes) has 6 elements, not 5",
            "expected: 5 elements",
            "element : 10: in global window"),
        failure(
            "badSingleton",
            "Output 'total' (all windows, all panes) holds one element, but not the expected one",
            "expected   : 25",
            "but was    : 24: in global window, pane ON_TIME #0 (first, last)"),
        failure(
            "badSingletonNotEqual",
            "holds one element, equal to the value it must differ from",
            "expected not: 24"),
        failure(
            "badSingletonOfSix",
            "Output 'numbers' (all windows, all panes) does not hold exactly one element: it holds 6",
            "expected: 1 element, 1"),
        failure(
            "badMap",
            "Output 'counts' (all windows, all panes) is not the expected map",
            "wrong value     : key 1: expected 1, but was 2",
            "missing         : 7=1",
            "unexpected      : 10=1"),
        failure(
            "badMapDuplicateKeys",
            "Output 'parity' (all windows, all panes) is not a map: 2 keys arrive more than once",
            "duplicate key: odd has 4 values: ",
            "(in global window, pane NO_FIRING, timestamp MIN), and 1 more",
            "duplicate key: even has 2 values: "),
        failure(
            "badAllGreaterThan",
            "Output 'numbers' (all windows, all panes): not every element is greater than 1",
            "but     : 2 of 6 elements do not",
            "does not: 1: in global window"),
        failure(
            "badAllGreaterThanEq",
            "not every element is greater than or equal to 2",
            "does not: 1: in"),
        failure(
            "badAllLessThan",
            "not every element is less than 5",
            "does not: 5: in",
            "does not: 10: in"),
        failure(
            "badAllLessThanEq",
            "not every element is less than or equal to 9",
            "but     : 1 of 6 elements do not",
            "does not: 10: in"),
        failure(
            "badNoneEqual",
            "Output 'numbers' (all windows, all panes): some elements are equal to 1",
            "expected: no element is equal to 1",
            "does    : 1: in"),
        failure(
            "badAllBy", "not every element satisfies isOdd", "does not: 4: in", "does not: 10: in"),
        failure(
            "badAllRange",
            "not every element is greater than 0 and is less than 5",
            "does not: 5: in"),
        failure(
            "badHash",
            "Output 'words' (all windows, all panes) does not have the expected size and hash",
            "expected : size 2, hash GH70Q2Ei0cwvQNwrkvDroA==",
            "but was  : size 6, hash ZCtfLRftRwou6y+/Ccx47A=="),
        failure(
            "badSum",
            "Output 'numbers' (all windows, all panes) does not have the expected sum and size",
            "expected: sum 25, size 6",
            "but was : sum 24, size 6"),
        failure(
            "badDiff",
            "Outputs 'words' and 'distinct' (all windows, all panes) do not differ as expected",
            "only left          : 1\n",
            "both               : 10",
            "only right         : (nothing)",
            "expected only left : (nothing)"),
        failure(
            "badWhere",
            "Output 'numbers' (all windows, all panes, only elements that are less than 4) has 3 elements, not 2",
            "element : 3: in"),
        failure(
            "badFromCode",
            "does not include every expected element",
            "missing          : 7 (x1): never produced"),
        failure(
            "badSupplierThrows",
            "The expected values of output 'numbers' could not be read: VocabularyTest.brokenSupplier() threw java.lang.IllegalStateException: no numbers today"),
        failure(
            "badSatisfies",
            "The checker of output 'total' (all windows, all panes) threw java.lang.IllegalStateException: checker gave up",
            "checker: satisfies badSatisfies"));
  }

  private static Arguments failure(String method, String... parts) {
    return Arguments.of(method, parts);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("messages")
  void failsWithItsMessage(String method, String[] parts) {
    Throwable failure = failures.get(method);
    assertThat(failure).isInstanceOf(AssertionFailedError.class);
    for (String part : parts) {
      assertThat(failure).hasMessageThat().contains(part);
    }
  }

  @Test
  void diffGivesTheIdeBothSidesOfWhatDiffers() {
    AssertionFailedError failure = (AssertionFailedError) failures.get("badDiff");
    assertThat(failure.getExpected().getStringRepresentation())
        .isEqualTo("only left:\nonly right:\n");
    assertThat(failure.getActual().getStringRepresentation())
        .isEqualTo("only left:\n1\nonly right:\n");
  }

  @Test
  void singletonGivesTheIdeExpectedAndActual() {
    AssertionFailedError failure = (AssertionFailedError) failures.get("badSingleton");
    assertThat(failure.getExpected().getStringRepresentation()).isEqualTo("25");
    assertThat(failure.getActual().getStringRepresentation()).isEqualTo("24");
  }
}
