package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.flink.restart.BagTimerRestartTest;
import io.pipespec.flink.restart.FieldPairsRestartTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * The restart corpus through the engine, as a user writes it: a {@code "fail and restart"} step in
 * a {@code @Timeline}, run on Flink embedded and refused on the DirectRunner.
 */
class RestartOnFlinkEngineTest {

  @Test
  void aFieldBufferFailsWithWhatTheRestartLostAndTheDirectRunnerRefusesTheStep() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(FieldPairsRestartTest.class))
            .execute();

    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("all [FlinkRunner]");
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
    List<Event> skipped = results.testEvents().skipped().list();
    assertThat(names(skipped)).containsExactly("all [DirectRunner]");
    assertThat(skipped.get(0).getRequiredPayload(String.class))
        .contains("DirectRunner does not restart a failed job from a checkpoint");
  }

  @Test
  void stateAndATimerComeBackFromTheCheckpoint() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(BagTimerRestartTest.class))
            .execute();

    assertThat(results.testEvents().failed().count()).isEqualTo(0);
    assertThat(results.testEvents().succeeded().count()).isEqualTo(1);
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
  }
}
