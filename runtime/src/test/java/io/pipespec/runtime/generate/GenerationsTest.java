package io.pipespec.runtime.generate;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Satisfies;
import io.pipespec.generate.Gen;
import io.pipespec.generate.Timelines;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.build.PipelineConstruction;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.explore.ExploreSettings;
import io.pipespec.runtime.explore.Explorer;
import io.pipespec.runtime.explore.SideBySide;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.Values;
import org.apache.beam.sdk.transforms.WithKeys;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Generated inputs are tried batched, the first failing one shrunk, its seed remembered. */
class GenerationsTest {

  private static final RunSettings DIRECT =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(2));

  /** The property: every total is below a thousand. */
  static final class BelowAThousand {
    @Satisfies
    void allBelow(List<Long> totals) {
      for (long total : totals) {
        if (total >= 1000) {
          throw new AssertionError("total " + total + " is 1000 or more");
        }
      }
    }
  }

  private static final ExpectationSpec ALL_BELOW =
      ExpectationSpec.of(
          BelowAThousand.class,
          "allBelow",
          ExpectationSpec.Target.output(
              "totals",
              Scopes.of(WindowRef.any()),
              Expectations.<Long>satisfies("allBelow", new BelowAThousand()::allBelow)));

  /** Up to five generated values from 0 to 5,000. */
  private static InputSpec<Long> values() {
    return InputSpec.ofGenerated(
        "values",
        "@Generator BelowAThousand.values()",
        TypeDescriptors.longs(),
        () -> Timelines.of(Gen.longs(0, 5000)).elements(0, 5),
        0L);
  }

  /** A transform that passes values through, or caps them below a thousand when {@code capped}. */
  private static PipelineScenarioSpec scenario(boolean capped, int tries) {
    return scenario(
        values ->
            values.apply(
                MapElements.into(TypeDescriptors.longs())
                    .via((Long v) -> capped ? Math.min(v, 999L) : v)),
        tries);
  }

  /**
   * {@code totals} of the generated values as the output "totals", judged by {@link #ALL_BELOW}.
   */
  private static PipelineScenarioSpec scenario(
      Function<PCollection<Long>, PCollection<Long>> totals, int tries) {
    return ScenarioSpec.builder("AnyTotals", BelowAThousand.class)
        .input(values())
        .transform(inputs -> Outputs.single("totals", totals.apply(inputs.<Long>get("values"))))
        .expectation(ALL_BELOW)
        .generate(tries, "")
        .build();
  }

  private static GenerateSettings settings(Path dir, long seed) {
    return new GenerateSettings(
        OptionalLong.of(seed), OptionalInt.empty(), dir.resolve("generate-failures.properties"));
  }

  private static Generation generate(
      PipelineScenarioSpec scenario, GenerateSettings config, AtomicInteger pipelines) {
    ScenarioSpec first = Generations.prepare(scenario, config);
    ScenarioResult firstTry = ScenarioRunner.run(first, DIRECT);
    BiFunction<PipelineScenarioSpec, PipelineConstruction, ScenarioResult> counted =
        (spec, construction) -> {
          pipelines.incrementAndGet();
          return ScenarioRunner.run(spec, DIRECT, construction);
        };
    return Generations.generate(scenario, DIRECT, config, firstTry, counted);
  }

  @Test
  void aPropertyThatFailsFromAThousandIsFoundAndShrunkToOneElementOfAThousand(@TempDir Path dir) {
    PipelineScenarioSpec scenario = scenario(false, 100);
    Generation generation = generate(scenario, settings(dir, 42), new AtomicInteger());

    Judgement verdict = generation.judge(ALL_BELOW, new Judgement.Passed());

    assertThat(verdict).isInstanceOf(Judgement.Failed.class);
    String message = verdict.failure().orElseThrow().getMessage();
    assertThat(message).contains("the property failed on a generated input");
    assertThat(message).contains("Seed 42 (replay it with -Dpipespec.generate.seed=42)");
    assertThat(message).containsMatch("\\d+ inputs? tried");
    assertThat(message).contains("The shrunk input (1 element)");
    assertThat(message).contains("@Timeline({\"1000 @ 0\", \"watermark end\"})");
    assertThat(message).contains("total 1000 is 1000 or more");
    assertThat(message).contains("static class AnyTotalsShrunk {");
    assertThat(message).contains("@Satisfies");
    assertThat(message).contains(".allBelow(elements);");
  }

  @Test
  void aPipelineThatCannotBeBuiltOnAGeneratedInputSaysSoInsteadOfBlamingTheProperty(
      @TempDir Path dir) {
    // Summing per key in the global window without a trigger: Beam refuses an unbounded input.
    PipelineScenarioSpec scenario =
        scenario(
            values ->
                values
                    .apply(WithKeys.<String, Long>of("all").withKeyType(TypeDescriptors.strings()))
                    .apply(Sum.longsPerKey())
                    .apply(Values.create()),
            20);

    Generation generation = generate(scenario, settings(dir, 5), new AtomicInteger());
    Judgement verdict = generation.judge(ALL_BELOW, new Judgement.Passed());

    assertThat(verdict).isInstanceOf(Judgement.Failed.class);
    String message = verdict.failure().orElseThrow().getMessage();
    assertThat(message)
        .startsWith(
            "allBelow: the pipeline of scenario AnyTotals could not be built on a generated input,"
                + " so the property was not judged.\nA generated input is a timeline, so an"
                + " unbounded PCollection");
    assertThat(message).doesNotContain("the property failed");
    assertThat(message).contains("failed at construction");
    assertThat(message).contains("GroupByKey cannot be applied to non-bounded PCollection");
    assertThat(message).contains("Seed 5 (replay it with -Dpipespec.generate.seed=5)");
  }

  @Test
  void aCorrectTransformPassesEveryTryInAFewPipelines(@TempDir Path dir) {
    AtomicInteger pipelines = new AtomicInteger();
    Generation generation = generate(scenario(true, 100), settings(dir, 7), pipelines);

    assertThat(generation.judge(ALL_BELOW, new Judgement.Passed()))
        .isInstanceOf(Judgement.Passed.class);
    assertThat(generation.summary()).startsWith("generated 100 inputs with seed 7");
    // The first try ran as written; the other 99 at most sixteen to a pipeline, each batch cut
    // into a pipeline for every core (they run side by side).
    assertThat(pipelines.get()).isAtMost((int) Math.ceil(99 / 16.0) * SideBySide.parallelism() + 1);
  }

  @Test
  void aFailingSeedIsRememberedTriedFirstAndForgottenOncePassing(@TempDir Path dir)
      throws Exception {
    Path file = dir.resolve("generate-failures.properties");
    generate(scenario(false, 100), settings(dir, 42), new AtomicInteger());

    assertThat(Files.readString(file)).contains("GenerationsTest\\#AnyTotals=42");
    assertThat(new FailureFile(file).remembered(Generations.key(scenario(false, 100))))
        .hasValue(42L);
    assertThat(Generations.seeds(scenario(false, 100), settings(dir, 5)))
        .containsExactly(42L, 5L)
        .inOrder();

    Generation passing = generate(scenario(true, 20), settings(dir, 5), new AtomicInteger());

    assertThat(passing.summary()).contains("no expectation fails");
    assertThat(Files.readString(file)).doesNotContain("AnyTotals");
  }

  @Test
  void aRememberedSeedThatIsAlsoTheConfiguredOneIsForgottenOncePassing(@TempDir Path dir) {
    FailureFile file = new FailureFile(dir.resolve("generate-failures.properties"));
    String key = Generations.key(scenario(true, 20));
    file.remember(key, 5);

    generate(scenario(true, 20), settings(dir, 5), new AtomicInteger());

    assertThat(file.remembered(key)).isEmpty();
  }

  @Test
  void aGeneratorThatThrowsFailsTheFirstTryAndRefusesTheRestSayingWhat(@TempDir Path dir) {
    PipelineScenarioSpec scenario =
        ScenarioSpec.builder("Broken", BelowAThousand.class)
            .input(
                InputSpec.ofGenerated(
                    "values",
                    "@Generator BelowAThousand.values()",
                    TypeDescriptors.longs(),
                    () -> {
                      throw new IllegalStateException("no values today");
                    },
                    0L))
            .transform(inputs -> Outputs.single("totals", inputs.get("values")))
            .expectation(ALL_BELOW)
            .generate(10, "")
            .build();
    GenerateSettings config = settings(dir, 1);
    ScenarioResult firstTry = ScenarioRunner.run(Generations.prepare(scenario, config), DIRECT);

    Generation generation = Generations.generate(scenario, DIRECT, config, firstTry);

    assertThat(firstTry.failure().orElseThrow().toString()).contains("no values today");
    assertThat(generation.summary()).contains("its inputs could not be drawn: no values today");
    assertThat(generation.judge(ALL_BELOW, new Judgement.Passed()))
        .isInstanceOf(Judgement.Refused.class);
  }

  @Test
  void elsewhereThanTheDirectRunnerAGeneratedScenarioIsRefusedAndNotExplored(@TempDir Path dir) {
    PipelineScenarioSpec scenario = scenario(true, 10);
    GenerateSettings config = settings(dir, 3);
    ScenarioResult firstTry = ScenarioRunner.run(Generations.prepare(scenario, config), DIRECT);

    Generation onFlink =
        Generations.generate(scenario, DIRECT.withRunner("FlinkRunner"), config, firstTry);
    Exploration explored =
        Explorer.explore(
            scenario,
            DIRECT,
            new ExploreSettings(true, OptionalInt.empty(), Optional.empty(), OptionalLong.empty()),
            firstTry);

    assertThat(onFlink.judge(ALL_BELOW, new Judgement.Passed()))
        .isInstanceOf(Judgement.Refused.class);
    assertThat(onFlink.summary())
        .contains("generation runs on the DirectRunner, and this run is on FlinkRunner");
    assertThat(explored.summary())
        .isEqualTo("not explored: a generated scenario's inputs are drawn, not explored");
    // Refused by its declaration, so that the engine skips it there instead of judging one input.
    assertThat(DIRECT.supports().refusal("FlinkRunner", scenario).orElseThrow())
        .contains("generation runs on the DirectRunner, and this run is on FlinkRunner");
    assertThat(DIRECT.supports().refusal("DirectRunner", scenario)).isEmpty();
  }
}
