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
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.Files;
import java.nio.file.Path;
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
 * {@code flink-takeover}: a two-phase take-over scenario on FlinkRunner's embedded mini-cluster
 * against the same two phases run as one job without a savepoint (a {@code TestStream}). Prints two
 * lines, reported with no target:
 *
 * <ul>
 *   <li>{@code BENCH flink-takeover}: recording and restoring, the first phase run, stopped with a
 *       savepoint and kept ({@code -Dpipespec.savepoints=update}), then the current code restored
 *       from it for the second phase, as a record run does;
 *   <li>{@code BENCH flink-takeover-restore}: restoring only, from the kept savepoint, as every
 *       later run does ({@code verify}).
 * </ul>
 *
 * Each time is the median of three measured rounds after one warm-up round; the baseline is the
 * same timeline without its {@code "savepoint"} step, judged by the same expectation.
 */
public final class FlinkTakeOver {

  private FlinkTakeOver() {}

  public static void main(String[] args) throws Exception {
    Path directory = Files.createTempDirectory("pipespec-bench-takeover");
    Map<String, Workload> workloads = new LinkedHashMap<>();
    workloads.put("takeover", () -> run(true, directory, SnapshotMode.UPDATE));
    workloads.put("restore", () -> run(true, directory, SnapshotMode.VERIFY));
    workloads.put("baseline", () -> run(false, directory, SnapshotMode.VERIFY));
    // The restore needs a savepoint before its first round.
    run(true, directory, SnapshotMode.RECORD);
    Map<String, Long> medians = new Stopwatch(1, 3).medians(workloads);
    long baseline = requireNonNull(medians.get("baseline"));
    System.out.println(
        new BenchLine(
            "flink-takeover", ELEMENTS, requireNonNull(medians.get("takeover")), baseline));
    System.out.println(
        new BenchLine(
            "flink-takeover-restore", ELEMENTS, requireNonNull(medians.get("restore")), baseline));
    System.out.flush();
    // Beam's Flink client may leave threads behind; the figures are printed, so end here.
    System.exit(0);
  }

  /** Elements per phase. */
  private static final int PER_PHASE = 100;

  private static final int ELEMENTS = 2 * PER_PHASE;

  private static final ExpectationSpec COUNT =
      ExpectationSpec.of(
          FlinkTakeOver.class,
          "count",
          Target.output(
              "counts",
              Expectations.containsInAnyOrder(List.of("home=" + (PER_PHASE + PER_PHASE)))));

  private static void run(boolean takeOver, Path directory, SnapshotMode savepoints) {
    RunSettings settings =
        new RunSettings("FlinkRunner", List.of(), Duration.ofMinutes(5))
            .withSnapshots(
                new SnapshotSettings(
                    SnapshotMode.VERIFY, directory, SnapshotMode.VERIFY, savepoints));
    ScenarioResult result = ScenarioRunner.run(clicks(takeOver), settings);
    result.verify(COUNT);
  }

  /** {@code PER_PHASE} clicks of the first minute on each side of the savepoint, counted. */
  private static PipelineScenarioSpec clicks(boolean takeOver) {
    return ScenarioSpec.builder("Clicks", FlinkTakeOver.class)
        .input(
            InputSpec.ofTimeline(
                "clicks",
                "FlinkTakeOver.clicks()",
                TypeDescriptors.strings(),
                () -> {
                  TimelineSteps<String> steps = TimelineSteps.create();
                  for (int i = 0; i < PER_PHASE; i++) {
                    steps.element("home", 100L * i);
                  }
                  steps.watermark(20_000);
                  if (takeOver) {
                    steps.savepoint();
                  }
                  for (int i = 0; i < PER_PHASE; i++) {
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
