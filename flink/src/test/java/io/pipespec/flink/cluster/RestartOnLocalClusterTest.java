package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.flink.restart.BagTimerKillTest;
import io.pipespec.flink.restart.BagTimerRestartTest;
import io.pipespec.flink.restart.FieldPairsKillTest;
import io.pipespec.flink.restart.FieldPairsRestartTest;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * The restart corpus on the local cluster ({@code pipespec.flink.cluster=local}). {@code "fail and
 * restart"}: the timeline's source fails in the TaskManager's JVM, the JobManager restarts the job
 * from the checkpoint that covers the steps before, and the verdicts are those of Flink embedded.
 * {@code "kill the TaskManager and restart"}: Pipespec kills the TaskManager's JVM once a
 * checkpoint covers the steps before, starts a fresh one, and Flink restarts the job there from
 * that checkpoint. The four classes run in one engine execution, so one cluster serves them.
 */
class RestartOnLocalClusterTest {

  private static EngineExecutionResults results;

  @BeforeAll
  static void runTheCorpusOnTheLocalCluster() {
    results =
        EngineTestKit.engine("pipespec")
            .selectors(
                selectClass(FieldPairsRestartTest.class),
                selectClass(BagTimerRestartTest.class),
                selectClass(FieldPairsKillTest.class),
                selectClass(BagTimerKillTest.class))
            .configurationParameter(FlinkClusterSetting.PROPERTY, "local")
            .execute();
  }

  @Test
  void aFieldBufferFailsWithWhatTheRestartLostAndTheCheckpointRestored() {
    List<Event> failed =
        of(
            results.testEvents().failed().list(),
            FieldPairsRestartTest.class,
            BagTimerRestartTest.class);
    assertThat(names(failed)).containsExactly("all [FlinkRunner]");
    assertThat(failed.get(0).getTestDescriptor().getUniqueId().toString())
        .contains(FieldPairsRestartTest.class.getName());
    String message = message(failed.get(0));
    assertThat(message).contains("missing    : a (x1): never produced");
    assertThat(message)
        .containsMatch(
            "the job failed at step `fail and restart` \\(after `a @ 1s`\\) and restarted from"
                + " checkpoint [1-9][0-9]*, taken after `a @ 1s`");
    assertThat(message).contains("was lost in the restart");
  }

  @Test
  void stateAndATimerComeBackFromTheCheckpoint() {
    assertThat(of(results.testEvents().succeeded().list(), BagTimerRestartTest.class)).hasSize(1);
  }

  @Test
  void aFieldBufferFailsNamingTheKilledTaskManagerAndTheLostElement() {
    List<Event> failed =
        of(results.testEvents().failed().list(), FieldPairsKillTest.class, BagTimerKillTest.class);
    assertThat(names(failed)).containsExactly("all [FlinkRunner]");
    assertThat(failed.get(0).getTestDescriptor().getUniqueId().toString())
        .contains(FieldPairsKillTest.class.getName());
    String message = message(failed.get(0));
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
    assertThat(of(results.testEvents().succeeded().list(), BagTimerKillTest.class)).hasSize(1);
  }

  @Test
  void theDirectRunnerRefusesTheKillStep() {
    List<Event> skipped =
        of(results.testEvents().skipped().list(), FieldPairsKillTest.class, BagTimerKillTest.class);
    assertThat(names(skipped)).containsExactly("all [DirectRunner]");
    assertThat(skipped.get(0).getRequiredPayload(String.class))
        .contains("DirectRunner does not restart a failed job from a checkpoint");
  }

  /** The events of the scenarios of {@code classes}, in order. */
  private static List<Event> of(List<Event> events, Class<?>... classes) {
    return events.stream()
        .filter(
            event ->
                Arrays.stream(classes)
                    .anyMatch(
                        testClass ->
                            event
                                .getTestDescriptor()
                                .getUniqueId()
                                .toString()
                                .contains(testClass.getName())))
        .toList();
  }

  private static String message(Event failed) {
    return failed
        .getRequiredPayload(TestExecutionResult.class)
        .getThrowable()
        .orElseThrow()
        .getMessage();
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
  }
}
