package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.runner.RunnerSupports;
import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/**
 * Which failure points a scenario has, named as written, and why a scenario has none a runner could
 * honour; the summary of the points tried within a budget. No job runs here: the restarts
 * themselves are tried on Flink ({@code FailurePointsFlinkTest}).
 */
class FailurePointsTest {

  /** A DirectRunner that claims to restart from checkpoints, to enumerate without Flink. */
  private static final RunSettings RESTARTING =
      RunSettings.defaults()
          .withSupports(
              RunnerSupports.of(
                  List.of(
                      new RunnerSupport() {
                        @Override
                        public boolean supports(
                            Class<? extends org.apache.beam.sdk.PipelineRunner<?>> runner) {
                          return runner == DirectRunner.class;
                        }

                        @Override
                        public boolean restartsFromCheckpoints() {
                          return true;
                        }
                      })));

  private static final ExpectationSpec ALL =
      ExpectationSpec.of(
          FailurePointsTest.class,
          "all",
          ExpectationSpec.Target.output("out", Expectations.containsInAnyOrder(List.of("a"))));

  private static PipelineScenarioSpec scenario(Supplier<TimelineSteps<String>> timeline) {
    return ScenarioSpec.builder("Clicks", FailurePointsTest.class)
        .input(InputSpec.ofTimeline("clicks", "clicks()", TypeDescriptors.strings(), timeline))
        .transform(inputs -> Outputs.single("out", inputs.<String>get("clicks")))
        .expectation(ALL)
        .build();
  }

  private static FailurePoints ready(Supplier<TimelineSteps<String>> timeline) {
    FailurePoints.Result result = FailurePoints.of(scenario(timeline), RESTARTING);
    assertThat(result).isInstanceOf(FailurePoints.Ready.class);
    return ((FailurePoints.Ready) result).points();
  }

  @Test
  void everyElementAndWatermarkIsAFailurePointInTimelineOrderEvenInsideABundle() {
    FailurePoints points =
        ready(
            () ->
                TimelineSteps.<String>create()
                    .element("a", 1_000)
                    .element("b", 2_000)
                    .watermark(2_000)
                    .element("c", 3_000));

    assertThat(points.points())
        .containsExactly(
            "`a @ 1970-01-01T00:00:01Z`",
            "`b @ 1970-01-01T00:00:02Z`",
            "`watermark 1970-01-01T00:00:02Z`",
            "`c @ 1970-01-01T00:00:03Z`")
        .inOrder();
    assertThat(points.withFailure(1))
        .containsExactly(
            "a @ 1970-01-01T00:00:01Z",
            "fail and restart",
            "b @ 1970-01-01T00:00:02Z",
            "watermark 1970-01-01T00:00:02Z",
            "c @ 1970-01-01T00:00:03Z")
        .inOrder();
    List<String> last = points.withFailure(4);
    assertThat(last.get(last.size() - 1)).isEqualTo("fail and restart");
    assertThat(last).hasSize(5);
  }

  @Test
  void aRestartAtABundleCutTakesThePlaceOfTheCut() {
    FailurePoints points =
        ready(
            () -> TimelineSteps.<String>create().element("a", 1_000).bundle().element("b", 1_000));

    assertThat(points.points()).hasSize(2);
    assertThat(points.withFailure(1))
        .containsExactly("a @ 1970-01-01T00:00:01Z", "fail and restart", "b @ 1970-01-01T00:00:01Z")
        .inOrder();
    assertThat(points.withFailure(2))
        .containsExactly(
            "a @ 1970-01-01T00:00:01Z", "bundle", "b @ 1970-01-01T00:00:01Z", "fail and restart")
        .inOrder();
  }

  @Test
  void theDirectRunnerHasNoFailurePointsAndSaysWhy() {
    FailurePoints.Result result =
        FailurePoints.of(
            scenario(() -> TimelineSteps.<String>create().element("a", 1_000)),
            RunSettings.defaults());

    assertThat(result).isInstanceOf(FailurePoints.Cannot.class);
    assertThat(((FailurePoints.Cannot) result).reason())
        .contains("DirectRunner does not restart a failed job from a checkpoint");
  }

  @Test
  void aTimelineThatAdvancesProcessingTimeHasNoneAndSaysWhy() {
    FailurePoints.Result result =
        FailurePoints.of(
            scenario(() -> TimelineSteps.<String>create().element("a", 1_000).processing(60_000)),
            RESTARTING);

    assertThat(((FailurePoints.Cannot) result).reason())
        .contains("advances processing time (processing +1m)");
  }

  @Test
  void aScenarioWithoutATimelineHasNoneAndSaysWhy() {
    PipelineScenarioSpec values =
        ScenarioSpec.builder("Values", FailurePointsTest.class)
            .input(
                InputSpec.ofValues(
                    "clicks", "clicks()", () -> List.of("a"), TypeDescriptors.strings()))
            .transform(inputs -> Outputs.single("out", inputs.<String>get("clicks")))
            .expectation(ALL)
            .build();

    FailurePoints.Result result = FailurePoints.of(values, RESTARTING);

    assertThat(((FailurePoints.Cannot) result).reason())
        .contains("no input of this scenario is one");
  }

  @Test
  void theSummarySaysWhichFailurePointsTheBudgetLeftUntried() {
    Exploration.RestartsTried tried =
        new Exploration.RestartsTried(
            "FlinkRunner",
            List.of("`a @ 1s`", "`b @ 2s`", "`c @ 3s`"),
            1,
            Duration.ofMillis(5),
            Map.of(),
            Map.of());

    assertThat(tried.summary())
        .isEqualTo(
            "restarts: tried a failure after 1 of the 3 steps on FlinkRunner in 5 ms (not tried,"
                + " for the budget: after `b @ 2s`, after `c @ 3s`): no expectation fails");
  }

  @Test
  void onARunnerThatDoesNotRestartTheExplorationSaysFailurePointsAreNotTriedThere() {
    Exploration.Explored explored =
        new Exploration.Explored(7, 3, Duration.ofMillis(5), false, List.of(), Map.of(), Map.of());

    String summary = FailurePoints.notTriedHere(explored, "DirectRunner").summary();

    assertThat(summary)
        .contains(
            "restarts (pipespec.explore.restarts=on): DirectRunner does not restart a failed job"
                + " from a checkpoint; failure points are tried on FlinkRunner");
  }

  /** A run that restarted as asked, with {@code verdict} on every expectation. */
  private static FailurePointRun restarted(Judgement verdict) {
    return new FailurePointRun(
        "the job failed at step `fail and restart` (after `a @ 1s`) and restarted from checkpoint"
            + " 2, taken after `a @ 1s`: the restored job went on from there",
        expectation -> verdict);
  }

  private static final Judgement LOST =
      new Judgement.Failed(
          new AssertionError("missing    : a (x1): never produced"), List.of(), List.of());

  @Test
  void aFailurePointThatFailsOnceThenPassesIsNotReproducedAndNoFinding() {
    FailurePoints points =
        ready(() -> TimelineSteps.<String>create().element("a", 1_000).element("b", 2_000));
    List<Judgement> verdicts = new ArrayList<>(List.of(LOST, new Judgement.Passed()));
    List<Judgement> more = new ArrayList<>();

    Exploration exploration =
        points.explore(
            List.of(ALL),
            Map.of(),
            new Budget(10, Duration.ofMinutes(1)),
            false,
            failing -> restarted(verdicts.isEmpty() ? addPassed(more) : verdicts.remove(0)));

    Exploration.RestartsTried tried = (Exploration.RestartsTried) exploration;
    assertThat(tried.findings()).isEmpty();
    // The first point's run, its run once more, then the second point's run.
    assertThat(tried.tried()).isEqualTo(2);
    assertThat(more).hasSize(1);
    assertThat(exploration.judge(ALL, new Judgement.Passed())).isInstanceOf(Judgement.Passed.class);
    assertThat(tried.notReproduced().get("all"))
        .isEqualTo(
            "all after `a @ 1970-01-01T00:00:01Z`: failed once (java.lang.AssertionError: missing"
                + "    : a (x1): never produced; the job failed at step `fail and restart` (after `a"
                + " @ 1s`) and restarted from checkpoint 2, taken after `a @ 1s`), then passed when"
                + " run once more as the printed scenario runs (the job failed at step `fail and"
                + " restart` (after `a @ 1s`) and restarted from checkpoint 2, taken after `a @"
                + " 1s`), so it is not reported as a bug: the same failure point does not fail it"
                + " every time");
    assertThat(exploration.summary()).contains("no expectation fails; not reproduced: all after");
  }

  @Test
  void aFailurePointThatFailsTwiceIsReportedAsReproduced() {
    FailurePoints points =
        ready(() -> TimelineSteps.<String>create().element("a", 1_000).element("b", 2_000));
    List<ScenarioSpec> ran = new ArrayList<>();

    Exploration exploration =
        points.explore(
            List.of(ALL),
            Map.of(),
            new Budget(10, Duration.ofMinutes(1)),
            false,
            failing -> {
              ran.add(failing);
              return restarted(LOST);
            });

    Exploration.RestartsTried tried = (Exploration.RestartsTried) exploration;
    assertThat(ran).hasSize(2);
    assertThat(tried.tried()).isEqualTo(1);
    assertThat(tried.notReproduced()).isEmpty();
    assertThat(tried.findings().get("all").message())
        .contains("Reproduced: run once more as the scenario printed below runs, it failed again.");
  }

  @Test
  void aLaterPointThatFailsTwiceIsTheFindingAndSaysAnEarlierOneFailedOnce() {
    FailurePoints points =
        ready(() -> TimelineSteps.<String>create().element("a", 1_000).element("b", 2_000));
    List<Judgement> verdicts = new ArrayList<>(List.of(LOST, new Judgement.Passed(), LOST, LOST));

    Exploration exploration =
        points.explore(
            List.of(ALL),
            Map.of(),
            new Budget(10, Duration.ofMinutes(1)),
            false,
            failing -> restarted(verdicts.remove(0)));

    Exploration.RestartsTried tried = (Exploration.RestartsTried) exploration;
    assertThat(verdicts).isEmpty();
    assertThat(tried.findings().get("all").point()).isEqualTo(2);
    assertThat(tried.findings().get("all").message())
        .contains(
            "failure point 2 of 2, tried in timeline order: no failure point before it fails it on"
                + " both of its runs");
    assertThat(tried.notReproduced().get("all")).startsWith("all after `a @ ");
  }

  private static Judgement addPassed(List<Judgement> more) {
    Judgement passed = new Judgement.Passed();
    more.add(passed);
    return passed;
  }
}
