package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.build.JobRetries;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/**
 * A retry step ({@code "fail and retry"}) in a job's timeline, run as written on the DirectRunner:
 * the job builds its own pipeline, but the read the input replaces is Pipespec's, so the failed
 * attempt goes there, on a fresh copy of each {@code DoFn} that reads it; a {@code DoFn} whose
 * attempt cannot be replayed, or a read no {@code ParDo} reads, is refused with the reason.
 */
class JobRetryStepRunTest {

  private static final ExpectationSpec NUMBERED =
      ExpectationSpec.of(
          JobRetryStepRunTest.class,
          "numbered",
          Target.output("out", Expectations.containsInAnyOrder(List.of("a#1", "b#2", "c#3"))));

  /** Numbers each element by a counter in a static, per pipeline: a retry counts twice. */
  static final class StaticCounter extends DoFn<String, String> {
    static final Map<String, Integer> COUNTS = new ConcurrentHashMap<>();
    private final String pipeline = UUID.randomUUID().toString();

    @ProcessElement
    public void process(@Element String element, OutputReceiver<String> out) {
      out.output(element + "#" + COUNTS.merge(pipeline, 1, Integer::sum));
    }
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

  private static void counted(Pipeline p, PipelineOptions options) {
    p.apply("ReadEvents", Create.of("z"))
        .apply("Count", ParDo.of(new StaticCounter()))
        .apply("WriteOut", TextIO.write().to("/nowhere/out"));
  }

  private static void numberedPurely(Pipeline p, PipelineOptions options) {
    p.apply("ReadEvents", Create.of("z"))
        .apply(
            "Number",
            MapElements.into(TypeDescriptors.strings())
                .via(e -> e + "#" + (e.equals("a") ? 1 : e.equals("b") ? 2 : 3)))
        .apply("WriteOut", TextIO.write().to("/nowhere/out"));
  }

  private static void stateful(Pipeline p, PipelineOptions options) {
    p.apply("ReadEvents", Create.of(KV.of("z", "z")))
        .apply("Keep", ParDo.of(new Stateful()))
        .apply("WriteOut", TextIO.write().to("/nowhere/out"));
  }

  private static void grouped(Pipeline p, PipelineOptions options) {
    p.apply("ReadEvents", Create.of(KV.of("z", "z")))
        .apply("Group", GroupByKey.create())
        .apply("Show", MapElements.into(TypeDescriptors.strings()).via(kv -> kv.getKey()))
        .apply("WriteOut", TextIO.write().to("/nowhere/out"));
  }

  /** The events {@code a, b | c} (two bundles), bundle 1 failing after {@code a}. */
  private static JobScenarioSpec job(String name, io.pipespec.runtime.suite.JobUnderTest job) {
    return ScenarioSpec.builder(name, JobRetryStepRunTest.class)
        .job(job, PipelineOptions.class)
        .replace(
            "ReadEvents",
            InputSpec.ofTimeline(
                "events",
                "JobRetryStepRunTest.events",
                TypeDescriptors.strings(),
                () ->
                    TimelineSteps.<String>create()
                        .element("a", 1_000)
                        .failAndRetry(false, "a @ 1s")
                        .element("b", 2_000)
                        .watermark(5_000)
                        .element("c", 6_000)))
        .output("out", "WriteOut", String.class)
        .expectation(NUMBERED)
        .build();
  }

  private static JobScenarioSpec keyed(String name, io.pipespec.runtime.suite.JobUnderTest job) {
    return ScenarioSpec.builder(name, JobRetryStepRunTest.class)
        .job(job, PipelineOptions.class)
        .replace(
            "ReadEvents",
            InputSpec.ofTimeline(
                "events",
                "JobRetryStepRunTest.keyed",
                TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.strings()),
                () ->
                    TimelineSteps.<KV<String, String>>create()
                        .element(KV.of("a", "x"), 1_000)
                        .failAndRetry(false, "a=x @ 1s")
                        .element(KV.of("b", "y"), 2_000)))
        .output("out", "WriteOut", String.class)
        .expectation(NUMBERED)
        .build();
  }

  private static ScenarioResult run(ScenarioSpec scenario) {
    return ScenarioRunner.run(scenario, RunSettings.defaults().withTimeout(Duration.ofSeconds(60)));
  }

  @Test
  void aCounterInAStaticFailsAsWrittenAndTheMessageTellsTheRetry() {
    ScenarioResult result = run(job("Counted", JobRetryStepRunTest::counted));

    assertThat(result.failure()).isEmpty();
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
  void aPureMapPassesWithTheSameStep() {
    ScenarioResult result = run(job("Pure", JobRetryStepRunTest::numberedPurely));

    assertThat(result.failure()).isEmpty();
    result.verify(NUMBERED);
    assertThat(JobRetries.unfaithful(job("Pure", JobRetryStepRunTest::numberedPurely))).isEmpty();
  }

  @Test
  void aDoFnWithStateReadingTheReplacedReadIsRefusedWithTheReason() {
    JobScenarioSpec scenario = keyed("Keyed", JobRetryStepRunTest::stateful);
    ScenarioResult result = run(scenario);

    assertThat(result.failure()).isPresent();
    String message = assertThrows(AssertionError.class, () -> result.verify(NUMBERED)).getMessage();
    String why =
        "cannot be replayed on the DirectRunner: the DoFn that reads input 'events' ("
            + Stateful.class.getName()
            + ") uses state or timers, and a failed attempt replayed beside the DirectRunner would"
            + " need the runner's state as of the bundle's start: test that DoFn in a"
            + " @FunctionTest with @Explore";
    assertThat(message).contains("A failed attempt of a bundle of input 'events' " + why);
    // Exploration asks the same before it gives the job's members failed attempts.
    assertThat(JobRetries.unfaithful(scenario).orElseThrow()).contains(why);
  }

  @Test
  void aReadThatNoParDoReadsIsRefusedWithWhereItGoes() {
    ScenarioResult result = run(keyed("Grouped", JobRetryStepRunTest::grouped));

    assertThat(result.failure()).isPresent();
    String message = assertThrows(AssertionError.class, () -> result.verify(NUMBERED)).getMessage();
    assertThat(message)
        .contains(
            "no ParDo of the job reads input 'events' (directly or after a Window.into; it goes"
                + " to Group");
  }
}
