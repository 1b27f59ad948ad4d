package io.pipespec.runtime.build;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.Committed;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.InputSpec.Kind;
import io.pipespec.runtime.suite.Inputs;
import io.pipespec.runtime.suite.MetricExpectations;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.verdict.expect.Expectation;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/** {@link Relations#expand}: the copies it adds, and what it refuses before any run. */
class RelationsExpandTest {

  private static PipelineScenarioSpec.Builder scenario(InputSpec<String> input) {
    return ScenarioSpec.builder("Words", RelationsExpandTest.class)
        .input(input)
        .transform(
            inputs -> {
              PCollection<String> words = inputs.get("words");
              return Outputs.single("out", words);
            });
  }

  private static InputSpec<String> timeline() {
    return InputSpec.ofTimeline(
        "words",
        "RelationsExpandTest.words()",
        TypeDescriptors.strings(),
        () -> TimelineSteps.<String>create().element("a", 1_000).watermark(2_000));
  }

  private static InputSpec<String> values() {
    return InputSpec.ofValues(
        "words", "RelationsExpandTest.values()", () -> List.of("a"), TypeDescriptors.strings());
  }

  private static ExpectationSpec expect(String method, Expectation expectation) {
    return ExpectationSpec.of(RelationsExpandTest.class, method, Target.output("out", expectation));
  }

  @Test
  void eachRelationAddsOneCopyOfTheInputsItMovesAndTheExpansionIsDoneOnce() {
    PipelineScenarioSpec scenario =
        scenario(timeline())
            .expectation(expect("settles", Expectations.settlesAlike()))
            .expectation(expect("shifted", Expectations.shifted(600_000, "10m")))
            .expectation(expect("shiftedToo", Expectations.shifted(600_000, "10m")))
            .build();

    PipelineScenarioSpec expanded = Relations.expand(scenario);

    assertThat(expanded.transformInputs().stream().map(InputSpec::name).toList())
        .containsExactly("words", "words~bounded", "words~shifted:600000")
        .inOrder();
    assertThat(expanded.transformInputs().get(2).timelineSteps().orElseThrow().elements().get(0))
        .isEqualTo(
            org.apache.beam.sdk.values.TimestampedValue.of(
                "a", org.joda.time.Instant.ofEpochMilli(601_000)));
    assertThat(expanded.transformInputs().get(1).kind()).isEqualTo(Kind.TIMELINE);
    assertThat(Relations.expand(expanded)).isSameInstanceAs(expanded);
    PipelineScenarioSpec plain = scenario(timeline()).build();
    assertThat(Relations.expand(plain)).isSameInstanceAs(plain);
  }

  @Test
  void eachCopyIsAStepOfItsOwnSoTheUsersUnnamedStepsKeepStableUniqueNames() {
    PipelineScenarioSpec scenario =
        ScenarioSpec.builder("Words", RelationsExpandTest.class)
            .input(timeline())
            .transform(
                inputs -> {
                  PCollection<String> words = inputs.get("words");
                  // Unnamed, as users write it: a copy beside it at the same level would clash.
                  return Outputs.single(
                      "out",
                      words.apply(MapElements.into(TypeDescriptors.strings()).via(w -> w + "!")));
                })
            .expectation(expect("settles", Expectations.settlesAlike()))
            .expectation(expect("shifted", Expectations.shifted(600_000, "10m")))
            .build();
    PipelineScenarioSpec expanded = Relations.expand(scenario);
    PipelineOptions options = PipelineOptionsFactory.create();
    options.setStableUniqueNames(PipelineOptions.CheckEnabled.ERROR);
    Pipeline pipeline = Pipeline.create(options);
    Map<String, PCollection<?>> inputs = new LinkedHashMap<>();
    for (InputSpec<?> input : expanded.transformInputs()) {
      inputs.put(input.name(), pipeline.apply(input.name(), Create.of("a")));
    }

    Outputs outputs = expanded.transform().apply(new Inputs(inputs));

    assertThat(outputs.asMap().keySet())
        .containsExactly("out", "out~bounded", "out~shifted:600000");
    // Beam refuses a pipeline with names it had to make unique when the check is ERROR.
    pipeline.run().waitUntilFinish();
  }

  @Test
  void settlingATestStreamFromCodeIsRefusedSayingToWriteATimeline() {
    PipelineScenarioSpec scenario =
        scenario(
                InputSpec.ofTestStream(
                    "words",
                    "RelationsExpandTest.stream()",
                    () -> TestStream.create(StringUtf8Coder.of()).advanceWatermarkToInfinity()))
            .expectation(expect("settles", Expectations.settlesAlike()))
            .build();

    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> Relations.expand(scenario));
    assertThat(refused)
        .hasMessageThat()
        .contains(
            "a TestStream from code (RelationsExpandTest.stream()) cannot be read as a bounded"
                + " input. Write the input as a @Timeline.");
  }

  @Test
  void movingBoundedValuesIsRefused() {
    PipelineScenarioSpec scenario =
        scenario(values()).expectation(expect("shifted", Expectations.shifted(1, "1ms"))).build();

    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> Relations.expand(scenario));
    assertThat(refused).hasMessageThat().contains("is bounded values, whose times cannot be moved");
  }

  @Test
  void settlingOnlyBoundedValuesIsRefusedSinceThereIsNothingToCompare() {
    PipelineScenarioSpec scenario =
        scenario(values()).expectation(expect("settles", Expectations.settlesAlike())).build();

    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> Relations.expand(scenario));
    assertThat(refused).hasMessageThat().contains("every input of it is bounded already");
  }

  @Test
  void shiftingByNothingIsRefusedSinceTheCopyWouldBeTheRunItself() {
    PipelineScenarioSpec scenario =
        scenario(timeline()).expectation(expect("shifted", Expectations.shifted(0, "0"))).build();

    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> Relations.expand(scenario));
    assertThat(refused).hasMessageThat().contains("@ExpectShifted(by = \"0\") moves no time");
  }

  @Test
  void aMetricsExpectationBesideARelationIsRefusedSinceTheCopiesWouldCountToo() {
    PipelineScenarioSpec scenario =
        scenario(timeline())
            .expectation(expect("settles", Expectations.settlesAlike()))
            .expectation(
                ExpectationSpec.of(
                    RelationsExpandTest.class,
                    "counted",
                    Target.metrics(
                        MetricExpectations.counter(
                            MetricExpectations.metric("words", "", "", Committed.DEFAULT), 1))))
            .build();

    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> Relations.expand(scenario));
    assertThat(refused).hasMessageThat().contains("Judge counted in a scenario of its own.");
  }
}
