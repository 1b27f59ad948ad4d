package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.flink.FlinkScenarios.contains;
import static io.pipespec.flink.FlinkScenarios.onFlink;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.runner.RunnerSupports;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.List;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/** What Flink cannot honour is refused, naming the runner and the feature, and never run. */
class FlinkRefusalTest {

  private static PipelineScenarioSpec timelineWithProcessingTime() {
    return ScenarioSpec.builder("Leaderboard", FlinkRefusalTest.class)
        .input(
            InputSpec.ofTimeline(
                "numbers",
                "FlinkRefusalTest.numbers()",
                TypeDescriptors.longs(),
                () ->
                    TimelineSteps.<Long>create()
                        .element(1L, 0)
                        .processing(360_000)
                        .element(2L, 60_000)))
        .transform(inputs -> Outputs.single("out", inputs.<Long>get("numbers")))
        .build();
  }

  @Test
  void processingTimeStepsOfATimelineAreRefusedOnFlinkAtDiscovery() {
    PipelineScenarioSpec scenario = timelineWithProcessingTime();

    assertThat(RunnerSupports.unconfigured().refusal("DirectRunner", scenario)).isEmpty();
    String reason = RunnerSupports.unconfigured().refusal("FlinkRunner", scenario).orElseThrow();
    assertThat(reason).contains("FlinkRunner cannot advance processing time");
    assertThat(reason).contains("input 'numbers': processing +6m");
  }

  @Test
  void aRefusedScenarioIsNotRunAndEveryExpectationIsRefusedWithTheReason() {
    ScenarioResult result = ScenarioRunner.run(timelineWithProcessingTime(), onFlink());

    RefusedExpectationError refused =
        assertThrows(RefusedExpectationError.class, () -> result.verify(contains(1L, 2L)));
    assertThat(refused).hasMessageThat().contains("Scenario 'Leaderboard' was not run");
    assertThat(refused.reason()).contains("FlinkRunner cannot advance processing time");
    assertThat(result.capturedCounts()).isEmpty();
    assertThat(result.failure().get()).isInstanceOf(RefusedExpectationError.class);
    assertThat(result.failure().get()).hasMessageThat().contains("FlinkRunner cannot advance");
  }

  @Test
  void checkpointsAreRefusedBecauseAPartialReRunCannotBeReconciled() {
    ScenarioResult result =
        ScenarioRunner.run(
            FlinkScenarios.through("Checkpointed", List.of(1L), new TimesTen()),
            new RunSettings(
                "FlinkRunner",
                List.of("--checkpointingInterval=1000"),
                java.time.Duration.ofMinutes(2)));

    RefusedExpectationError refused =
        assertThrows(RefusedExpectationError.class, () -> result.verify(contains(10L)));
    assertThat(refused.reason())
        .contains("FlinkRunner with checkpoints (--checkpointingInterval=1000)");
  }

  @Test
  void aTestStreamFromCodeThatAdvancesProcessingTimeIsRefusedBeforeTheRun() {
    PipelineScenarioSpec scenario =
        ScenarioSpec.builder("FromCode", FlinkRefusalTest.class)
            .input(
                InputSpec.ofTestStream(
                    "numbers",
                    "FlinkRefusalTest.numbers()",
                    () ->
                        TestStream.create(VarLongCoder.of())
                            .addElements(1L)
                            .advanceProcessingTime(Duration.standardMinutes(6))
                            .advanceWatermarkTo(Instant.ofEpochMilli(60_000))
                            .advanceWatermarkToInfinity()))
            .transform(inputs -> Outputs.single("out", inputs.<Long>get("numbers")))
            .build();

    // A TestStream made in code shows its steps only when the pipeline is built.
    assertThat(RunnerSupports.unconfigured().refusal("FlinkRunner", scenario)).isEmpty();
    ScenarioResult result = ScenarioRunner.run(scenario, onFlink());

    RefusedExpectationError refused =
        assertThrows(RefusedExpectationError.class, () -> result.verify(contains(1L)));
    assertThat(refused.reason()).contains("the TestStream 'numbers' advances processing time");
  }
}
