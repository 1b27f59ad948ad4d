package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.flink.restart.BagTimerRestartTest;
import io.pipespec.flink.restart.FieldPairsRestartTest;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * The restart corpus on the local cluster ({@code pipespec.flink.cluster=local}): the timeline's
 * source fails in the TaskManager's JVM, the JobManager restarts the job from the checkpoint that
 * covers the steps before, and the verdicts are those of Flink embedded. Both classes run in one
 * engine execution, so one cluster serves them.
 */
class RestartOnLocalClusterTest {

  private static EngineExecutionResults results;

  @BeforeAll
  static void runTheCorpusOnTheLocalCluster() {
    results =
        EngineTestKit.engine("pipespec")
            .selectors(
                selectClass(FieldPairsRestartTest.class), selectClass(BagTimerRestartTest.class))
            .configurationParameter(FlinkClusterSetting.PROPERTY, "local")
            .execute();
  }

  @Test
  void aFieldBufferFailsWithWhatTheRestartLostAndTheCheckpointRestored() {
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("all [FlinkRunner]");
    assertThat(failed.get(0).getTestDescriptor().getUniqueId().toString())
        .contains(FieldPairsRestartTest.class.getName());
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
            "the job failed at step `fail and restart` \\(after `a @ 1s`\\) and restarted from"
                + " checkpoint [1-9][0-9]*, taken after `a @ 1s`");
    assertThat(message).contains("was lost in the restart");
  }

  @Test
  void stateAndATimerComeBackFromTheCheckpoint() {
    List<Event> succeeded = results.testEvents().succeeded().list();
    assertThat(
            succeeded.stream()
                .filter(
                    event ->
                        event
                            .getTestDescriptor()
                            .getUniqueId()
                            .toString()
                            .contains(BagTimerRestartTest.class.getName()))
                .count())
        .isEqualTo(1);
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
  }
}
