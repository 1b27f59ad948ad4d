package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Explore;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.expect.Expectations;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.scope.Scopes;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.InputSpec;
import io.pipespec.runtime.spec.Outputs;
import io.pipespec.runtime.spec.ScenarioSpec;
import io.pipespec.runtime.spec.TimelineSteps;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;
import org.apache.beam.sdk.coders.BooleanCoder;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/** When exploration runs, when it is refused, and that a seed replays it. */
class ExplorerTest {

  /** The scenarios' declaring class: it asks for exploration. */
  @Explore(runs = 30)
  static final class Asked {}

  /** Keeps the first element of each key to arrive: depends on arrival order. */
  static final class FirstArrival extends DoFn<KV<String, String>, KV<String, String>> {
    @StateId("seen")
    private final StateSpec<ValueState<Boolean>> seen = StateSpecs.value(BooleanCoder.of());

    @ProcessElement
    public void process(
        @Element KV<String, String> event,
        @StateId("seen") ValueState<Boolean> seen,
        OutputReceiver<KV<String, String>> out) {
      if (seen.read() == null) {
        seen.write(true);
        out.output(event);
      }
    }
  }

  private static final ExpectationSpec EARLIEST =
      ExpectationSpec.of(
          Asked.class,
          "keepsTheEarliest",
          ExpectationSpec.Target.output(
              "kept",
              Scopes.of(WindowRef.any()),
              Expectations.containsInAnyOrder(List.of(KV.of("k", "a")))));

  private static ScenarioSpec scenario(UnaryOperator<TimelineSteps<KV<String, String>>> steps) {
    return ScenarioSpec.builder("Dedupe", Asked.class)
        .input(
            InputSpec.ofTimeline(
                "events",
                "ExplorerTest",
                TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.strings()),
                () -> steps.apply(TimelineSteps.create())))
        .transform(
            inputs ->
                Outputs.single(
                    "kept",
                    inputs.<KV<String, String>>get("events").apply(ParDo.of(new FirstArrival()))))
        .expectation(EARLIEST)
        .build();
  }

  private static final RunSettings DIRECT =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(2));

  private static ExploreSettings seed(long seed) {
    return new ExploreSettings(
        false, OptionalInt.empty(), Optional.of(Duration.ofMinutes(5)), OptionalLong.of(seed));
  }

  @Test
  void onAnotherRunnerAnExplorationAskedForIsRefusedWithTheReason() {
    ScenarioSpec spec =
        scenario(s -> s.element(KV.of("k", "a"), 1_000).element(KV.of("k", "b"), 2_000));
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);

    Exploration exploration =
        Explorer.explore(spec, DIRECT.withRunner("FlinkRunner"), seed(1), written);

    assertThat(exploration).isInstanceOf(Exploration.Refused.class);
    assertThat(exploration.summary())
        .contains("FlinkRunner decides the order and bundles of its input by itself");
    assertThat(exploration.judge(EARLIEST, written.judge(EARLIEST)).word()).isEqualTo("refused");
  }

  @Test
  void aScenarioWithNothingToPerturbIsRefusedSayingSo() {
    ScenarioSpec spec =
        scenario(
            s ->
                s.element(KV.of("k", "a"), 1_000).watermark(5_000).element(KV.of("k", "b"), 6_000));
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);

    Exploration exploration = Explorer.explore(spec, DIRECT, seed(1), written);

    assertThat(exploration).isInstanceOf(Exploration.Refused.class);
    assertThat(exploration.summary()).contains("there is nothing to perturb");
  }

  @Test
  void theSameSeedReplaysTheSameExploration() {
    ScenarioSpec spec =
        scenario(
            s ->
                s.element(KV.of("k", "a"), 1_000)
                    .element(KV.of("k", "b"), 2_000)
                    .element(KV.of("k", "c"), 3_000)
                    .watermark(10_000));
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);

    Exploration.Explored first =
        (Exploration.Explored) Explorer.explore(spec, DIRECT, seed(77), written);
    Exploration.Explored again =
        (Exploration.Explored) Explorer.explore(spec, DIRECT, seed(77), written);

    assertThat(first.seed()).isEqualTo(77);
    Finding found = first.finding(EARLIEST).orElseThrow();
    Finding replayed = again.finding(EARLIEST).orElseThrow();
    assertThat(replayed.member()).isEqualTo(found.member());
    assertThat(replayed.differences()).isEqualTo(found.differences());
    assertThat(replayed.scenario()).isEqualTo(found.scenario());
    // Shrunk to the least that still fails: two elements, the later one arriving first
    assertThat(found.member().arrangement(0, 0).size()).isEqualTo(2);
    assertThat(found.member().arrangement(0, 0).moved()).hasSize(1);
    assertThat(found.differences().get(0)).contains("arrives before `k=a");
  }
}
