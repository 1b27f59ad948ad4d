package io.pipespec.spark;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * A scenario on Spark in a test JVM without the flags docs/runners.md gives (this class runs in a
 * Surefire execution of its own, {@code without-jdk-flags}): the run fails with Spark's own error,
 * and the failure says which flags to add and where.
 */
class SparkWithoutJdkFlagsTest {

  @Test
  void theFailureSaysWhichFlagsToGiveTheTestJvm() {
    assertThat(System.getProperty("pipespec.test.jdkFlags")).isEqualTo("none");

    ScenarioResult result =
        ScenarioRunner.run(
            SparkRunTest.through("TimesTen", List.of(1L, 2L, 3L), new TimesTen()),
            SparkRunTest.onSpark());

    assertThat(result.failure()).isPresent();
    AssertionFailedError failed =
        assertThrows(
            AssertionFailedError.class, () -> result.verify(SparkRunTest.contains(10L, 20L, 30L)));
    assertThat(failed)
        .hasMessageThat()
        .contains("module java.base does not"); // Spark's own error, kept
    assertThat(failed)
        .hasMessageThat()
        .contains("SparkRunner: Spark reaches into JDK packages that this test JVM does not open");
    assertThat(failed).hasMessageThat().contains(SparkRunnerSupport.JVM_FLAGS);
    assertThat(failed).hasMessageThat().contains("docs/runners.md");

    // Spark's class did not initialise: the next scenario of the JVM fails otherwise, and is told
    // the same.
    ScenarioResult next =
        ScenarioRunner.run(
            SparkRunTest.through("TimesTenAgain", List.of(4L), new TimesTen()),
            SparkRunTest.onSpark());
    AssertionFailedError again =
        assertThrows(AssertionFailedError.class, () -> next.verify(SparkRunTest.contains(40L)));
    assertThat(again).hasMessageThat().contains(SparkRunnerSupport.JVM_FLAGS);
  }
}
