package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Committed;
import io.pipespec.runtime.build.JobCopies;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.JobUnderTest;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.metrics.MetricExpectations;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/**
 * How the members of a job scenario's family run: as copies of the job in shared pipelines, or each
 * in a pipeline of its own, side by side, with the verdicts they have when run one by one; a member
 * that fails beside another is judged by a run of its own.
 */
class JobMemberRunsTest {

  private static final RunSettings SETTINGS =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(2));

  private static final List<String> LINES = List.of("1", "2", "3", "4", "5", "6");

  /** Job runs in progress, and the most seen at once, across the pipelines of a test. */
  static final AtomicInteger ACTIVE = new AtomicInteger();

  static final AtomicInteger MOST = new AtomicInteger();

  @BeforeEach
  void reset() {
    ACTIVE.set(0);
    MOST.set(0);
  }

  /**
   * Waits a while in each bundle for another run to be in progress too, and outputs {@code
   * "beside"} when one is: a job whose verdict depends on what runs beside it.
   */
  static final class Meets extends DoFn<String, String> {
    private transient boolean beside;
    private transient boolean told;

    @StartBundle
    public void start() throws InterruptedException {
      ACTIVE.incrementAndGet();
      long deadline = System.nanoTime() + Duration.ofSeconds(3).toNanos();
      while (ACTIVE.get() < 2 && System.nanoTime() < deadline) {
        Thread.sleep(10);
      }
      MOST.accumulateAndGet(ACTIVE.get(), Math::max);
      beside = ACTIVE.get() > 1;
      told = false;
    }

    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      if (beside && !told) {
        out.output("beside");
        told = true;
      }
      out.output(line);
    }

    @FinishBundle
    public void finish() {
      ACTIVE.decrementAndGet();
    }
  }

  /** Keeps a line only when it is not below the line before it in its bundle; counts every line. */
  static final class Rising extends DoFn<String, String> {
    private final Counter lines = Metrics.counter("rising", "lines");
    private transient String last;

    @StartBundle
    public void start() {
      last = "";
    }

    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      lines.inc();
      if (line.compareTo(last) >= 0) {
        out.output(line);
      }
      last = line;
    }
  }

  static void meeting(Pipeline pipeline, PipelineOptions options) {
    pipeline
        .apply("ReadLines", TextIO.read().from("/nonexistent/lines-*.txt"))
        .apply("Meet", ParDo.of(new Meets()))
        .apply("WriteLines", TextIO.write().to("/nonexistent/lines"));
  }

  static void rising(Pipeline pipeline, PipelineOptions options) {
    pipeline
        .apply("ReadLines", TextIO.read().from("/nonexistent/lines-*.txt"))
        .apply("Rise", ParDo.of(new Rising()))
        .apply("WriteLines", TextIO.write().to("/nonexistent/lines"));
  }

  private static final ExpectationSpec EVERY_LINE =
      ExpectationSpec.of(
          JobMemberRunsTest.class,
          "everyLine",
          ExpectationSpec.Target.output("lines", Expectations.containsInAnyOrder(LINES)));

  private static final ExpectationSpec COUNTED =
      ExpectationSpec.of(
          JobMemberRunsTest.class,
          "counted",
          ExpectationSpec.Target.metrics(
              MetricExpectations.counter(
                  MetricExpectations.metric("lines", "", "", Committed.DEFAULT), LINES.size())));

  private static JobScenarioSpec scenario(JobUnderTest job, ExpectationSpec... expectations) {
    JobScenarioSpec.Builder builder =
        ScenarioSpec.builder("Lines", JobMemberRunsTest.class)
            .job(job, PipelineOptions.class)
            .replace(
                "ReadLines",
                InputSpec.ofValues(
                    "lines", "lines()", () -> LINES, TypeDescriptor.of(String.class)))
            .output("lines", "WriteLines", String.class);
    for (ExpectationSpec expectation : expectations) {
      builder = builder.expectation(expectation);
    }
    return builder.build();
  }

  private static List<InputHistory<?>> histories(JobScenarioSpec scenario) {
    return List.of(
        InputHistory.of(
            "input replacing 'ReadLines'",
            scenario.replacements().get(0).input(),
            Pipeline.create()));
  }

  private static Member member(List<Integer> order, List<Integer> cuts) {
    return new Member(List.of(List.of(new Arrangement(order, cuts))), java.util.Map.of());
  }

  private static List<Member> members() {
    return List.of(
        member(List.of(0, 1, 2, 3, 4, 5), List.of()),
        member(List.of(5, 4, 3, 2, 1, 0), List.of()),
        member(List.of(5, 4, 3, 2, 1, 0), List.of(1, 2, 3, 4, 5)),
        member(List.of(1, 0, 2, 3, 5, 4), List.of(1, 4)),
        member(List.of(0, 1, 2, 3, 5, 4), List.of(5)),
        member(List.of(3, 4, 5, 0, 1, 2), List.of(3)));
  }

  /** Each expectation's verdict, by kind, and what the output captured, for each result. */
  private static List<String> verdicts(List<ScenarioResult> results) {
    List<String> verdicts = new ArrayList<>();
    for (ScenarioResult result : results) {
      verdicts.add(
          result.judge(EVERY_LINE).getClass().getSimpleName()
              + " "
              + result.judge(COUNTED).getClass().getSimpleName()
              + " "
              + lines(result));
    }
    return verdicts;
  }

  /** The lines the output captured, sorted. */
  private static List<String> lines(ScenarioResult result) {
    CapturedOutput<?> output = result.capturedOutputs().get("lines");
    return output.elements().stream().map(e -> String.valueOf(output.decode(e))).sorted().toList();
  }

  @Test
  void membersRunSideBySideWithTheVerdictsTheyHaveOneByOne() {
    JobScenarioSpec scenario = scenario(JobMemberRunsTest::rising, EVERY_LINE, COUNTED);
    List<ScenarioResult> oneByOne =
        new JobMemberRuns(scenario, SETTINGS, histories(scenario), List.of(), 1, 1).run(members());
    List<ScenarioResult> beside =
        new JobMemberRuns(scenario, SETTINGS, histories(scenario), List.of(), 1, 2).run(members());
    List<ScenarioResult> copied =
        new JobMemberRuns(scenario, SETTINGS, histories(scenario), List.of(), 16, 1).run(members());
    List<ScenarioResult> copiedBeside =
        new JobMemberRuns(scenario, SETTINGS, histories(scenario), List.of(), 2, 2).run(members());

    assertThat(verdicts(beside)).isEqualTo(verdicts(oneByOne));
    assertThat(verdicts(copied)).isEqualTo(verdicts(oneByOne));
    assertThat(verdicts(copiedBeside)).isEqualTo(verdicts(oneByOne));
    // The order matters to this job: some members fail, each with its own output; the counter is
    // each run's own, or a member's count would hold another's lines.
    assertThat(verdicts(oneByOne))
        .containsExactly(
            "Passed Passed [1, 2, 3, 4, 5, 6]",
            "Failed Passed [6]",
            "Passed Passed [1, 2, 3, 4, 5, 6]",
            "Failed Passed [1, 2, 3, 4, 6]",
            "Passed Passed [1, 2, 3, 4, 5, 6]",
            "Passed Passed [1, 2, 3, 4, 5, 6]")
        .inOrder();
  }

  /**
   * Two members that each fail when the other runs at once: side by side in pipelines of their own
   * (batch 1, two at once), or as copies in one pipeline (batch 16, one at a time).
   */
  @ParameterizedTest(name = "batch {0}, {1} at once")
  @CsvSource({"1, 2", "16, 1"})
  void aMemberThatFailsBesideAnotherIsJudgedByARunOfItsOwn(int batch, int parallelism) {
    JobScenarioSpec scenario = scenario(JobMemberRunsTest::meeting, EVERY_LINE);
    List<Member> two = members().subList(0, 2);

    List<ScenarioResult> results =
        new JobMemberRuns(scenario, SETTINGS, histories(scenario), List.of(), batch, parallelism)
            .run(two);

    // The two members ran at once (each saw the other and failed), then each alone, which passed.
    assertThat(MOST.get()).isEqualTo(2);
    for (ScenarioResult result : results) {
      assertThat(result.judge(EVERY_LINE)).isInstanceOf(Judgement.Passed.class);
      assertThat(lines(result)).isEqualTo(LINES);
    }
  }

  /**
   * The copies of a job in one pipeline, judged as they ran there (no member is run again): each
   * copy's output holds its own lines and its counters count its own, under the step names of a run
   * of the job alone.
   */
  @Test
  void copiesInOnePipelineHaveTheirOwnOutputsAndMetrics() {
    ExpectationSpec countedInRise =
        ExpectationSpec.of(
            JobMemberRunsTest.class,
            "countedInRise",
            ExpectationSpec.Target.metrics(
                MetricExpectations.counter(
                    MetricExpectations.metric("lines", "rising", "Rise", Committed.DEFAULT),
                    LINES.size())));
    JobScenarioSpec scenario =
        scenario(JobMemberRunsTest::rising, EVERY_LINE, COUNTED, countedInRise);
    JobMemberRuns runs =
        new JobMemberRuns(scenario, SETTINGS, histories(scenario), List.of(), 1, 1);
    List<JobScenarioSpec> copies = members().stream().map(runs::memberScenario).toList();

    ScenarioResult run =
        ScenarioRunner.run(scenario, SETTINGS, new JobCopies(copies, SETTINGS.timeout()));

    assertThat(run.failure()).isEmpty();
    List<ScenarioResult> parts = new ArrayList<>();
    for (int i = 0; i < copies.size(); i++) {
      parts.add(run.copy(i));
      assertThat(run.copy(i).judge(countedInRise)).isInstanceOf(Judgement.Passed.class);
    }
    assertThat(verdicts(parts)).isEqualTo(verdicts(runs.run(members())));
    // The whole run counted every copy's lines: one copy's counter reads its own.
    assertThat(run.judge(COUNTED)).isInstanceOf(Judgement.Failed.class);
  }

  /**
   * Exploring a job whose output depends on the order of its lines: the members run as copies of
   * the job, a failing one is judged alone, and the finding is the same member, shrunk the same
   * way, as when every member runs in a pipeline of its own; the counter holds on every member.
   */
  @Test
  void exploringAJobFindsItsOrderBugAsMembersAloneDo() {
    JobScenarioSpec scenario = scenario(JobMemberRunsTest::rising, EVERY_LINE, COUNTED);
    ScenarioResult written = ScenarioRunner.run(scenario, SETTINGS);
    ExploreSettings settings =
        new ExploreSettings(
            true, OptionalInt.of(40), Optional.of(Duration.ofMinutes(5)), OptionalLong.of(5));

    Exploration.Explored explored =
        (Exploration.Explored) Explorer.explore(scenario, SETTINGS, settings, written);

    assertThat(explored.finding(COUNTED)).isEmpty();
    Finding found = explored.finding(EVERY_LINE).orElseThrow();
    assertThat(found.cause()).isEqualTo(Finding.Cause.TRANSFORM);
    ScenarioResult alone =
        new JobMemberRuns(scenario, SETTINGS, histories(scenario), List.of(), 1, 1)
            .run(List.of(found.member()))
            .get(0);
    assertThat(alone.judge(EVERY_LINE)).isInstanceOf(Judgement.Failed.class);
    assertThat(lines(alone))
        .isEqualTo(
            found.outputs().get("lines").elements().stream()
                .map(e -> String.valueOf(found.outputs().get("lines").decode(e)))
                .sorted()
                .toList());
  }
}
