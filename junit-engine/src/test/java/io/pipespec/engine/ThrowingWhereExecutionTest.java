package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeSet;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * A {@code @Where} predicate that throws fails its own expectation, naming the predicate, the
 * element and with the user's exception as cause, and its siblings are judged on their own: the
 * same verdicts and the same first line whether the test JVM judges the output or the pipeline does
 * ({@code pipespec.judge}). On the runner it used to fail the pipeline, and every expectation of
 * the scenario with it.
 */
class ThrowingWhereExecutionTest {

  private static final String FIXTURE =
      "io.pipespec.engine.fixtures.throwingwhere.ThrowingWhereTest";

  @ParameterizedTest
  @ValueSource(strings = {"jvm", "runner", "auto"})
  void theThrowingPredicateFailsItsExpectationAloneWhereverItIsJudged(String judge) {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(FIXTURE))
            .configurationParameter("pipespec.judge", judge)
            // So that auto judges this small output on the runner too.
            .configurationParameter("pipespec.judge.threshold", "1")
            .execute();
    Map<String, Throwable> failures = new LinkedHashMap<>();
    TreeSet<String> succeeded = new TreeSet<>();
    for (Event event : results.testEvents().finished().list()) {
      String name = event.getTestDescriptor().getDisplayName();
      TestExecutionResult result = event.getPayload(TestExecutionResult.class).orElseThrow();
      if (result.getThrowable().isPresent()) {
        failures.put(name, result.getThrowable().get());
      } else {
        succeeded.add(name);
      }
    }

    assertWithMessage("%s", failures).that(succeeded).containsExactly("count", "contains");
    assertThat(failures.keySet()).containsExactly("filtered", "wrongCount");
    assertThat(failures.get("wrongCount")).hasMessageThat().contains("6");
    Throwable filtered = failures.get("filtered");
    assertThat(filtered)
        .hasMessageThat()
        .startsWith(
            "The predicate (satisfies throwsOnThree) threw java.lang.IllegalStateException: three"
                + " is not a number I take on an element of output 'numbers'\n");
    assertThat(filtered).hasMessageThat().contains("\nelement: 3: in global window");
    assertThat(filtered)
        .hasMessageThat()
        .contains("\nscenario 'ThrowingWhereTest', expectation filtered\n");
    assertThat(filtered).hasCauseThat().isInstanceOf(IllegalStateException.class);
    assertThat(filtered).hasCauseThat().hasMessageThat().isEqualTo("three is not a number I take");
  }
}
