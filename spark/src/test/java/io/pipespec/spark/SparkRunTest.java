package io.pipespec.spark;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.RefusedExpectationError;
import io.pipespec.runtime.fixtures.NumberScenarios;
import io.pipespec.runtime.fixtures.NumberScenarios.FailsOnThree;
import io.pipespec.runtime.fixtures.NumberScenarios.TimesTen;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.runner.RunnerSupports;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** Batch scenarios on Spark's local mode: verdicts, user failures, refusals. */
class SparkRunTest {

  static RunSettings onSpark() {
    return new RunSettings("SparkRunner", List.of(), Duration.ofMinutes(2));
  }

  static PipelineScenarioSpec through(String name, List<Long> numbers, DoFn<Long, Long> fn) {
    return NumberScenarios.through(SparkRunTest.class, name, numbers, fn);
  }

  static ExpectationSpec contains(Long... expected) {
    return NumberScenarios.contains(SparkRunTest.class, expected);
  }

  @Test
  void aBatchScenarioRunsOnSparkAndIsJudged() {
    ScenarioResult result =
        ScenarioRunner.run(through("TimesTen", List.of(1L, 2L, 3L), new TimesTen()), onSpark());

    assertThat(result.failure()).isEmpty();
    assertThat(result.runner()).isEqualTo("SparkRunner");
    result.verify(contains(10L, 20L, 30L));
    assertThrows(AssertionFailedError.class, () -> result.verify(contains(10L, 20L)));
  }

  @Test
  void aThrowingDoFnFailsItsScenarioWithTheUsersExceptionAndTheNextScenarioRuns() {
    ScenarioResult failed =
        ScenarioRunner.run(through("Failing", List.of(1L, 2L, 3L), new FailsOnThree()), onSpark());

    assertThat(failed.failure()).isPresent();
    assertThat(failed.failure().get()).isInstanceOf(IllegalStateException.class);
    assertThat(failed.failure().get()).hasMessageThat().isEqualTo("cannot handle 3");

    ScenarioResult next =
        ScenarioRunner.run(through("AfterTheFailure", List.of(4L), new TimesTen()), onSpark());
    assertThat(next.failure()).isEmpty();
    next.verify(contains(40L));
  }

  /** Sleeps on every element, for far longer than any timeout. */
  static final class Sleepy extends DoFn<Long, Long> {
    @ProcessElement
    public void process(@Element Long number, OutputReceiver<Long> out) throws Exception {
      Thread.sleep(600_000);
      out.output(number);
    }
  }

  @Test
  void aTimeoutCancelsTheRunAndTheNextScenarioRuns() {
    ScenarioResult result =
        ScenarioRunner.run(
            through("Sleeping", List.of(1L), new Sleepy()),
            onSpark().withTimeout(Duration.ofSeconds(15)));

    assertThat(result.failure()).isPresent();
    assertThat(result.failure().get())
        .hasMessageThat()
        .contains("did not finish within 15s and was cancelled");

    ScenarioResult next =
        ScenarioRunner.run(through("AfterTheTimeout", List.of(5L), new TimesTen()), onSpark());
    assertThat(next.failure()).isEmpty();
    next.verify(contains(50L));
  }

  @Test
  void aTimelineIsRefusedOnSparkNamingTheRunnerAndTheFeature() {
    PipelineScenarioSpec timeline =
        ScenarioSpec.builder("Timeline", SparkRunTest.class)
            .input(
                InputSpec.ofTimeline(
                    "numbers",
                    "numbers()",
                    TypeDescriptors.longs(),
                    () -> TimelineSteps.<Long>create().element(1L, 0)))
            .transform(inputs -> Outputs.single("out", inputs.<Long>get("numbers")))
            .build();

    assertThat(RunnerSupports.unconfigured().refusal("SparkRunner", timeline).orElseThrow())
        .contains("SparkRunner cannot run a @Timeline or a TestStream");
    ScenarioResult result = ScenarioRunner.run(timeline, onSpark());
    RefusedExpectationError refused =
        assertThrows(RefusedExpectationError.class, () -> result.verify(contains(1L)));
    assertThat(refused.reason()).contains("SparkRunner");
  }
}
