package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.Function;

/**
 * Exploring a scenario by failure point, on a runner that restarts a job from its checkpoints
 * (FlinkRunner), when {@code pipespec.explore.restarts=on} asks: the scenario runs once for each
 * step of its timeline with a {@code "fail and restart"} right after it, in timeline order and
 * within the budget, and each run is judged by the explored expectations. The first failure point
 * that fails an expectation is its finding: tried in order, it is the earliest, so there is nothing
 * to shrink. It is printed as a scenario to paste, with the step where it failed.
 */
final class FailurePoints {

  /** The configuration parameter that asks for it. */
  static final String OPT_IN = "pipespec.explore.restarts=on";

  private final ScenarioSpec scenario;
  private final RunSettings run;
  private final int timeline;
  private final Family family;
  private final List<String> written;

  private FailurePoints(
      ScenarioSpec scenario, RunSettings run, int timeline, Family family, List<String> written) {
    this.scenario = scenario;
    this.run = run;
    this.timeline = timeline;
    this.family = family;
    this.written = written;
  }

  /**
   * The failure points of {@code scenario} run with {@code run}, or why it has none a runner could
   * honour: no {@code @Timeline}, another unbounded input, a restart or take-over already written,
   * processing-time advances, or a runner that does not restart from checkpoints.
   */
  static Result of(ScenarioSpec scenario, RunSettings run) {
    List<InputSpec<?>> inputs = inputs(scenario);
    int timeline = -1;
    for (int i = 0; i < inputs.size(); i++) {
      InputSpec<?> input = inputs.get(i);
      if (input.kind() == InputSpec.Kind.VALUES) {
        continue;
      }
      if (timeline >= 0 || input.kind() != InputSpec.Kind.TIMELINE) {
        return new Cannot(
            "a failure point is tried on a @Timeline that is the scenario's only unbounded input,"
                + " and "
                + input
                + " is another (Flink does not checkpoint a TestStream, which would play again"
                + " from its start after the restart)");
      }
      timeline = i;
    }
    if (timeline < 0) {
      return new Cannot(
          "a failure point is tried after a step of a @Timeline, and no input of this scenario is"
              + " one; give the transform its input as a @Timeline to explore its restarts");
    }
    TimelineSteps<?> steps = inputs.get(timeline).timelineSteps().orElseThrow();
    if (steps.restarts()) {
      return new Cannot(
          "its timeline already writes `"
              + TimelineSteps.FAIL_AND_RESTART
              + "`, and a job fails once; remove the step to try a failure after every step");
    }
    if (steps.takesOver()) {
      return new Cannot(
          "its timeline takes over from a `savepoint`, and a scenario tests a take-over or a"
              + " restart, not both");
    }
    if (!steps.processingTimeAdvances().isEmpty()) {
      return new Cannot(
          "its timeline advances processing time ("
              + String.join(", ", steps.processingTimeAdvances())
              + "), which a job restarted on FlinkRunner cannot honour");
    }
    Optional<String> refused =
        run.supports().refusal(run.runner(), failingAfter(scenario, timeline, 1, "`the first`"));
    if (refused.isPresent()) {
      return new Cannot(refused.get());
    }
    Family family;
    try {
      family = Family.of(scenario, run, List.of());
    } catch (RuntimeException e) {
      return new Cannot("its inputs could not be read: " + e);
    }
    List<String> written =
        PastedScenario.steps(
            family.inputs().get(timeline), family.written().inputs().get(timeline), List.of());
    int points = (int) written.stream().filter(step -> !step.equals("bundle")).count();
    if (points != steps.failurePoints()) {
      return new Cannot(
          "its timeline's "
              + steps.failurePoints()
              + " steps read back as "
              + points
              + ", so a failure point could not be named as written");
    }
    return new Ready(new FailurePoints(scenario, run, timeline, family, written));
  }

  /** What {@link #of} gives: the failure points to try, or why there are none. */
  sealed interface Result permits Ready, Cannot {}

  /** The failure points to try. */
  record Ready(FailurePoints points) implements Result {}

  /** Why a scenario's failure points cannot be tried. */
  record Cannot(String reason) implements Result {}

  /**
   * {@code exploration} on a runner that does not restart a job from its checkpoints, with the
   * asked-for failure points said not tried there, never silently left out.
   */
  static Exploration notTriedHere(Exploration exploration, String runner) {
    String limit =
        "restarts ("
            + OPT_IN
            + "): "
            + runner
            + " does not restart a failed job from a checkpoint; failure points are tried on"
            + " FlinkRunner (@Runners(\"FlinkRunner\"))";
    if (exploration instanceof Exploration.Explored explored) {
      List<String> limits = new ArrayList<>(explored.limits());
      limits.add(limit);
      return new Exploration.Explored(
          explored.seed(),
          explored.runs(),
          explored.took(),
          explored.exhaustive(),
          limits,
          explored.findings(),
          explored.excluded());
    }
    return exploration;
  }

  /** The step each failure point follows, as written, in backquotes, in timeline order. */
  List<String> points() {
    return written.stream().filter(step -> !step.equals("bundle")).map(s -> "`" + s + "`").toList();
  }

  /**
   * Tries the failure points in order, within {@code budget}, judging each run by {@code explored}
   * (the expectations that passed as written), until each has failed once or none is left.
   */
  Exploration explore(
      List<ExpectationSpec> explored,
      Map<String, String> excluded,
      Budget budget,
      boolean explicit) {
    return explore(
        explored,
        excluded,
        budget,
        explicit,
        failing -> FailurePointRun.of(ScenarioRunner.run(failing, run)));
  }

  /**
   * {@link #explore} with {@code runs} running each scenario with a failure point. A point that
   * fails an expectation runs once more, as the pasted scenario would run, before it is reported: a
   * failure that does not repeat is told as not reproduced, never as a bug, and later points are
   * tried for that expectation.
   */
  Exploration explore(
      List<ExpectationSpec> explored,
      Map<String, String> excluded,
      Budget budget,
      boolean explicit,
      Function<ScenarioSpec, FailurePointRun> runs) {
    long start = System.nanoTime();
    long deadline = start + budget.within().toNanos();
    List<String> points = points();
    Map<String, Exploration.RestartsTried.Found> findings = new LinkedHashMap<>();
    Map<String, String> notReproduced = new LinkedHashMap<>();
    int tried = 0;
    while (tried < points.size()
        && findings.size() < explored.size()
        && tried < budget.runs()
        && (tried == 0 || System.nanoTime() < deadline)) {
      int point = tried + 1;
      String after = points.get(tried);
      ScenarioSpec failing = failingAfter(scenario, timeline, point, after);
      FailurePointRun result = runs.apply(failing);
      tried++;
      if (!result.restarted()) {
        // Not the restart asked for (the job failed otherwise, or never reached the step): a
        // verdict on this run would blame the transform for what the restart did not do.
        String reason =
            "restarts: the run with a failure after "
                + after
                + " did not restart from a checkpoint ("
                + result.restart()
                + "), so no verdict on it would be the restart's";
        return explicit ? new Exploration.Refused(reason) : new Exploration.Skipped(reason);
      }
      List<ExpectationSpec> failed =
          explored.stream()
              .filter(e -> !findings.containsKey(e.methodName()))
              .filter(e -> result.judge(e) instanceof Judgement.Failed)
              .toList();
      if (failed.isEmpty()) {
        continue;
      }
      // The same scenario the finding prints: the written timeline with the step at this point.
      FailurePointRun again = runs.apply(failing);
      for (ExpectationSpec expectation : failed) {
        FailurePointRun.Confirmation confirmation = result.confirm(expectation, after, again);
        if (confirmation instanceof FailurePointRun.Reproduced reproduced) {
          findings.put(
              expectation.methodName(),
              new Exploration.RestartsTried.Found(
                  point,
                  message(
                      expectation,
                      point,
                      reproduced.again(),
                      notReproduced.containsKey(expectation.methodName())),
                  reproduced.again().error()));
        } else if (confirmation instanceof FailurePointRun.NotReproduced not) {
          notReproduced.putIfAbsent(expectation.methodName(), not.verdicts());
        }
      }
    }
    return new Exploration.RestartsTried(
        run.runner(),
        points,
        tried,
        Duration.ofNanos(System.nanoTime() - start),
        findings,
        excluded,
        notReproduced);
  }

  /** What a finding says: where the job failed, what the restart did, the scenario to paste. */
  private String message(
      ExpectationSpec expectation, int point, Judgement.Failed failed, boolean earlierOnce) {
    List<String> points = points();
    String after = points.get(point - 1);
    StringBuilder text = new StringBuilder();
    text.append(expectation.methodName())
        .append(" passes as written on ")
        .append(run.runner())
        .append(" and fails when the job fails and restarts from a checkpoint right after ")
        .append(after)
        .append(" (failure point ")
        .append(point)
        .append(" of ")
        .append(points.size())
        .append(", tried in timeline order: ")
        .append(
            point == 1
                ? "the first step, so no earlier failure point exists"
                : earlierOnce
                    ? "no failure point before it fails it on both of its runs (the summary tells"
                        + " which failed once, not reproduced)"
                    : point == 2
                        ? "the failure point before it passes"
                        : "the " + (point - 1) + " failure points before it pass")
        .append("; there is nothing smaller to shrink it to). Reproduced: run once more as the")
        .append(" scenario printed below runs, it failed again.\n")
        .append(String.valueOf(failed.error().getMessage()).strip())
        .append("\n\n");
    Optional<String> unpastable = PastedScenario.unpastable(family.inputs(), family.written());
    List<String> steps = withFailure(point);
    if (unpastable.isPresent()) {
      text.append("It cannot be pasted as a scenario: ")
          .append(unpastable.get())
          .append(".\nThe failing run's timeline:\n");
      steps.forEach(step -> text.append("  ").append(step).append('\n'));
    } else {
      List<List<String>> timelines = new ArrayList<>();
      for (int i = 0; i < family.inputs().size(); i++) {
        timelines.add(
            i == timeline
                ? steps
                : PastedScenario.steps(
                    family.inputs().get(i), family.written().inputs().get(i), List.of()));
      }
      text.append("The failing run, as a scenario to paste into the test class (it fails on ")
          .append(run.runner())
          .append(" as written):\n\n")
          .append(
              PastedScenario.of(
                  scenario.name() + "Restarted",
                  family.inputs(),
                  timelines,
                  List.of("@Runners(" + PastedScenario.quoted(run.runner()) + ")"),
                  expectation))
          .append('\n');
    }
    return text.append("\nFound by trying a failure after each step of the timeline in order (")
        .append(OPT_IN)
        .append(").")
        .toString();
  }

  /**
   * The timeline's steps as written with {@code "fail and restart"} after the {@code point}-th, in
   * place of the {@code "bundle"} cut that would follow it (the restart ends the bundle).
   */
  List<String> withFailure(int point) {
    List<String> steps = new ArrayList<>();
    int seen = 0;
    boolean dropCut = false;
    for (String step : written) {
      if (step.equals("bundle")) {
        if (!dropCut) {
          steps.add(step);
        }
        continue;
      }
      dropCut = false;
      steps.add(step);
      if (++seen == point) {
        steps.add(TimelineSteps.FAIL_AND_RESTART);
        dropCut = true;
      }
    }
    return steps;
  }

  /** The inputs a failure point changes: a pipeline's transform inputs, a job's replaced reads. */
  private static List<InputSpec<?>> inputs(ScenarioSpec scenario) {
    return scenario.match(
        new ScenarioSpec.Cases<List<InputSpec<?>>>() {
          @Override
          public List<InputSpec<?>> pipeline(PipelineScenarioSpec pipeline) {
            return pipeline.transformInputs();
          }

          @Override
          public List<InputSpec<?>> job(JobScenarioSpec job) {
            return job.replacements().stream()
                .<InputSpec<?>>map(JobScenarioSpec.Replacement::input)
                .toList();
          }

          @Override
          public List<InputSpec<?>> function(FunctionScenarioSpec function) {
            return List.of();
          }
        });
  }

  /**
   * {@code scenario} with {@code "fail and restart"} after the {@code point}-th step of input i.
   */
  private static ScenarioSpec failingAfter(
      ScenarioSpec scenario, int timeline, int point, String after) {
    List<InputSpec<?>> inputs = new ArrayList<>(inputs(scenario));
    inputs.set(timeline, failing(inputs.get(timeline), point, after));
    return scenario.match(
        new ScenarioSpec.Cases<ScenarioSpec>() {
          @Override
          public ScenarioSpec pipeline(PipelineScenarioSpec pipeline) {
            return pipeline.withTransformInputs(inputs);
          }

          @Override
          public ScenarioSpec job(JobScenarioSpec job) {
            return job.withReplacementInputs(inputs);
          }

          @Override
          public ScenarioSpec function(FunctionScenarioSpec function) {
            throw new IllegalStateException("a function scenario runs no job that could restart");
          }
        });
  }

  private static <T> InputSpec<T> failing(InputSpec<T> input, int point, String after) {
    return input.withTimeline(() -> input.timelineSteps().orElseThrow().failingAfter(point, after));
  }
}
