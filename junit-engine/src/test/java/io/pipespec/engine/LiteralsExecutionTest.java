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
 * Literals end to end: {@code fixtures.literals.LiteralsTest} compares each kind of literal with
 * what its pipeline produced at run time. Every kind passes once; every failure writes the values
 * in the literal syntax, so a line of the message can be pasted back into the annotation.
 */
class LiteralsExecutionTest {

  private static final String FIXTURE = "io.pipespec.engine.fixtures.literals.LiteralsTest";
  private static final Map<String, String> failures = new LinkedHashMap<>();
  private static final TreeSet<String> succeeded = new TreeSet<>();

  @BeforeAll
  static void run() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(FIXTURE)).execute();
    for (Event event : results.testEvents().finished().list()) {
      String name = event.getTestDescriptor().getDisplayName();
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
  void everyKindOfLiteralEqualsTheValueThePipelineProduced() {
    assertThat(succeeded)
        .containsExactly(
            "okRecordsByPosition",
            "okRecordsByName",
            "okNestedRecords",
            "okEnums",
            "okLists",
            "okNestedKv",
            "okJavaInstants",
            "okJavaDurations",
            "okJodaInstants",
            "okJodaDurations",
            "okFactory");
    assertThat(failures.keySet())
        .containsExactlyElementsIn(
            messages().map(arguments -> (String) arguments.get()[0]).toList());
  }

  static Stream<Arguments> messages() {
    return Stream.of(
        failure(
            "badRecords",
            "Output 'scores' (all windows, all panes) does not contain exactly the expected elements",
            "missing    : {name=bob, points=13} (x1): never produced",
            "unexpected : {name=bob, points=12} (x1): in global window"),
        failure(
            "badNestedRecords",
            "Output 'matches' (all windows, all panes) does not include every expected element",
            "missing          : {home={name=bob, points=12}, away={name=cpu, points=1}} (x1): never produced"),
        failure(
            "badEnums",
            "Output 'colors' (all windows, all panes) does not contain exactly the expected elements",
            "missing    : RED (x1): expected twice, arrived once in scope",
            "unexpected : BLUE (x1)"),
        failure(
            "badLists",
            "Output 'digits' (all windows, all panes) does not include every expected element",
            "missing          : [2, 1] (x1): never produced",
            "compared by      : encoded bytes, because the output coder ListCoder(VarIntCoder) is deterministic"),
        failure(
            "badNestedKv",
            "Output 'nested' (all windows, all panes) does not contain exactly the expected elements",
            "missing    : BLUE=ann=12 (x1): never produced",
            "unexpected : BLUE=bob=12 (x1)"),
        failure(
            "badJavaInstants",
            "Output 'javaInstants' (all windows, all panes) does not include every expected element",
            "missing          : 2024-01-01T00:00:04Z (x1): never produced"),
        failure(
            "badJavaDurations",
            "Output 'javaDurations' (all windows, all panes) does not contain exactly the expected elements",
            "missing    : PT13M (x1): never produced",
            "unexpected : PT12M (x1)"),
        failure(
            "badJodaInstants",
            "Output 'jodaInstants' (all windows, all panes) does not include every expected element",
            "missing          : 1970-01-01T00:00:12.001Z (x1): never produced",
            "compared by      : encoded bytes, because the output coder InstantCoder is deterministic"),
        failure(
            "badJodaDurations",
            "Output 'jodaDurations' (all windows, all panes) does not contain exactly the expected elements",
            "missing    : PT3.500S (x1): never produced",
            "unexpected : PT3S (x1)"),
        failure(
            "badFactory",
            "Output 'ids' (all windows, all panes) does not include every expected element",
            "missing          : 00000000-0000-0000-0000-000000000000 (x1): never produced"));
  }

  @Test
  void textsWithSeparatorsQuotesEscapesAndQuotedTimelineStepsArriveUnchanged() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass("io.pipespec.engine.fixtures.literals.UnusualTextTest"))
            .execute();

    assertThat(
            results.testEvents().failed().stream()
                .map(event -> event.getRequiredPayload(TestExecutionResult.class).getThrowable())
                .map(thrown -> thrown.map(Throwable::getMessage).orElse("")))
        .isEmpty();
    assertThat(results.testEvents().succeeded().count()).isEqualTo(3);
  }

  private static Arguments failure(String name, String start, String... lines) {
    return Arguments.of(name, start, List.of(lines));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("messages")
  void failureWritesTheValuesInTheLiteralSyntax(String name, String start, List<String> lines) {
    String message = failures.get(name);
    assertThat(message).startsWith(start + "\n");
    for (String line : lines) {
      assertThat(message).contains(line);
    }
  }
}
