package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.List;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/** A {@code "fail and restart"} step on a runner that does not restart from checkpoints. */
class RestartRefusalTest {

  private static final ExpectationSpec ALL =
      ExpectationSpec.of(
          RestartRefusalTest.class,
          "all",
          Target.output("out", Expectations.containsInAnyOrder(List.of("a", "b"))));

  private static PipelineScenarioSpec restarting() {
    return ScenarioSpec.builder("Restarting", RestartRefusalTest.class)
        .input(
            InputSpec.ofTimeline(
                "clicks",
                "RestartRefusalTest.clicks()",
                TypeDescriptors.strings(),
                () ->
                    TimelineSteps.<String>create()
                        .element("a", 1_000)
                        .failAndRestart("`a @ 1s`")
                        .element("b", 2_000)))
        .transform(inputs -> Outputs.single("out", inputs.<String>get("clicks")))
        .expectation(ALL)
        .build();
  }

  @Test
  void theDirectRunnerRefusesTheStepAndSaysWhereItRuns() {
    ScenarioResult result = ScenarioRunner.run(restarting(), settings());

    assertThat(result.failure()).isPresent();
    String message = assertThrows(AssertionError.class, () -> result.verify(ALL)).getMessage();
    assertThat(message)
        .contains(
            "DirectRunner does not restart a failed job from a checkpoint, so the timeline's"
                + " \"fail and restart\" step cannot be honoured on it. Run this scenario on"
                + " FlinkRunner");
  }

  @Test
  void aTimelineThatRestartsIsNeverATestStream() {
    IllegalStateException thrown =
        assertThrows(
            IllegalStateException.class,
            () ->
                TimelineSteps.<String>create()
                    .element("a", 1_000)
                    .failAndRestart("`a @ 1s`")
                    .toTestStream(org.apache.beam.sdk.coders.StringUtf8Coder.of()));
    assertThat(thrown).hasMessageThat().contains("never as a TestStream");
  }
}
