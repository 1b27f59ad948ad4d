package io.pipespec.benchmarks;

import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;

/**
 * {@code explore-function}: exploring {@link #MEMBERS} perturbations of a function scenario on the
 * harness (an 8-element, 3-segment timeline into a stateful {@code DoFn} with an event-time timer),
 * against one pipeline run of the same scenario through Pipespec (the same {@code DoFn} in a {@code
 * ParDo} over the same timeline on the DirectRunner). The function keeps its sums in state, so
 * every order, bundling and instance gives the same output: no member fails and no shrinking runs,
 * and the figure is the cost of the members alone.
 */
final class ExploreFunction {

  /** Perturbations explored. */
  static final int MEMBERS = 1_000;

  /** Sums each key's values in state and emits the running sum at the end of its ten seconds. */
  static final class RunningSum extends DoFn<KV<String, Integer>, KV<String, Integer>> {
    @StateId("sum")
    private final StateSpec<ValueState<Integer>> sum = StateSpecs.value(VarIntCoder.of());

    @TimerId("emit")
    private final TimerSpec emit = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(
        @Element KV<String, Integer> element,
        @Timestamp Instant timestamp,
        @StateId("sum") ValueState<Integer> sum,
        @TimerId("emit") Timer emit) {
      Integer before = sum.read();
      sum.write((before == null ? 0 : before) + element.getValue());
      emit.set(Instant.ofEpochMilli((timestamp.getMillis() / 10_000 + 1) * 10_000 - 1));
    }

    @OnTimer("emit")
    public void onEmit(
        @Key String key,
        @StateId("sum") ValueState<Integer> sum,
        OutputReceiver<KV<String, Integer>> out) {
      out.output(KV.of(key, sum.read()));
    }
  }

  private final ScenarioSpec function;
  private final ScenarioSpec pipeline;
  private final ExpectationSpec totals;
  private final RunSettings settings = RunSettings.defaults().withTimeout(Duration.ofMinutes(5));

  ExploreFunction() {
    totals =
        ExpectationSpec.of(
            ExploreFunction.class,
            "totals",
            ExpectationSpec.Target.output(
                "totals",
                Scopes.of(WindowRef.any()),
                Expectations.containsInAnyOrder(
                    List.of(
                        KV.of("a", 3),
                        KV.of("b", 2),
                        KV.of("a", 6),
                        KV.of("b", 9),
                        KV.of("b", 15),
                        KV.of("c", 1)))));
    function =
        ScenarioSpec.builder("ExploredFunction", ExploreFunction.class)
            .function(
                FunctionTimeline.<String, Integer, KV<String, Integer>>builder(
                        "totals",
                        "ExploreFunction.runningSum()",
                        () -> StatefulFunctionHarness.forKeyedDoFn(new RunningSum()))
                    .element("a=1 @ 1s", KV.of("a", 1), 1_000)
                    .element("b=2 @ 2s", KV.of("b", 2), 2_000)
                    .element("a=2 @ 3s", KV.of("a", 2), 3_000)
                    .watermark("watermark 10s", 10_000)
                    .element("b=3 @ 11s", KV.of("b", 3), 11_000)
                    .element("a=3 @ 12s", KV.of("a", 3), 12_000)
                    .element("b=4 @ 13s", KV.of("b", 4), 13_000)
                    .watermark("watermark 20s", 20_000)
                    .element("b=6 @ 21s", KV.of("b", 6), 21_000)
                    .element("c=1 @ 22s", KV.of("c", 1), 22_000)
                    .watermark("watermark 30s", 30_000)
                    .build())
            .expectation(totals)
            .build();
    pipeline =
        ScenarioSpec.builder("AsPipeline", ExploreFunction.class)
            .input(
                ExploreRuns.points(
                    "ExploreFunction",
                    steps ->
                        steps
                            .element(KV.of("b", 6), 21_000)
                            .element(KV.of("c", 1), 22_000)
                            .watermark(30_000)))
            .transform(
                inputs ->
                    Outputs.single(
                        "totals",
                        inputs
                            .<KV<String, Integer>>get("points")
                            .apply(ParDo.of(new RunningSum()))))
            .expectation(totals)
            .build();
  }

  /** The function scenario's run as written, judged: what exploration starts from. */
  ScenarioResult written() {
    ScenarioResult result = ScenarioRunner.run(function, settings);
    result.verify(totals);
    return result;
  }

  /** One run of the same scenario as a pipeline through Pipespec, judged. */
  ScenarioResult pipelineRun() {
    ScenarioResult result = ScenarioRunner.run(pipeline, settings);
    result.verify(totals);
    return result;
  }

  /** {@link #MEMBERS} perturbations of the function scenario, after its run as written. */
  Exploration.Explored explore(ScenarioResult written) {
    return ExploreRuns.exactly(function, settings, MEMBERS, written);
  }
}
