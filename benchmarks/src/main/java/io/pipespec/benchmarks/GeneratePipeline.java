package io.pipespec.benchmarks;

import io.pipespec.generate.Gen;
import io.pipespec.generate.Timelines;
import io.pipespec.runtime.generate.GenerateSettings;
import io.pipespec.runtime.generate.Generation;
import io.pipespec.runtime.generate.Generations;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * {@code generate-pipeline}: a generated scenario ({@code @Generate}) trying {@link #TRIES} drawn
 * timelines of {@link #ELEMENTS} team points each (event times in the first five minutes, windows'
 * edges included, up to 3 watermark advances), summed per team in one-minute windows on the
 * DirectRunner and judged by a property, against {@link #TRIES} plain runs of one written timeline
 * of as many elements through Pipespec, as separate scenarios would run. The property (no total is
 * negative) holds for every input, so no try fails and nothing is shrunk: the figure is the cost of
 * the tries alone.
 */
final class GeneratePipeline {

  /** Inputs tried, and plain runs timed against them. */
  static final int TRIES = 100;

  /** The elements of each input, drawn or written. */
  static final int ELEMENTS = 20;

  private final int tries;
  private final PipelineScenarioSpec generated;
  private final ScenarioSpec written;
  private final ExpectationSpec nonNegative;
  private final GenerateSettings config;
  private final RunSettings settings = RunSettings.defaults().withTimeout(Duration.ofMinutes(5));

  /** The case as timed: {@link #TRIES} tries against as many plain runs. */
  GeneratePipeline() throws Exception {
    this(TRIES);
  }

  /** {@code tries} tries against as many plain runs ({@code WorkloadsTest} takes a few). */
  GeneratePipeline(int tries) throws Exception {
    this.tries = tries;
    nonNegative =
        ExpectationSpec.of(
            GeneratePipeline.class,
            "noTotalIsNegative",
            ExpectationSpec.Target.output(
                "totals",
                Expectations.<KV<String, Integer>>satisfies(
                    "noTotalIsNegative",
                    totals -> {
                      for (KV<String, Integer> total : totals) {
                        if (total.getValue() < 0) {
                          throw new AssertionError("negative: " + total);
                        }
                      }
                    })));
    generated =
        ScenarioSpec.builder("Generated", GeneratePipeline.class)
            .input(
                InputSpec.ofGenerated(
                    "points",
                    "GeneratePipeline.points()",
                    TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.integers()),
                    GeneratePipeline::points,
                    0L))
            .transform(GeneratePipeline::totals)
            .generate(tries, "30m")
            .expectation(nonNegative)
            .build();
    TimelineSteps<KV<String, Integer>> steps = TimelineSteps.create();
    for (int i = 0; i < ELEMENTS; i++) {
      steps = steps.element(KV.of(List.of("a", "b", "c").get(i % 3), i), i * 15_000L);
      if (i % 7 == 6) {
        steps = steps.watermark(i * 15_000L);
      }
    }
    TimelineSteps<KV<String, Integer>> timeline = steps;
    written =
        ScenarioSpec.builder("Written", GeneratePipeline.class)
            .input(
                InputSpec.ofTimeline(
                    "points",
                    "GeneratePipeline",
                    TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.integers()),
                    () -> timeline))
            .transform(GeneratePipeline::totals)
            .expectation(nonNegative)
            .build();
    // A failing seed would be remembered: keep it out of the working directory.
    Path failures = Files.createTempDirectory("generate-pipeline").resolve("failures.properties");
    config = new GenerateSettings(OptionalLong.of(2026), OptionalInt.empty(), failures);
  }

  /** Team points: any team of three, 0 to 100 points, in the first five minutes. */
  static Timelines<KV<String, Integer>> points() {
    return Timelines.of(Gen.zip(Gen.oneOf("a", "b", "c"), Gen.ints(0, 100), KV::of))
        .elements(ELEMENTS, ELEMENTS)
        .eventTimes("0", "5m")
        .windows("1m")
        .watermarks(3);
  }

  private static Outputs totals(io.pipespec.runtime.suite.Inputs inputs) {
    return Outputs.single(
        "totals",
        inputs
            .<KV<String, Integer>>get("points")
            .apply(ExploreRuns.perMinute())
            .apply(Sum.integersPerKey()));
  }

  /**
   * The generated scenario's first try, as the engine runs it, then its other tries; fails unless
   * all of them ran and none failed.
   */
  String generate() {
    ScenarioResult firstTry = ScenarioRunner.run(Generations.prepare(generated, config), settings);
    Generation generation = Generations.generate(generated, settings, config, firstTry);
    if (!(generation instanceof Generation.Generated tried)
        || tried.tried() < tries
        || !tried.findings().isEmpty()) {
      StringBuilder findings = new StringBuilder();
      if (generation instanceof Generation.Generated generatedTries) {
        generatedTries.findings().values().forEach(f -> findings.append('\n').append(f.message()));
      }
      throw new IllegalStateException(
          "expected " + tries + " tries and no finding: " + generation.summary() + findings);
    }
    return generation.summary();
  }

  /** One plain run of the written scenario through Pipespec, judged. */
  void plain() {
    ScenarioRunner.run(written, settings).verify(nonNegative);
  }

  /** As many plain runs as tries. */
  void plainRuns() {
    for (int i = 0; i < tries; i++) {
      plain();
    }
  }

  static BenchLine bench() throws Exception {
    GeneratePipeline bench = new GeneratePipeline();
    String[] summary = new String[1];
    Map<String, Workload> workloads = new LinkedHashMap<>();
    workloads.put("generate", () -> summary[0] = bench.generate());
    workloads.put("plain", bench::plainRuns);
    Map<String, Long> medians = Bench.exploration("generate-pipeline", 3, workloads);
    BenchLine line =
        Bench.print(
            new BenchLine(
                "generate-pipeline",
                TRIES,
                Bench.median(medians, "generate"),
                Bench.median(medians, "plain")));
    System.out.println("INFO generate-pipeline " + summary[0]);
    return line;
  }
}
