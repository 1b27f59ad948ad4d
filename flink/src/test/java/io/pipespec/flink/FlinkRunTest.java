package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.flink.FlinkScenarios.contains;
import static io.pipespec.flink.FlinkScenarios.onFlink;
import static io.pipespec.flink.FlinkScenarios.through;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.fixtures.NumberScenarios.FailsOnThree;
import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** Scenarios on the embedded Flink mini-cluster: verdicts, user failures, timeouts. */
class FlinkRunTest {

  @AfterAll
  static void releaseStubbornFunctions() {
    UserFunctions.Stubborn.RELEASE.countDown();
  }

  @Test
  void aScenarioRunsOnFlinkAndIsJudged() {
    ScenarioResult result =
        ScenarioRunner.run(through("TimesTen", List.of(1L, 2L, 3L), new TimesTen()), onFlink());

    assertThat(result.failure()).isEmpty();
    assertThat(result.runner()).isEqualTo("FlinkRunner");
    assertThat(result.capturedCounts()).containsExactly("out", 3L);
    result.verify(contains(10L, 20L, 30L));
    AssertionFailedError wrong =
        assertThrows(AssertionFailedError.class, () -> result.verify(contains(10L, 20L)));
    assertThat(wrong).hasMessageThat().contains("30");
  }

  @Test
  void aThrowingDoFnFailsItsScenarioWithTheUsersExceptionAndTheNextScenarioRuns() {
    ScenarioResult failed =
        ScenarioRunner.run(through("Failing", List.of(1L, 2L, 3L), new FailsOnThree()), onFlink());

    assertThat(failed.failure()).isPresent();
    assertThat(failed.failure().get()).isInstanceOf(IllegalStateException.class);
    assertThat(failed.failure().get()).hasMessageThat().isEqualTo("cannot handle 3");
    AssertionFailedError failure =
        assertThrows(AssertionFailedError.class, () -> failed.verify(contains(1L, 2L)));
    assertThat(failure)
        .hasMessageThat()
        .contains("java.lang.IllegalStateException: cannot handle 3");
    assertThat(failure).hasMessageThat().doesNotContain("Pipeline execution failed");
    assertThat(failure).hasCauseThat().isSameInstanceAs(failed.failure().get());

    ScenarioResult next =
        ScenarioRunner.run(through("AfterTheFailure", List.of(4L), new TimesTen()), onFlink());
    assertThat(next.failure()).isEmpty();
    next.verify(contains(40L));
  }

  // 20 seconds, not less: on a loaded two-core machine the mini-cluster may take several seconds
  // to start the job, and the timeout must find the DoFn already inside process().
  @Test
  void aTimeoutCancelsTheJobAndNamesTheUsersCodeOfItsOwnRunThatDidNotStopNotFlinksThreads() {
    // Another Flink job first, whatever ran in this JVM before: Flink puts the task threads of
    // every job in one thread group, made under the thread group of the JVM's first Flink run.
    ScenarioResult before =
        ScenarioRunner.run(through("BeforeTheTimeout", List.of(4L), new TimesTen()), onFlink());
    assertThat(before.failure()).isEmpty();

    String first = timeoutMessage("Hanging");
    assertThat(first).contains("did not finish within 20s and was cancelled");
    assertThat(first).contains("UserFunctions$Stubborn.process(UserFunctions.java");
    assertThat(first).contains("1 threads of the run did not stop");
    assertThat(first).doesNotContain("flink-akka");
    assertThat(first).doesNotContain("flink-pekko");

    // The first run's thread is still in Stubborn.process: it is not the second run's.
    String second = timeoutMessage("HangingAgain");
    assertThat(second).contains("1 threads of the run did not stop");
    assertThat(second.split("UserFunctions\\$Stubborn.process", -1)).hasLength(2);

    UserFunctions.Stubborn.RELEASE.countDown();
    ScenarioResult next =
        ScenarioRunner.run(through("AfterTheTimeout", List.of(5L), new TimesTen()), onFlink());
    assertThat(next.failure()).isEmpty();
    next.verify(contains(50L));
  }

  private static String timeoutMessage(String scenario) {
    ScenarioResult result =
        ScenarioRunner.run(
            through(scenario, List.of(1L), new UserFunctions.Stubborn()),
            onFlink().withTimeout(Duration.ofSeconds(20)));
    assertThat(result.failure()).isPresent();
    return result.failure().get().getMessage();
  }
}
