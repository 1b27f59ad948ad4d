package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.settings;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.runner.RunnerSupportLookup;
import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.beam.sdk.PipelineRunner;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.SerializableFunction;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/**
 * A retry step ({@code "fail and retry"}) in a pipeline's timeline, run as written on the
 * DirectRunner: the bundle it stands in fails an attempt on a fresh copy of the {@code DoFn} that
 * reads the input, then is retried whole; what the failed attempt did outside Beam stays.
 */
class RetryStepRunTest {

  private static final ExpectationSpec NUMBERED =
      ExpectationSpec.of(
          RetryStepRunTest.class,
          "numbered",
          Target.output("out", Expectations.containsInAnyOrder(List.of("a#1", "b#2", "c#3"))));

  /** The events {@code a, b | c} (two bundles), bundle 1 failing as {@code retry} says. */
  private static PipelineScenarioSpec scenario(
      String name,
      ExpectationSpec expectation,
      SerializableFunction<PCollection<String>, PCollection<String>> transform,
      boolean inFinishBundle) {
    return ScenarioSpec.builder(name, RetryStepRunTest.class)
        .input(
            InputSpec.ofTimeline(
                "events",
                "RetryStepRunTest.events()",
                TypeDescriptors.strings(),
                () -> {
                  TimelineSteps<String> steps = TimelineSteps.<String>create().element("a", 1_000);
                  if (!inFinishBundle) {
                    steps.failAndRetry(false, "a @ 1s");
                  }
                  steps.element("b", 2_000);
                  if (inFinishBundle) {
                    steps.failAndRetry(true, "b @ 2s");
                  }
                  return steps.watermark(5_000).element("c", 6_000);
                }))
        .transform(inputs -> Outputs.single("out", transform.apply(inputs.get("events"))))
        .expectation(expectation)
        .build();
  }

  /** Numbers each element by a counter in a static, per pipeline: a retry counts twice. */
  static final class StaticCounter extends DoFn<String, String> {
    static final Map<String, Integer> COUNTS = new ConcurrentHashMap<>();
    private final String pipeline = UUID.randomUUID().toString();

    @ProcessElement
    public void process(@Element String element, OutputReceiver<String> out) {
      out.output(element + "#" + COUNTS.merge(pipeline, 1, Integer::sum));
    }
  }

  /** A static's count where each element's number should be: correct only without a retry. */
  private static PCollection<String> counted(PCollection<String> events) {
    return events.apply(ParDo.of(new StaticCounter()));
  }

  private static PCollection<String> numberedPurely(PCollection<String> events) {
    return events.apply(
        MapElements.into(TypeDescriptors.strings())
            .via(e -> e + "#" + (e.equals("a") ? 1 : e.equals("b") ? 2 : 3)));
  }

  @Test
  void aCounterInAStaticFailsAsWrittenAndTheMessageTellsTheRetry() {
    PipelineScenarioSpec scenario = scenario("Counted", NUMBERED, RetryStepRunTest::counted, false);
    ScenarioResult result = ScenarioRunner.run(scenario, settings());

    String message = assertThrows(AssertionError.class, () -> result.verify(NUMBERED)).getMessage();
    // The failed attempt counted a once, so the retry numbers every element one too high.
    assertThat(message).contains("a#2");
    assertThat(message)
        .contains(
            "bundle 1 of input 'events' failed after 1 element (`a @ 1s`) at the step `fail and"
                + " retry` and was retried whole on a fresh instance, the failed attempt's"
                + " outputs, state and timers discarded as Beam discards them");
  }

  @Test
  void aRetryInFinishBundleCountsEveryElementOfTheBundleAgain() {
    PipelineScenarioSpec scenario =
        scenario("CountedInFinish", NUMBERED, RetryStepRunTest::counted, true);
    ScenarioResult result = ScenarioRunner.run(scenario, settings());

    String message = assertThrows(AssertionError.class, () -> result.verify(NUMBERED)).getMessage();
    assertThat(message).contains("a#3");
    assertThat(message)
        .contains(
            "bundle 1 of input 'events' failed in @FinishBundle (after `b @ 2s`) at the step"
                + " `fail in @FinishBundle and retry`");
  }

  @Test
  void aPureMapPassesWithTheSameStep() {
    PipelineScenarioSpec scenario =
        scenario("Pure", NUMBERED, RetryStepRunTest::numberedPurely, false);
    ScenarioResult result = ScenarioRunner.run(scenario, settings());

    assertThat(result.failure()).isEmpty();
    result.verify(NUMBERED);
  }

  /** Keeps a value per key in state: its failed attempt would need the runner's state. */
  static final class Stateful extends DoFn<KV<String, String>, String> {
    @StateId("n")
    private final StateSpec<ValueState<Integer>> n = StateSpecs.value(VarIntCoder.of());

    @ProcessElement
    public void process(
        @Element KV<String, String> element,
        @StateId("n") ValueState<Integer> n,
        OutputReceiver<String> out) {
      out.output(element.getValue());
    }
  }

  @Test
  void aStageWithStateIsRefusedWithTheReason() {
    PipelineScenarioSpec keyed =
        ScenarioSpec.builder("Keyed", RetryStepRunTest.class)
            .input(
                InputSpec.ofTimeline(
                    "events",
                    "RetryStepRunTest.keyed()",
                    TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.strings()),
                    () ->
                        TimelineSteps.<KV<String, String>>create()
                            .element(KV.of("a", "x"), 1_000)
                            .failAndRetry(false, "a=x @ 1s")
                            .element(KV.of("b", "y"), 2_000)))
            .transform(
                inputs ->
                    Outputs.single(
                        "out",
                        inputs.<KV<String, String>>get("events").apply(ParDo.of(new Stateful()))))
            .expectation(NUMBERED)
            .build();
    ScenarioResult result = ScenarioRunner.run(keyed, settings());

    assertThat(result.failure()).isPresent();
    String message = assertThrows(AssertionError.class, () -> result.verify(NUMBERED)).getMessage();
    assertThat(message)
        .contains(
            "The retry step of input 'events' cannot be replayed on the DirectRunner: the DoFn"
                + " that reads input 'events' ("
                + Stateful.class.getName()
                + ") uses state or timers");
  }

  @Test
  void aRunnerThatCutsItsOwnBundlesRefusesTheStep() {
    RunnerSupport elsewhere =
        new RunnerSupport() {
          @Override
          public boolean supports(Class<? extends PipelineRunner<?>> runner) {
            return true;
          }
        };
    ScenarioTraits traits =
        ScenarioTraits.of(scenario("Counted", NUMBERED, RetryStepRunTest::counted, false));

    assertThat(traits.retries()).isTrue();
    assertThat(RunnerSupportLookup.refusal(elsewhere, "FlinkRunner", traits).orElseThrow())
        .startsWith(
            "the retry step is replayed on the DirectRunner only; FlinkRunner cuts its own"
                + " bundles");
  }

  @Test
  void aSecondRetryStepInATimelineIsRefused() {
    IllegalArgumentException thrown =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                TimelineSteps.<String>create()
                    .element("a", 1_000)
                    .failAndRetry(false, "a @ 1s")
                    .watermark(1_500)
                    .element("b", 2_000)
                    .failAndRetry(false, "b @ 2s"));
    assertThat(thrown).hasMessageThat().contains("A timeline retries one bundle");
  }
}
