package io.pipespec.benchmarks;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * {@code flink-restart}: a scenario whose timeline fails once and restarts from a checkpoint
 * ({@code "fail and restart"}) on FlinkRunner's embedded mini-cluster, against the same timeline
 * without the step (a {@code TestStream}, no checkpoints), judged by the same expectation. Prints
 * {@code BENCH flink-restart}, target ratio 3.0 or less (issue 37). Each time is the median of
 * three measured rounds after one warm-up round.
 */
public final class FlinkRestart {

  private FlinkRestart() {}

  /** Elements on each side of the failure. */
  private static final int PER_SIDE = 50;

  private static final ExpectationSpec COUNT =
      ExpectationSpec.of(
          FlinkRestart.class,
          "count",
          Target.output(
              "counts", Expectations.containsInAnyOrder(List.of("home=" + 2 * PER_SIDE))));

  public static void main(String[] args) throws Exception {
    Map<String, Workload> workloads = new LinkedHashMap<>();
    workloads.put("restart", () -> run(true));
    workloads.put("baseline", () -> run(false));
    Map<String, Long> medians = new Stopwatch(1, 3).medians(workloads);
    System.out.println(
        new BenchLine(
            "flink-restart",
            2 * PER_SIDE,
            requireNonNull(medians.get("restart")),
            requireNonNull(medians.get("baseline"))));
    System.out.flush();
    // Beam's Flink client may leave threads behind; the figure is printed, so end here.
    System.exit(0);
  }

  private static void run(boolean restart) {
    ScenarioResult result =
        ScenarioRunner.run(
            clicks(restart), new RunSettings("FlinkRunner", List.of(), Duration.ofMinutes(5)));
    result.verify(COUNT);
  }

  /** {@code PER_SIDE} clicks of the first minute on each side of the failure, counted. */
  private static PipelineScenarioSpec clicks(boolean restart) {
    return ScenarioSpec.builder("Clicks", FlinkRestart.class)
        .input(
            InputSpec.ofTimeline(
                "clicks",
                "FlinkRestart.clicks()",
                TypeDescriptors.strings(),
                () -> {
                  TimelineSteps<String> steps = TimelineSteps.create();
                  for (int i = 0; i < PER_SIDE; i++) {
                    steps.element("home", 100L * i);
                  }
                  if (restart) {
                    steps.failAndRestart("`home @ 4.9s`");
                  }
                  for (int i = 0; i < PER_SIDE; i++) {
                    steps.element("home", 30_000 + 100L * i);
                  }
                  return steps;
                }))
        .transform(
            inputs ->
                Outputs.single(
                    "counts",
                    inputs
                        .<String>get("clicks")
                        .apply(
                            "PerMinute",
                            Window.into(FixedWindows.of(org.joda.time.Duration.standardMinutes(1))))
                        .apply("CountPerPage", Count.perElement())
                        .apply(
                            "Format",
                            MapElements.into(TypeDescriptors.strings())
                                .via((KV<String, Long> c) -> c.getKey() + "=" + c.getValue()))))
        .expectation(COUNT)
        .build();
  }
}
