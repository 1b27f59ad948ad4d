package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.util.List;
import java.util.function.Function;
import org.apache.beam.sdk.coders.BooleanCoder;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.GroupByKey;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.junit.jupiter.api.Test;

/** Which pipeline scenarios a retry can be replayed in on the DirectRunner, and why not. */
class RetriesTest {

  /** Keeps the first element of each key in state: a failed attempt would need that state. */
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

  private static ScenarioSpec scenario(
      Function<PCollection<KV<String, String>>, PCollection<?>> transform) {
    return ScenarioSpec.builder("Retried", RetriesTest.class)
        .input(
            InputSpec.ofTimeline(
                "events",
                "RetriesTest",
                TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.strings()),
                () ->
                    TimelineSteps.<KV<String, String>>create()
                        .element(KV.of("a", "x"), 1_000)
                        .element(KV.of("b", "y"), 2_000)))
        .transform(
            (Inputs inputs) ->
                Outputs.single("out", transform.apply(inputs.<KV<String, String>>get("events"))))
        .expectation(
            ExpectationSpec.of(
                RetriesTest.class,
                "anything",
                ExpectationSpec.Target.output(
                    "out", Scopes.of(WindowRef.any()), Expectations.containsInAnyOrder(List.of()))))
        .build();
  }

  @Test
  void aStatelessParDoThatReadsTheInputIsRetried() {
    ScenarioSpec spec =
        scenario(
            events ->
                events.apply(
                    MapElements.into(TypeDescriptors.strings())
                        .via((KV<String, String> e) -> e.getKey())));

    assertThat(new Retries().availability(spec))
        .isInstanceOf(Perturbation.Availability.Available.class);
  }

  @Test
  void aStatefulDoFnThatReadsTheInputIsNotRetriedAndTheReasonNamesIt() {
    ScenarioSpec spec = scenario(events -> events.apply(ParDo.of(new FirstArrival())));

    Perturbation.Availability availability = new Retries().availability(spec);

    assertThat(availability).isInstanceOf(Perturbation.Availability.Unavailable.class);
    String reason = ((Perturbation.Availability.Unavailable) availability).reason();
    assertThat(reason).contains("input 'events'");
    assertThat(reason).contains(FirstArrival.class.getName());
    assertThat(reason).contains("uses state or timers");
    assertThat(reason).contains("@FunctionTest with @Explore");
  }

  @Test
  void aStatelessParDoAfterAWindowIntoIsRetried() {
    ScenarioSpec spec =
        scenario(
            events ->
                events
                    .apply(Window.into(FixedWindows.of(Duration.standardMinutes(1))))
                    .apply(
                        MapElements.into(TypeDescriptors.strings())
                            .via((KV<String, String> e) -> e.getKey())));

    assertThat(new Retries().availability(spec))
        .isInstanceOf(Perturbation.Availability.Available.class);
  }

  @Test
  void anInputThatNoParDoReadsIsNotRetriedAndTheReasonSaysWhereItGoes() {
    ScenarioSpec spec =
        scenario(
            events ->
                events
                    .apply(Window.into(FixedWindows.of(Duration.standardMinutes(1))))
                    .apply(GroupByKey.create()));

    Perturbation.Availability availability = new Retries().availability(spec);

    assertThat(availability).isInstanceOf(Perturbation.Availability.Unavailable.class);
    assertThat(((Perturbation.Availability.Unavailable) availability).reason())
        .contains(
            "no ParDo of the transform reads input 'events' (directly or after a Window.into; it"
                + " goes to GroupByKey");
  }
}
