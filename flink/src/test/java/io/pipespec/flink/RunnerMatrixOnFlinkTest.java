package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.flink.matrix.LateClicksTest;
import io.pipespec.flink.matrix.MutatingInputTest;
import io.pipespec.flink.matrix.ProcessingTimeTest;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * The engine's scenarios on the DirectRunner and Flink embedded, compared ({@code @Runners}): a
 * real disagreement of the two runners (a {@code DoFn} that mutates its input, which only the
 * DirectRunner checks), late clicks on which Pipespec's faithful Flink options make them agree, and
 * a runner's refusal that leaves the other runner's run.
 */
class RunnerMatrixOnFlinkTest {

  @Test
  void aDoFnThatMutatesItsInputPassesOnFlinkAndFailsOnTheDirectRunnerSideBySide() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(MutatingInputTest.class)).execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("paddedSizes [FlinkRunner]");
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("paddedSizes [DirectRunner]");
    String message =
        failed
            .get(0)
            .getRequiredPayload(TestExecutionResult.class)
            .getThrowable()
            .orElseThrow()
            .getMessage();
    assertThat(message)
        .startsWith(
            "paddedSizes passes on FlinkRunner, fails on DirectRunner: the runners disagree.\n"
                + "On DirectRunner: ");
    assertThat(message).contains("IllegalMutationException");
    assertThat(message).containsMatch("(?m)^  DirectRunner +\\| FlinkRunner$");
    // What Flink captured, beside the DirectRunner's empty output, on rows marked as differing.
    assertThat(message)
        .containsMatch("(?m)^\\* +\\| +no firing \\(not grouped\\): a=3 @ MIN, b=2 @ MIN$");
  }

  @Test
  void withPipespecsFaithfulFlinkOptionsBothRunnersDropTheLateClick() {
    // With Flink's production settings (more than one instance of each step) the late click was
    // counted in some runs and dropped in others, so that run is no test of the comparison.
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(LateClicksTest.class)).execute();

    assertThat(results.testEvents().failed().count()).isEqualTo(0);
    assertThat(results.testEvents().succeeded().count()).isEqualTo(2);
  }

  @Test
  void flinkRefusesProcessingTimeStepsAndTheDirectRunnerStillRunsTheScenario() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(ProcessingTimeTest.class)).execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("both [DirectRunner]");
    // Each expectation is skipped under its own name, so that Surefire reports it as it reports
    // the run one, not as a testcase named after the runner alone.
    List<Event> skipped = results.testEvents().skipped().list();
    assertThat(names(skipped)).containsExactly("both [FlinkRunner]");
    assertThat(skipped.get(0).getRequiredPayload(String.class))
        .startsWith("Refused on FlinkRunner: ");
    assertThat(skipped.get(0).getRequiredPayload(String.class))
        .contains("FlinkRunner cannot advance processing time");
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
  }
}
