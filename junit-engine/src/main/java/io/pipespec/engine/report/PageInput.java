package io.pipespec.engine.report;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.explore.Finding;
import io.pipespec.runtime.run.FunctionResult;
import io.pipespec.runtime.run.FunctionTrace;
import io.pipespec.runtime.run.JobResult;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.PipelineResult;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.spi.ScenarioTraits;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioInput;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimeMark;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import io.pipespec.runtime.usercode.UserCode;
import io.pipespec.runtime.verdict.metrics.MetricsObservation;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Everything one page shows, gathered after the scenario's expectations were judged.
 *
 * @param testClass the test class's name
 * @param scenario the scenario's name
 * @param kind what ran: pipeline, job, function
 * @param runner the runner's name
 * @param wallTime how long the run took
 * @param runFailure why the run failed, when it did
 * @param outputs what each output captured
 * @param timeline the steps of the inputs' timelines, for the watermark lane (may be empty)
 * @param timelineProblem why the timeline could not be read, when it could not
 * @param functionSteps the steps of a function scenario's timeline, as written (may be empty)
 * @param trace what each step of a function scenario did, when it was recorded
 * @param verdicts each expectation with its verdict, in declaration order
 * @param exploration what exploring the scenario's orders and bundles did
 * @param job how a job scenario's job was wired to the test; empty for the other kinds
 * @param metrics the metrics the run reported; empty when it reported none
 * @param drawnMember when the outputs drawn are those of a failing member of the family, not of the
 *     run as written, which member, in the finding's words
 * @param restart what the timeline's restart step did, for a scenario that restarts
 */
record PageInput(
    String testClass,
    String scenario,
    String kind,
    String runner,
    Duration wallTime,
    Optional<String> runFailure,
    Map<String, CapturedOutput<?>> outputs,
    List<TimeMark> timeline,
    Optional<String> timelineProblem,
    List<String> functionSteps,
    Optional<FunctionTrace> trace,
    List<Verdict> verdicts,
    Exploration exploration,
    Optional<JobSection.Job> job,
    Optional<MetricsObservation> metrics,
    Optional<String> drawnMember,
    RestartNote restart) {

  /** One expectation and its verdict. */
  record Verdict(ExpectationSpec spec, Judgement judgement) {
    Verdict {
      requireNonNull(spec, "spec");
      requireNonNull(judgement, "judgement");
    }
  }

  PageInput {
    outputs = new LinkedHashMap<>(outputs);
    timeline = List.copyOf(timeline);
    functionSteps = List.copyOf(functionSteps);
    verdicts = List.copyOf(verdicts);
    requireNonNull(exploration, "exploration");
    requireNonNull(job, "job");
    requireNonNull(metrics, "metrics");
    requireNonNull(drawnMember, "drawnMember");
    requireNonNull(restart, "restart");
  }

  /** {@code input} with other verdicts. */
  PageInput(PageInput input, List<Verdict> verdicts) {
    this(
        input.testClass,
        input.scenario,
        input.kind,
        input.runner,
        input.wallTime,
        input.runFailure,
        input.outputs,
        input.timeline,
        input.timelineProblem,
        input.functionSteps,
        input.trace,
        verdicts,
        input.exploration,
        input.job,
        input.metrics,
        input.drawnMember,
        input.restart);
  }

  /** What only a run of one kind shows: a function's trace, a job's section. */
  private record KindParts(Optional<FunctionTrace> trace, Optional<JobSection.Job> job) {
    /** The parts of a result of each kind. */
    static final class Of implements ScenarioResult.Cases<KindParts> {
      @Override
      public KindParts pipeline(PipelineResult result) {
        return new KindParts(Optional.empty(), Optional.empty());
      }

      @Override
      public KindParts job(JobResult result) {
        return new KindParts(Optional.empty(), Optional.of(JobSection.Job.of(result)));
      }

      @Override
      public KindParts function(FunctionResult result) {
        return new KindParts(result.functionTrace(), Optional.empty());
      }
    }
  }

  /** The page of a scenario's run and the verdicts reached on it. */
  static PageInput of(
      String testClass,
      String scenario,
      ScenarioSpec spec,
      ScenarioResult result,
      Exploration exploration,
      List<Verdict> verdicts) {
    List<TimeMark> timeline = new ArrayList<>();
    Optional<String> problem = Optional.empty();
    List<String> functionSteps = new ArrayList<>();
    for (ScenarioInput input : spec.inputs()) {
      try {
        // A TestStream's timeline is read from the user's method: bounded as the run is.
        timeline.addAll(
            UserCode.call(scenario, "was not drawn", result.timeout(), input.input()::timeMarks));
      } catch (RuntimeException | ScenarioTimeoutException e) {
        problem =
            Optional.of(
                "The timeline of "
                    + input.input().origin()
                    + " could not be read: "
                    + (e instanceof ScenarioTimeoutException ? e.getMessage() : e));
      }
    }
    // A function scenario has no inputs: its timeline drives the harness, and has times as theirs.
    timeline.addAll(spec.functionTimeMarks());
    functionSteps.addAll(spec.functionSteps());
    KindParts kind = result.match(new KindParts.Of());
    Map<String, CapturedOutput<?>> outputs = new LinkedHashMap<>(result.capturedOutputs());
    Optional<Finding> drawn = drawnFinding(exploration, verdicts);
    List<Verdict> shown = verdicts;
    if (drawn.isPresent()) {
      // The run as written passed what exploration failed: drawing it would show nothing red.
      Finding finding = drawn.get();
      outputs.putAll(finding.outputs());
      shown = new ArrayList<>();
      for (Verdict verdict : verdicts) {
        shown.add(
            verdict.spec().methodName().equals(finding.expectation())
                ? new Verdict(verdict.spec(), Judgement.of(finding.failure()))
                : verdict);
      }
    }
    return new PageInput(
        testClass,
        scenario,
        spec.noun(),
        result.runner(),
        result.wallTime(),
        result.failure().map(String::valueOf),
        outputs,
        timeline,
        problem,
        functionSteps,
        kind.trace(),
        shown,
        exploration,
        kind.job(),
        result.metrics(),
        drawn.map(PageInput::drawnMember),
        RestartNote.of(writesRestart(spec), result.notes()));
  }

  /**
   * The finding whose failing member the page draws: the first expectation that failed only on a
   * member of the family (its verdict on the run as written was a pass, the exploration's a
   * failure), when its member's outputs were captured.
   */
  private static Optional<Finding> drawnFinding(Exploration exploration, List<Verdict> verdicts) {
    if (!(exploration instanceof Exploration.Explored explored)) {
      return Optional.empty();
    }
    for (Verdict verdict : verdicts) {
      Optional<Finding> finding = explored.finding(verdict.spec());
      if (finding.isPresent()
          && verdict.judgement().failure().isPresent()
          && !finding.get().outputs().isEmpty()) {
        return finding;
      }
    }
    return Optional.empty();
  }

  /** Whether the scenario's timeline writes a restart step; false when it cannot be read. */
  private static boolean writesRestart(ScenarioSpec spec) {
    try {
      return ScenarioTraits.of(spec).restarts();
    } catch (RuntimeException e) {
      // The timeline's problem is the page's to tell (timelineProblem), not a reason to write none.
      return false;
    }
  }

  /** Which member is drawn, in the finding's words. */
  private static String drawnMember(Finding finding) {
    return "The outputs drawn are those of the failing member of the family that "
        + finding.expectation()
        + " fails on, not of the run as written"
        + (finding.differences().isEmpty() ? "" : ": " + String.join("; ", finding.differences()))
        + ". Its expectation is judged there, in red.";
  }

  /**
   * Whether the inputs' timeline has event time to draw: elements or a watermark step at a time
   * other than Beam's minimum and maximum. A timeline of elements without times (at the minimum),
   * as a batch input is, has none, whatever processing-time steps it takes.
   */
  boolean timelineHasEventTime() {
    for (TimeMark mark : timeline) {
      if (mark.kind() != TimeMark.Kind.PROCESSING
          && mark.kind() != TimeMark.Kind.SAVEPOINT
          && mark.kind() != TimeMark.Kind.RESTART
          && TimeAxis.finite(mark.millis())) {
        return true;
      }
    }
    return false;
  }

  /** How many expectations have each verdict word, in a fixed order. */
  Map<String, Integer> tally() {
    Map<String, Integer> counts = new LinkedHashMap<>();
    for (String word : List.of("failed", "refused", "passed", "not judged")) {
      counts.put(word, 0);
    }
    verdicts.forEach(verdict -> counts.merge(verdict.judgement().word(), 1, Integer::sum));
    return counts;
  }
}
