package io.pipespec.benchmarks;

import io.pipespec.Committed;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.metrics.MetricExpectations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptor;

/**
 * {@code explore-job}: exploring {@link #MEMBERS} perturbations of a job scenario (a replaced read
 * of {@link #LINES} lines, a counter of the bad ones, a captured write), against {@link #MEMBERS}
 * plain runs of the same scenario through Pipespec. The job keeps the lines that are numbers and
 * counts the others; both expectations hold for every order and bundling, so no member fails and no
 * shrinking runs: the figure is the cost of the members alone.
 */
final class ExploreJob {

  /** Perturbations explored, and plain runs timed against them. */
  static final int MEMBERS = 50;

  /** Lines the replaced read delivers: {@link #BAD} of them are not numbers. */
  static final int LINES = 301;

  static final int BAD = 21;

  private final ScenarioSpec scenario;
  private final ExpectationSpec numbers;
  private final ExpectationSpec badLines;
  private final RunSettings settings = RunSettings.defaults().withTimeout(Duration.ofMinutes(5));

  ExploreJob() {
    List<String> lines = new ArrayList<>();
    List<String> good = new ArrayList<>();
    for (int i = 0; i < LINES; i++) {
      String line =
          i % (LINES / BAD) == 0 && lines.size() - good.size() < BAD ? "bad " + i : "" + i;
      lines.add(line);
      if (!line.startsWith("bad")) {
        good.add(line);
      }
    }
    if (lines.size() - good.size() != BAD) {
      throw new IllegalStateException("expected " + BAD + " bad lines");
    }
    numbers =
        ExpectationSpec.of(
            ExploreJob.class,
            "numbers",
            ExpectationSpec.Target.output("numbers", Expectations.containsInAnyOrder(good)));
    badLines =
        ExpectationSpec.of(
            ExploreJob.class,
            "badLines",
            ExpectationSpec.Target.metrics(
                MetricExpectations.counter(
                    MetricExpectations.metric("badLines", "", "", Committed.DEFAULT), BAD)));
    scenario =
        ScenarioSpec.builder("ExploredJob", ExploreJob.class)
            .job(ExploreJob::job, PipelineOptions.class)
            .replace(
                "ReadLines",
                InputSpec.ofValues(
                    "lines", "lines()", () -> lines, TypeDescriptor.of(String.class)))
            .output("numbers", "WriteNumbers", String.class)
            .expectation(numbers)
            .expectation(badLines)
            .build();
  }

  /** The job as it ships: reads lines, keeps the numbers, counts the rest, writes the numbers. */
  static void job(Pipeline pipeline, PipelineOptions options) {
    pipeline
        .apply("ReadLines", TextIO.read().from("/nonexistent/lines-*.txt"))
        .apply("ParseLines", ParDo.of(new Numbers()))
        .apply("WriteNumbers", TextIO.write().to("/nonexistent/numbers"));
  }

  /** Keeps the lines that are numbers; counts the others. */
  static final class Numbers extends DoFn<String, String> {
    private static final long serialVersionUID = 1L;

    private final Counter bad = Metrics.counter("numbers", "badLines");

    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      if (!line.isEmpty() && line.chars().allMatch(Character::isDigit)) {
        out.output(line);
      } else {
        bad.inc();
      }
    }
  }

  /** One plain run through Pipespec, judged. */
  ScenarioResult plain() {
    ScenarioResult result = ScenarioRunner.run(scenario, settings);
    result.verify(numbers);
    result.verify(badLines);
    return result;
  }

  /** {@link #MEMBERS} perturbations of the scenario, after its run as written (not timed). */
  Exploration.Explored explore(ScenarioResult written) {
    return ExploreRuns.exactly(scenario, settings, MEMBERS, written);
  }

  /** {@link #MEMBERS} plain runs. */
  void plainRuns() {
    for (int i = 0; i < MEMBERS; i++) {
      plain();
    }
  }

  /**
   * Times both sides in three rounds, their order turning, and takes each side's median, as the
   * other exploration cases do ({@code -Dpipespec.bench.rounds} for another number), after {@link
   * Bench#EXPLORATION_WARMUPS} untimed rounds of both. Until 6 December 2026 it timed a single
   * round, with only the plain side warmed, and exploring always ran first: its members with a
   * bundle per line are the first runs of hundreds of bundles in the JVM, so they paid the
   * compiler's warm-up, which the plain side, already run twice, did not (1.6 to 1.9 in a single
   * round, against 0.9 to 1.0 as the median of three). In one JVM, eight explorations after two
   * plain runs took 3.1, 1.9, 1.6, 1.5, 1.3, 1.2, 1.2 and 1.1 s.
   */
  static BenchLine bench() throws Exception {
    ExploreJob bench = new ExploreJob();
    // The run as written is what exploration starts from.
    ScenarioResult written = bench.plain();
    String[] summary = new String[1];
    Map<String, Workload> workloads = new LinkedHashMap<>();
    workloads.put("explore", () -> summary[0] = bench.explore(written).summary());
    workloads.put("plain", bench::plainRuns);
    Map<String, Long> medians = Bench.exploration("explore-job", Bench.rounds(3), workloads);
    BenchLine line =
        Bench.print(
            new BenchLine(
                "explore-job",
                MEMBERS,
                Bench.median(medians, "explore"),
                Bench.median(medians, "plain")));
    System.out.println("INFO explore-job " + summary[0]);
    return line;
  }
}
