package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.scenario;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.Outputs;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * A {@code @Satisfies} method that recurses without end, or allocates past the heap on an output of
 * one element: the failure says what happened and where to look, and the next expectation is
 * judged.
 */
class MisbehavingCheckerTest {

  private static ScenarioResult result;

  @BeforeAll
  static void run() {
    result =
        ScenarioRunner.run(
            scenario("One", List.of(7L), inputs -> Outputs.single("one", inputs.get("numbers")))
                .build(),
            settings());
  }

  /** Recurses until the stack overflows (depth turns negative long after that). */
  private static int recurse(int depth) {
    return depth < 0 ? 0 : recurse(depth + 1) + 1;
  }

  @Test
  void aCheckerThatOverflowsTheStackFailsSayingSo() {
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "deep",
                        "one",
                        Expectations.<Long>satisfies("deep", elements -> recurse(0)))));

    assertThat(failure)
        .hasMessageThat()
        .contains("overflowed the stack: a recursion that does not end");
    assertThat(failure).hasCauseThat().isInstanceOf(StackOverflowError.class);
  }

  @Test
  @SuppressWarnings("ModifiedButNotUsed") // The checker hoards memory to exhaust the heap.
  void aCheckerThatAllocatesPastTheHeapOnOneElementIsBlamedNotTheOutput() {
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                result.verify(
                    expect(
                        "greedy",
                        "one",
                        Expectations.<Long>satisfies(
                            "greedy",
                            elements -> {
                              List<long[]> hoard = new ArrayList<>();
                              while (true) {
                                hoard.add(new long[16 << 20]);
                              }
                            }))));

    assertThat(failure).hasMessageThat().contains("the run captured one: 1 elements");
    assertThat(failure)
        .hasMessageThat()
        .contains("So few elements cannot fill the heap: the memory went to the expectation's own");
    assertThat(failure).hasMessageThat().doesNotContain("make the scenario's output smaller");
    // The next expectation is judged as usual.
    result.verify(expect("one", "one", Expectations.containsInAnyOrder(List.of(7L))));
  }
}
