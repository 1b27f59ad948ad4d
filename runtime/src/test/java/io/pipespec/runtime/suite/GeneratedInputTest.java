package io.pipespec.runtime.suite;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.generate.Gen;
import io.pipespec.generate.Timelines;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/** A generated input carries its generator, and has no steps until a try draws them. */
class GeneratedInputTest {

  private static InputSpec<Long> generated() {
    return InputSpec.ofGenerated(
        "scores",
        "@Generator AnyScores.scores()",
        TypeDescriptors.longs(),
        () -> Timelines.of(Gen.longs(0, 10)),
        1_000L);
  }

  @Test
  void aGeneratedInputIsATimelineThatCarriesItsGenerator() {
    InputSpec<Long> input = generated();

    assertThat(input.kind()).isEqualTo(InputSpec.Kind.TIMELINE);
    assertThat(input.generated()).isPresent();
    assertThat(input.generated().orElseThrow().baseMillis()).isEqualTo(1_000L);
    assertThat(input.generated().orElseThrow().timelines().get().maxElements()).isEqualTo(20);
  }

  @Test
  void anUndrawnGeneratedInputRefusesToGiveStepsSayingWhy() {
    IllegalStateException refused =
        assertThrows(IllegalStateException.class, () -> generated().timelineSteps());

    assertThat(refused)
        .hasMessageThat()
        .contains("The generated input @Generator AnyScores.scores() has no steps until a try");
  }

  @Test
  void drawnStepsKeepTheGenerator() {
    InputSpec<Long> drawn =
        generated().withTimeline(() -> TimelineSteps.<Long>create().element(3L, 5L));

    assertThat(drawn.generated()).isPresent();
    assertThat(drawn.timeMarks()).isNotEmpty();
  }

  @Test
  void aGeneratedScenarioKeepsWhatGenerateAskedThroughAnInputChange() {
    PipelineScenarioSpec scenario =
        ScenarioSpec.builder("AnyScores", GeneratedInputTest.class)
            .input(generated())
            .transform(inputs -> Outputs.single("out", inputs.get("scores")))
            .generate(7, "20s")
            .build();

    assertThat(scenario.generation()).hasValue(new PipelineScenarioSpec.Generate(7, "20s"));
    assertThat(scenario.withTransformInputs(scenario.transformInputs()).generation())
        .hasValue(new PipelineScenarioSpec.Generate(7, "20s"));
  }
}
