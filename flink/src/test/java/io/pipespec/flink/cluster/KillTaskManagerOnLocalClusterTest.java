package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.flink.restart.BagTimerKillTest;
import io.pipespec.flink.restart.FieldPairsKillTest;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * {@code "kill the TaskManager and restart"} on the local cluster: Pipespec kills the TaskManager's
 * JVM once a checkpoint covers the steps before, starts a fresh one, and Flink restarts the job
 * there from that checkpoint. Both classes run in one engine execution, on one cluster.
 */
class KillTaskManagerOnLocalClusterTest {

  private static EngineExecutionResults results;

  @BeforeAll
  static void runTheKillsOnTheLocalCluster() {
    results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(FieldPairsKillTest.class), selectClass(BagTimerKillTest.class))
            .configurationParameter(FlinkClusterSetting.PROPERTY, "local")
            .execute();
  }

  @Test
  void aFieldBufferFailsNamingTheKilledTaskManagerAndTheLostElement() {
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("all [FlinkRunner]");
    assertThat(failed.get(0).getTestDescriptor().getUniqueId().toString())
        .contains(FieldPairsKillTest.class.getName());
    String message =
        failed
            .get(0)
            .getRequiredPayload(TestExecutionResult.class)
            .getThrowable()
            .orElseThrow()
            .getMessage();
    assertThat(message).contains("missing    : a (x1): never produced");
    assertThat(message)
        .containsMatch(
            "the job failed at step `kill the TaskManager and restart` \\(after `a @ 1s`\\), where"
                + " Pipespec killed the TaskManager JVM [0-9]+, and restarted from checkpoint"
                + " [1-9][0-9]*, taken after `a @ 1s`");
    assertThat(message).contains("was lost in the restart");
  }

  @Test
  void stateAndATimerComeBackInTheFreshTaskManager() {
    assertThat(
            results.testEvents().succeeded().list().stream()
                .filter(
                    event ->
                        event
                            .getTestDescriptor()
                            .getUniqueId()
                            .toString()
                            .contains(BagTimerKillTest.class.getName()))
                .count())
        .isEqualTo(1);
  }

  @Test
  void theDirectRunnerRefusesTheStep() {
    List<Event> skipped = results.testEvents().skipped().list();
    assertThat(names(skipped)).containsExactly("all [DirectRunner]");
    assertThat(skipped.get(0).getRequiredPayload(String.class))
        .contains("DirectRunner does not restart a failed job from a checkpoint");
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
  }
}
