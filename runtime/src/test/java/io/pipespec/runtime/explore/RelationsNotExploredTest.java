package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.Explore;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.Test;

/** Exploration skips a scenario with relational expectations, saying why. */
class RelationsNotExploredTest {

  /** The scenario's declaring class: it asks for exploration. */
  @Explore(runs = 10)
  static final class Asked {}

  @Test
  void aScenarioWithARelationalExpectationIsSkippedWithTheReason() {
    ExpectationSpec settles =
        ExpectationSpec.of(
            Asked.class, "settles", Target.output("totals", Expectations.settlesAlike()));
    ScenarioSpec spec =
        ScenarioSpec.builder("Settles", Asked.class)
            .input(
                InputSpec.ofTimeline(
                    "scores",
                    "RelationsNotExploredTest.scores()",
                    new TypeDescriptor<KV<String, Integer>>() {},
                    () ->
                        TimelineSteps.<KV<String, Integer>>create()
                            .element(KV.of("blue", 1), 0)
                            .element(KV.of("blue", 2), 1)))
            .transform(
                inputs -> {
                  PCollection<KV<String, Integer>> scores = inputs.get("scores");
                  return Outputs.single(
                      "totals",
                      scores
                          .apply(
                              Window.into(
                                  FixedWindows.of(org.joda.time.Duration.standardMinutes(10))))
                          .apply(Sum.integersPerKey()));
                })
            .expectation(settles)
            .build();
    RunSettings direct = RunSettings.defaults().withTimeout(Duration.ofSeconds(60));
    ScenarioResult written = ScenarioRunner.run(spec, direct);
    ExploreSettings settings =
        new ExploreSettings(
            false, OptionalInt.empty(), Optional.of(Duration.ofMinutes(5)), OptionalLong.of(1));

    Exploration exploration = Explorer.explore(spec, direct, settings, written);

    assertThat(exploration).isInstanceOf(Exploration.Skipped.class);
    assertThat(exploration.summary())
        .contains(
            "its relational expectations compare copies of the run that exploration would"
                + " arrange apart");
    assertWithMessage(String.valueOf(written.judge(settles).failure()))
        .that(written.judge(settles).word())
        .isEqualTo("passed");
  }
}
