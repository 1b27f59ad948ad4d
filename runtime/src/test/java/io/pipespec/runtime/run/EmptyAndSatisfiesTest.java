package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.scenario;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.verdict.expect.Expectation;
import java.io.IOException;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.atomic.AtomicReference;
import org.apache.beam.sdk.transforms.Filter;
import org.apache.beam.sdk.values.PCollection;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

class EmptyAndSatisfiesTest {

  /** One run serves every test here, as one run serves every expectation of a scenario. */
  private static ScenarioResult result;

  @BeforeAll
  static void run() {
    result =
        ScenarioRunner.run(
            scenario(
                    "Split",
                    List.of(1L, 2L, 3L),
                    inputs -> {
                      PCollection<Long> numbers = inputs.get("numbers");
                      return Outputs.builder()
                          .add("small", numbers.apply("Small", Filter.by(n -> n < 3)))
                          .add("huge", numbers.apply("Huge", Filter.by(n -> n > 100)))
                          .build();
                    })
                .build(),
            settings());
  }

  @Test
  void emptyPassesOnAnEmptyOutput() {
    result.verify(expect("nothingHuge", "huge", Expectations.empty()));
  }

  @Test
  void emptyFailsListingWhatArrivedAndWhere() {
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> result.verify(expect("nothingSmall", "small", Expectations.empty())));

    String message = failure.getMessage();
    assertThat(message)
        .startsWith(
            """
            Output 'small' (all windows, all panes) is not empty
            output : small
            scope  : all windows, all panes
            but got: 2 elements
            """);
    assertThat(message).contains("element: 1: in global window, pane NO_FIRING, timestamp MIN");
    assertThat(message).contains("element: 2: in global window, pane NO_FIRING, timestamp MIN");
    assertThat(failure.getExpected().getStringRepresentation()).isEqualTo("");
    assertThat(failure.getActual().getStringRepresentation()).isEqualTo("1\n2");
  }

  @Test
  void satisfiesGetsTheDecodedElementsAsAnUnmodifiableList() {
    List<Long> seen = new ArrayList<>();
    result.verify(
        expect(
            "allSmall",
            "small",
            Expectations.<Long>satisfies(
                elements -> {
                  seen.addAll(elements);
                  assertThrows(UnsupportedOperationException.class, () -> elements.add(4L));
                })));

    Collections.sort(seen);
    assertThat(seen).isEqualTo(List.of(1L, 2L));
  }

  @Test
  void satisfiesKeepsTheCheckersAssertionErrorIntact() {
    AtomicReference<AssertionError> truthFailure = new AtomicReference<>();
    Expectation expectation =
        Expectations.<Long>satisfies(
            "threeSmall",
            elements -> {
              try {
                assertThat(elements.size()).isEqualTo(3);
              } catch (AssertionError e) {
                truthFailure.set(e);
                throw e;
              }
            });

    AssertionError failure =
        assertThrows(
            AssertionError.class, () -> result.verify(expect("threeSmall", "small", expectation)));

    assertThat(failure).isSameInstanceAs(truthFailure.get());
    assertThat(failure.getMessage()).isEqualTo("expected: 3\nbut was : 2");
    assertThat(expectation.describe()).isEqualTo("satisfies threeSmall");
  }

  @Test
  void satisfiesFailsWithAnyOtherExceptionAsTheCause() {
    IOException thrown = new IOException("disk full");
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "writes",
                        "small",
                        Expectations.<Long>satisfies(
                            "writes",
                            elements -> {
                              throw thrown;
                            }))));

    assertThat(failure.getCause()).isSameInstanceAs(thrown);
    assertThat(failure.getMessage())
        .isEqualTo(
            "The checker of output 'small' (all windows, all panes) threw java.io.IOException: disk"
                + " full\n"
                + "output : small\n"
                + "scope  : all windows, all panes\n"
                + "checked: 2 elements\n"
                + "checker: satisfies writes\n"
                + "scenario 'Split', expectation writes");
  }

  @Test
  void anExpectationOnAnUnknownOutputSaysWhichOutputsThereAre() {
    IllegalArgumentException failure =
        assertThrows(
            IllegalArgumentException.class,
            () -> result.verify(expect("typo", "smal", Expectations.empty())));

    assertThat(failure.getMessage())
        .isEqualTo(
            "Scenario 'Split' has no output named 'smal'; its outputs are [small, huge]. The"
                + " expectation typo must name one of them.");
  }

  @Test
  void expectationsDescribeThemselves() {
    assertThat(Expectations.containsInAnyOrder(List.of(1, 2, 3)).describe())
        .isEqualTo("contains 3 elements");
    assertThat(Expectations.containsInAnyOrder(List.of(1)).describe())
        .isEqualTo("contains 1 element");
    assertThat(Expectations.empty().describe()).isEqualTo("is empty");
    assertThat(Expectations.satisfies(elements -> {}).describe())
        .isEqualTo("satisfies its checker");
  }
}
