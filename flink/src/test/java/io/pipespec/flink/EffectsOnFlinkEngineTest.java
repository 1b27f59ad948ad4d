package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.engine.PipespecEngineConstants;
import io.pipespec.flink.effects.RestartEffectsOnFlinkTest;
import io.pipespec.flink.effects.TwiceOnFlinkTest;
import io.pipespec.flink.effects.UpsertOnFlinkTest;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.TestExecutionResult.Status;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Effects outside Beam on Flink embedded, through the engine: the fakes are called in Flink's task
 * threads and the run judges what they recorded, neither nothing nor another run's calls.
 */
class EffectsOnFlinkEngineTest {

  @Test
  void anUpsertAndAnAppendOncePerElementPassAndAnAppendNothingMadeFails() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(UpsertOnFlinkTest.class)).execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("writesEachBalance", "auditsEachWriteOnce");
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("failsOnAnAppendNothingMade");
    assertThat(message(failed.get(0))).contains("missing: append(carol)");
  }

  @Test
  void aCallMadeTwicePerElementFailsExactlyOnceWithTheDuplicateNamed() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(TwiceOnFlinkTest.class)).execute();

    assertThat(names(results.testEvents().succeeded().list())).containsExactly("sendsEachMessage");
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("sendsEachMessageOnce");
    String message = message(failed.get(0));
    assertThat(message).contains("duplicated: append(hello) made twice, expected once");
    assertThat(message).contains("duplicated: append(bye) made twice, expected once");
    assertThat(message).contains("the function made the call again with no bundle failing");
  }

  @Test
  void anAppendPerElementAcrossARestartFromACheckpointIsMadeOnceEach() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(RestartEffectsOnFlinkTest.class))
            .execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("sendsEachMessageOnce");
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("failsOnAnAppendTheRestartDidNotRepeat");
    assertThat(message(failed.get(0))).contains("missing: append(a) made once, expected twice");
  }

  @Test
  void runInParallelEachRunIsJudgedOnItsOwnCallsOrRefusedNeverOnAnothersOrOnNone() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(PipespecEngineConstants.PARALLEL_ENABLED_PROPERTY_NAME, "true")
            .configurationParameter("pipespec.parallel.config.strategy", "fixed")
            .configurationParameter("pipespec.parallel.config.fixed.parallelism", "2")
            .selectors(selectClass(UpsertOnFlinkTest.class), selectClass(TwiceOnFlinkTest.class))
            .execute();

    // Whether the two runs overlap depends on the machine: where they do, a call from Flink's task
    // threads cannot be told to be one run's, and the expectation says so instead of judging.
    Map<String, Status> alone =
        Map.of(
            "writesEachBalance", Status.SUCCESSFUL,
            "auditsEachWriteOnce", Status.SUCCESSFUL,
            "failsOnAnAppendNothingMade", Status.FAILED,
            "sendsEachMessage", Status.SUCCESSFUL,
            "sendsEachMessageOnce", Status.FAILED);
    List<Event> finished = results.testEvents().finished().list();
    assertThat(names(finished)).containsExactlyElementsIn(alone.keySet());
    for (Event event : finished) {
      TestExecutionResult result = event.getRequiredPayload(TestExecutionResult.class);
      String name = event.getTestDescriptor().getDisplayName();
      String why = result.getThrowable().map(Throwable::getMessage).orElse("");
      if (result.getStatus() != alone.get(name)) {
        assertWithMessage(name + " was " + result.getStatus() + ": " + why)
            .that(why)
            .contains("whose call it was cannot be told");
      }
    }
  }

  private static String message(Event event) {
    return event
        .getRequiredPayload(TestExecutionResult.class)
        .getThrowable()
        .orElseThrow()
        .getMessage();
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
  }
}
