package io.pipespec.runtime.generate;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.runtime.build.PipelineConstruction;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.onrunner.JudgeMode;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalLong;
import java.util.SplittableRandom;
import java.util.function.BiFunction;
import java.util.function.Function;
import org.apiguardian.api.API;

/**
 * Tries a generated scenario ({@code @Generate}): draws its inputs from a seed, runs them batched,
 * judges each with the scenario's expectations, and shrinks the first input that fails one to the
 * smallest that still fails it, confirmed by a run as written. A failing seed is remembered ({@link
 * FailureFile}) and tried first next time.
 */
@API(status = INTERNAL)
public final class Generations {

  private Generations() {}

  /** Whether {@code scenario} is a generated one. */
  public static boolean generated(ScenarioSpec scenario) {
    return scenario instanceof PipelineScenarioSpec pipeline && pipeline.generation().isPresent();
  }

  /**
   * {@code scenario} ready to run as its first try (a generated one with the input drawn first; any
   * other as it is): the run the report shows. A generator that throws makes that run fail with
   * what it threw.
   */
  public static ScenarioSpec prepare(ScenarioSpec scenario, GenerateSettings config) {
    if (!(scenario instanceof PipelineScenarioSpec pipeline) || !generated(scenario)) {
      return scenario;
    }
    try {
      return DrawnTry.draw(
              pipeline, RecordedChoices.random(trySeed(seeds(pipeline, config).get(0), 0)))
          .scenario(pipeline);
    } catch (RuntimeException e) {
      List<InputSpec<?>> failing = new ArrayList<>();
      pipeline.transformInputs().forEach(input -> failing.add(failing(input, e)));
      return pipeline.withTransformInputs(failing);
    }
  }

  /**
   * The generation of {@code scenario}, whose first try ({@link #prepare}) ran as {@code firstTry}:
   * {@link Generation.NotGenerated} for a scenario that is not generated.
   */
  public static Generation generate(
      ScenarioSpec scenario,
      RunSettings settings,
      GenerateSettings config,
      ScenarioResult firstTry) {
    return generate(
        scenario,
        settings,
        config,
        firstTry,
        (spec, construction) -> ScenarioRunner.run(spec, settings, construction));
  }

  /** {@link #generate}, its pipelines run by {@code pipelines} (the seam tests count them by). */
  static Generation generate(
      ScenarioSpec scenario,
      RunSettings settings,
      GenerateSettings config,
      ScenarioResult firstTry,
      BiFunction<PipelineScenarioSpec, PipelineConstruction, ScenarioResult> pipelines) {
    if (!(scenario instanceof PipelineScenarioSpec pipeline) || !generated(scenario)) {
      return new Generation.NotGenerated();
    }
    if (!settings.onTheDirectRunner()) {
      return new Generation.Refused(
          "generation runs on the DirectRunner, and this run is on "
              + settings.runner()
              + "; run the generated scenario on the DirectRunner (its shrunk @Scenario, pasted,"
              + " runs on every runner)");
    }
    if (settings.judge().mode() != JudgeMode.JVM) {
      return new Generation.Refused(
          "generated inputs are judged in the test JVM; run with pipespec.judge=jvm");
    }
    PipelineScenarioSpec.Generate asked = pipeline.generation().orElseThrow();
    int tries =
        asked.tries() > 0 ? asked.tries() : config.tries().orElse(GenerateSettings.DEFAULT_TRIES);
    Duration within =
        asked.within().isBlank() ? GenerateSettings.DEFAULT_WITHIN : within(pipeline, asked);
    try {
      return new Trying(pipeline, new TryRuns(pipeline, pipelines), config, tries, within)
          .run(firstTry);
    } catch (RuntimeException e) {
      // A generator that throws, or durations it cannot read: no try could be drawn.
      return new Generation.Refused(
          "its inputs could not be drawn: " + e.getMessage() + " (fix the @Generator method)");
    }
  }

  /** The key of {@code scenario} in the failure file: test class + "#" + scenario. */
  static String key(ScenarioSpec scenario) {
    Class<?> test = scenario.declaringClass();
    while (test.getEnclosingClass() != null) {
      test = test.getEnclosingClass();
    }
    return test.getName() + "#" + scenario.name();
  }

  /** The seeds to try, in order: the one that failed last time, if any, then the configured one. */
  static List<Long> seeds(PipelineScenarioSpec scenario, GenerateSettings config) {
    long seed =
        config.seed().isPresent()
            ? config.seed().getAsLong()
            : (scenario.declaringClass().getName() + "#" + scenario.name()).hashCode()
                & 0xffffffffL;
    List<Long> seeds = new ArrayList<>();
    new FailureFile(config.failures())
        .remembered(key(scenario))
        .ifPresent(remembered -> seeds.add(remembered));
    if (!seeds.contains(seed)) {
      seeds.add(seed);
    }
    return seeds;
  }

  /** The seed of try {@code index} of {@code seed}: each try its own, the same in every run. */
  static long trySeed(long seed, int index) {
    return new SplittableRandom(seed ^ (0x9E3779B97F4A7C15L * (index + 1L))).nextLong();
  }

  private static Duration within(
      PipelineScenarioSpec scenario, PipelineScenarioSpec.Generate asked) {
    return Duration.ofMillis(
        TimeGrammar.positiveDuration(asked.within())
            .millisOrThrow(
                "@Generate(within = \""
                    + asked.within()
                    + "\") of "
                    + scenario.declaringClass().getName()));
  }

  private static <T> InputSpec<T> failing(InputSpec<T> input, RuntimeException e) {
    if (input.generated().isEmpty()) {
      return input;
    }
    return input.withTimeline(
        () -> {
          throw new IllegalArgumentException(
              "The generator " + input.origin() + " could not draw an input: " + e.getMessage(), e);
        });
  }

  /** One scenario's tries, then the shrinking of what fails. */
  private record Trying(
      PipelineScenarioSpec scenario,
      TryRuns runs,
      GenerateSettings config,
      int tries,
      Duration within) {

    Generation run(ScenarioResult firstTry) {
      long start = System.nanoTime();
      long deadline = start + within.toNanos();
      FailureFile file = new FailureFile(config.failures());
      OptionalLong remembered = file.remembered(key(scenario));
      List<Long> seeds = seeds(scenario, config);
      int tried = 0;
      long seed = seeds.get(0);
      for (int s = 0; s < seeds.size(); s++) {
        seed = seeds.get(s);
        Map<String, Generation.Generated.Found> findings = new LinkedHashMap<>();
        int triedOfSeed = 0;
        // Every expectation is tried on every input until it fails: one failing does not end the
        // search for another, which would pass an expectation never tried on the inputs after.
        int expectations = scenario.expectations().size();
        for (int i = 0; i < tries && findings.size() < expectations; ) {
          if (tried > 0 && System.nanoTime() > deadline) {
            break;
          }
          List<DrawnTry> batch = new ArrayList<>();
          for (; i < tries && batch.size() < TryRuns.BATCH; i++) {
            batch.add(DrawnTry.draw(scenario, RecordedChoices.random(trySeed(seed, i))));
          }
          List<ScenarioResult> results = new ArrayList<>();
          boolean firstOfAll = s == 0 && triedOfSeed == 0;
          if (firstOfAll) {
            // The first try already ran as written: its verdicts are those the report shows.
            results.add(firstTry);
            results.addAll(runs.run(batch.subList(1, batch.size())));
          } else {
            results.addAll(runs.run(batch));
          }
          triedOfSeed += batch.size();
          tried += batch.size();
          for (int t = 0; t < batch.size(); t++) {
            for (ExpectationSpec expectation : scenario.expectations()) {
              if (!findings.containsKey(expectation.methodName())
                  && results.get(t).judge(expectation) instanceof Judgement.Failed) {
                findings.put(
                    expectation.methodName(), shrunk(expectation, batch.get(t), seed, tried));
              }
            }
          }
        }
        if (!findings.isEmpty()) {
          file.remember(key(scenario), seed);
          return new Generation.Generated(
              seed, tried, tries * (s + 1), Duration.ofNanos(System.nanoTime() - start), findings);
        }
        if (remembered.isPresent() && remembered.getAsLong() == seed) {
          // The remembered seed passes now: forgotten (then the configured seed, if another, runs).
          file.forget(key(scenario));
        }
      }
      return new Generation.Generated(
          seed, tried, tries * seeds.size(), Duration.ofNanos(System.nanoTime() - start), Map.of());
    }

    /** The smallest try that still fails {@code expectation}, confirmed by a run as written. */
    private Generation.Generated.Found shrunk(
        ExpectationSpec expectation, DrawnTry failing, long seed, int tried) {
      Function<List<DrawnTry>, List<Boolean>> stillFail =
          candidates ->
              runs.run(candidates).stream()
                  .map(result -> result.judge(expectation) instanceof Judgement.Failed)
                  .toList();
      long[] smallest =
          ChoiceShrinker.shrink(
              failing.choices(),
              candidates -> {
                List<DrawnTry> drawn = new ArrayList<>();
                candidates.forEach(
                    choices ->
                        drawn.add(DrawnTry.draw(scenario, RecordedChoices.replaying(choices))));
                return stillFail.apply(drawn);
              },
              within);
      // Then its steps, one left out at a time: what the choices could not cut out whole.
      DrawnTry shrunk =
          StepShrinker.shrink(
              DrawnTry.draw(scenario, RecordedChoices.replaying(smallest)), stillFail, within);
      ScenarioResult confirming = runs.asWritten(shrunk);
      Judgement confirmed = confirming.judge(expectation);
      if (!(confirmed instanceof Judgement.Failed)) {
        // Shrunk, it did not fail as written: the try that failed is what is reported.
        shrunk = failing;
        confirming = runs.asWritten(failing);
        confirmed = confirming.judge(expectation);
      }
      Throwable failure =
          confirmed
              .failure()
              .orElseGet(
                  () ->
                      new AssertionError(
                          "the failing input passed when run again: its transform's verdict"
                              + " varies between runs"));
      return new Generation.Generated.Found(
          Counterexample.message(
              scenario,
              expectation,
              seed,
              tried,
              shrunk,
              failure,
              confirming.failedAtConstruction(),
              config.failures()),
          failure);
    }
  }
}
