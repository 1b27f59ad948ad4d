package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Explore;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.apache.beam.sdk.coders.BooleanCoder;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/**
 * Shrinking with candidates run ahead in shared pipelines ends where shrinking pass by pass does:
 * the same shrunk member, after the same runs counted, in fewer pipelines.
 */
class ShrinkerTest {

  /** The scenarios' declaring class. */
  @Explore(runs = 40)
  static final class Asked {}

  private static final RunSettings DIRECT =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(2));

  /** Keeps the first element of each key to arrive: depends on arrival order. */
  static final class FirstArrival extends DoFn<KV<String, Integer>, KV<String, Integer>> {
    @StateId("seen")
    private final StateSpec<ValueState<Boolean>> seen = StateSpecs.value(BooleanCoder.of());

    @ProcessElement
    public void process(
        @Element KV<String, Integer> event,
        @StateId("seen") ValueState<Boolean> seen,
        OutputReceiver<KV<String, Integer>> out) {
      if (seen.read() == null) {
        seen.write(true);
        out.output(event);
      }
    }
  }

  /** Keeps the highest of each key, merging into the last accumulator that holds any. */
  static final class LastMerged extends Combine.CombineFn<Integer, Integer, Integer> {
    private static final long serialVersionUID = 1L;

    @Override
    public Integer createAccumulator() {
      return 0;
    }

    @Override
    public Integer addInput(Integer highest, Integer input) {
      return Math.max(highest, input);
    }

    @Override
    public Integer mergeAccumulators(Iterable<Integer> highests) {
      int merged = 0;
      for (int highest : highests) {
        merged = highest != 0 ? highest : merged;
      }
      return merged;
    }

    @Override
    public Integer extractOutput(Integer highest) {
      return highest;
    }
  }

  private static ExpectationSpec expecting(List<KV<String, Integer>> elements) {
    return ExpectationSpec.of(
        Asked.class,
        "expected",
        ExpectationSpec.Target.output(
            "out", Scopes.of(WindowRef.any()), Expectations.containsInAnyOrder(elements)));
  }

  private static ScenarioSpec scenario(
      ExpectationSpec expectation,
      UnaryOperator<PCollection<KV<String, Integer>>> transform,
      UnaryOperator<TimelineSteps<KV<String, Integer>>> steps) {
    return ScenarioSpec.builder("Shrunk", Asked.class)
        .input(
            InputSpec.ofTimeline(
                "events",
                "ShrinkerTest",
                TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.integers()),
                () -> steps.apply(TimelineSteps.create())))
        .transform(
            inputs ->
                Outputs.single("out", transform.apply(inputs.<KV<String, Integer>>get("events"))))
        .expectation(expectation)
        .build();
  }

  @Test
  void aStatefulOrderBugShrinksToTheSameMemberInFewerPipelines() {
    ExpectationSpec expectation = expecting(List.of(KV.of("k", 1), KV.of("j", 5)));
    sameAsPassByPass(
        scenario(
            expectation,
            events -> events.apply(ParDo.of(new FirstArrival())),
            s ->
                s.element(KV.of("k", 1), 1_000)
                    .element(KV.of("k", 2), 2_000)
                    .element(KV.of("j", 5), 3_000)
                    .element(KV.of("k", 3), 4_000)
                    .watermark(10_000)
                    .element(KV.of("j", 6), 11_000)
                    .element(KV.of("k", 4), 12_000)),
        expectation);
  }

  @Test
  void aCombinerWhoseMergeIsNotCommutativeShrinksToTheSameMemberInFewerPipelines() {
    ExpectationSpec expectation = expecting(List.of(KV.of("a", 3), KV.of("b", 6)));
    sameAsPassByPass(
        scenario(
            expectation,
            events ->
                events
                    .apply(Window.into(FixedWindows.of(org.joda.time.Duration.standardMinutes(1))))
                    .apply(Combine.perKey(new LastMerged())),
            s ->
                s.element(KV.of("a", 1), 1_000)
                    .element(KV.of("b", 2), 2_000)
                    .element(KV.of("a", 2), 3_000)
                    .watermark(10_000)
                    .element(KV.of("b", 3), 11_000)
                    .element(KV.of("a", 3), 12_000)
                    .element(KV.of("b", 4), 13_000)
                    .watermark(20_000)
                    .element(KV.of("b", 5), 21_000)
                    .element(KV.of("b", 6), 22_000)),
        expectation);
  }

  /**
   * Shrinks the first failing member of {@code scenario}'s family twice, from the same start: with
   * the runs as exploration has them (candidates run ahead) and with runs that share no pipeline
   * between passes (each pass's candidates alone, as before running ahead).
   */
  private static void sameAsPassByPass(ScenarioSpec scenario, ExpectationSpec expectation) {
    Family family = Family.of(scenario, DIRECT);
    Member failing = firstFailing(family, expectation);

    Counting ahead = new Counting(family.runs(), family.runs().batchSize());
    Shrinker batched = new Shrinker(ahead, family.written(), family.dimensions(), expectation, 40);
    Member shrunkAhead = batched.shrink(failing);
    Counting passByPass = new Counting(family.runs(), 1);
    Shrinker alone =
        new Shrinker(passByPass, family.written(), family.dimensions(), expectation, 40);
    Member shrunkAlone = alone.shrink(failing);

    assertThat(shrunkAhead).isNotEqualTo(failing);
    assertThat(shrunkAhead).isEqualTo(shrunkAlone);
    assertThat(batched.runsUsed()).isEqualTo(alone.runsUsed());
    assertThat(batched.result(shrunkAhead).map(r -> message(r, expectation)))
        .isEqualTo(alone.result(shrunkAlone).map(r -> message(r, expectation)));
    assertThat(ahead.pipelines).isLessThan(passByPass.pipelines);
  }

  /** What {@code expectation} says of {@code result}: its failure message, or its verdict. */
  private static String message(ScenarioResult result, ExpectationSpec expectation) {
    Judgement judgement = result.judge(expectation);
    return judgement.failure().map(Throwable::getMessage).orElse(judgement.word());
  }

  /** The first member exploration would find failing {@code expectation}. */
  private static Member firstFailing(Family family, ExpectationSpec expectation) {
    List<Member> tried = new ArrayList<>();
    var members = new Perturbations(family.written(), family.dimensions(), 7).iterator();
    while (members.hasNext() && tried.size() < 32) {
      tried.add(members.next());
    }
    List<ScenarioResult> results = family.runs().run(tried);
    for (int m = 0; m < tried.size(); m++) {
      if (Family.judges(family.dimensions(), tried.get(m), expectation)
          && results.get(m).judge(expectation) instanceof Judgement.Failed) {
        return tried.get(m);
      }
    }
    throw new AssertionError("no member of the first " + tried.size() + " fails");
  }

  /** Runs members through {@code runs} and counts the pipelines they take. */
  private static final class Counting implements MemberRuns {
    private final MemberRuns runs;
    private final int batchSize;
    int pipelines;

    Counting(MemberRuns runs, int batchSize) {
      this.runs = runs;
      this.batchSize = batchSize;
    }

    @Override
    public List<ScenarioResult> run(List<Member> members) {
      pipelines += (members.size() + Explorer.BATCH - 1) / Explorer.BATCH;
      return runs.run(members);
    }

    @Override
    public int batchSize() {
      return batchSize;
    }
  }
}
