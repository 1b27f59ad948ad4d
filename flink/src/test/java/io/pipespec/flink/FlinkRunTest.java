package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.flink.FlinkScenarios.contains;
import static io.pipespec.flink.FlinkScenarios.onFlink;
import static io.pipespec.flink.FlinkScenarios.through;
import static org.junit.jupiter.api.Assertions.assertThrows;

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
        ScenarioRunner.run(
            through("TimesTen", List.of(1L, 2L, 3L), new UserFunctions.TimesTen()), onFlink());

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
        ScenarioRunner.run(
            through("Failing", List.of(1L, 2L, 3L), new UserFunctions.FailsOnThree()), onFlink());

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
        ScenarioRunner.run(
            through("AfterTheFailure", List.of(4L), new UserFunctions.TimesTen()), onFlink());
    assertThat(next.failure()).isEmpty();
    next.verify(contains(40L));
  }

  // 20 seconds, not less: on a loaded two-core machine the mini-cluster may take several seconds
  // to start the job, and the timeout must find the DoFn already inside process().
  @Test
  void aTimeoutCancelsTheJobAndNamesTheUsersCodeThatDidNotStopNotFlinksThreads() {
    ScenarioResult result =
        ScenarioRunner.run(
            through("Hanging", List.of(1L), new UserFunctions.Stubborn()),
            // Long enough for the mini-cluster to start the job on a loaded machine.
            onFlink().withTimeout(Duration.ofSeconds(20)));

    assertThat(result.failure()).isPresent();
    String message = result.failure().get().getMessage();
    assertThat(message).contains("did not finish within 20s and was cancelled");
    assertThat(message).contains("UserFunctions$Stubborn.process(UserFunctions.java");
    assertThat(message).contains("1 threads of the run did not stop");
    assertThat(message).doesNotContain("flink-akka");
    assertThat(message).doesNotContain("flink-pekko");

    UserFunctions.Stubborn.RELEASE.countDown();
    ScenarioResult next =
        ScenarioRunner.run(
            through("AfterTheTimeout", List.of(5L), new UserFunctions.TimesTen()), onFlink());
    assertThat(next.failure()).isEmpty();
    next.verify(contains(50L));
  }
}
