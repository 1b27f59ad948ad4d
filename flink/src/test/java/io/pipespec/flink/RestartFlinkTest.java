package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.flink.FlinkScenarios.onFlink;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/**
 * Restarts from checkpoints on the embedded Flink cluster: a timeline's {@code "fail and restart"}
 * step fails the job once, Flink restores it from the checkpoint that covers the steps before, and
 * the output is judged as if nothing had happened; a transform that keeps elements in a field fails
 * with what the restart lost.
 */
class RestartFlinkTest {

  private static final String NOTE = "pipespec.restart";

  private static ExpectationSpec contains(String method, String... expected) {
    return ExpectationSpec.of(
        RestartFlinkTest.class,
        method,
        Target.output("out", Expectations.containsInAnyOrder(List.of((Object[]) expected))));
  }

  private static PipelineScenarioSpec scenario(
      String name,
      Supplier<TimelineSteps<String>> timeline,
      Function<PCollection<String>, PCollection<String>> transform,
      ExpectationSpec expectation) {
    return ScenarioSpec.builder(name, RestartFlinkTest.class)
        .input(
            InputSpec.ofTimeline(
                "clicks", "RestartFlinkTest.clicks()", TypeDescriptors.strings(), timeline))
        .transform(inputs -> Outputs.single("out", transform.apply(inputs.<String>get("clicks"))))
        .expectation(expectation)
        .build();
  }

  @Test
  void aCountInBeamStateGoesOnFromTheCheckpointAsIfNothingHadHappened() {
    ExpectationSpec counts = contains("counts", "a=1", "a=2", "a=3", "b=1");
    ScenarioResult result =
        ScenarioRunner.run(
            scenario(
                "Counts",
                () ->
                    TimelineSteps.<String>create()
                        .element("a", 1_000)
                        .element("a", 2_000)
                        .failAndRestart("`a @ 2s`")
                        .element("a", 3_000)
                        .element("b", 4_000),
                RestartTransforms::runningCounts,
                counts),
            onFlink());

    assertThat(result.failure()).isEmpty();
    result.verify(counts);
    assertThat(result.notes().get(NOTE))
        .containsMatch(
            "the job failed at step `fail and restart` \\(after `a @ 2s`\\) and restarted from"
                + " checkpoint [1-9][0-9]*, taken after `a @ 2s`");
  }

  @Test
  void elementsBufferedInAFieldAreLostInTheRestartAndTheFailureSaysSo() {
    ExpectationSpec all = contains("all", "a", "b", "c", "d");
    Supplier<TimelineSteps<String>> restarting =
        () ->
            TimelineSteps.<String>create()
                .element("a", 1_000)
                .failAndRestart("`a @ 1s`")
                .element("b", 2_000)
                .element("c", 3_000)
                .element("d", 4_000);
    ScenarioResult result =
        ScenarioRunner.run(
            scenario("Pairs", restarting, RestartTransforms::fieldPairs, all), onFlink());

    assertThat(result.failure()).isEmpty();
    String message = assertThrows(AssertionError.class, () -> result.verify(all)).getMessage();
    assertThat(message).contains("missing");
    assertThat(message).containsMatch("(?s)missing.*\\ba\\b");
    assertThat(message)
        .containsMatch(
            "the job failed at step `fail and restart` \\(after `a @ 1s`\\) and restarted from"
                + " checkpoint [1-9][0-9]*, taken after `a @ 1s`");
    assertThat(message).contains("was lost in the restart");
    assertThat(message).contains("not late");
  }

  @Test
  void theFieldBufferPassesWhenNothingFails() {
    ExpectationSpec all = contains("all", "a", "b", "c", "d");
    ScenarioResult result =
        ScenarioRunner.run(
            scenario(
                "PairsWithoutFailure",
                () ->
                    TimelineSteps.<String>create()
                        .element("a", 1_000)
                        .element("b", 2_000)
                        .element("c", 3_000)
                        .element("d", 4_000),
                RestartTransforms::fieldPairs,
                all),
            onFlink());

    assertThat(result.failure()).isEmpty();
    result.verify(all);
    assertThat(result.notes()).doesNotContainKey(NOTE);
  }

  @Test
  void anotherUnboundedInputBesideARestartIsRefused() {
    ExpectationSpec all = contains("all", "a", "b");
    PipelineScenarioSpec twoTimelines =
        ScenarioSpec.builder("TwoTimelines", RestartFlinkTest.class)
            .input(
                InputSpec.ofTimeline(
                    "clicks",
                    "RestartFlinkTest.clicks()",
                    TypeDescriptors.strings(),
                    () -> TimelineSteps.<String>create().element("a", 1_000).failAndRestart("`a`")))
            .input(
                InputSpec.ofTimeline(
                    "views",
                    "RestartFlinkTest.views()",
                    TypeDescriptors.strings(),
                    () -> TimelineSteps.<String>create().element("b", 1_000)))
            .transform(
                inputs ->
                    Outputs.single(
                        "out",
                        org.apache.beam.sdk.values.PCollectionList.of(inputs.<String>get("clicks"))
                            .and(inputs.<String>get("views"))
                            .apply(org.apache.beam.sdk.transforms.Flatten.pCollections())))
            .expectation(all)
            .build();

    ScenarioResult result = ScenarioRunner.run(twoTimelines, onFlink());

    assertThat(result.failure()).isPresent();
    assertThat(assertThrows(AssertionError.class, () -> result.verify(all)).getMessage())
        .contains("may have no other unbounded input: Flink does not checkpoint the TestStream");
  }

  @Test
  void aBagAndAnEventTimeTimerComeBackFromTheCheckpoint() {
    ExpectationSpec all = contains("all", "a", "b", "c");
    ScenarioResult result =
        ScenarioRunner.run(
            scenario(
                "Bag",
                () ->
                    TimelineSteps.<String>create()
                        .element("a", 1_000)
                        .element("b", 2_000)
                        .failAndRestart("`b @ 2s`")
                        .element("c", 3_000),
                RestartTransforms::bagThenTimer,
                all),
            onFlink());

    assertThat(result.failure()).isEmpty();
    result.verify(all);
    assertThat(result.notes().get(NOTE)).contains("restarted from checkpoint");
  }
}
