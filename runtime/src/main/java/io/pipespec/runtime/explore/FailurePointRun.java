package io.pipespec.runtime.explore;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RestartRun;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.util.function.Function;

/**
 * One run of a scenario with a {@code "fail and restart"} at a failure point, as much of it as
 * exploring failure points reads: what the restart did, and the verdict on each expectation. A
 * failure point's finding is confirmed by a second such run before it is reported ({@link
 * #confirm}): a verdict that does not repeat is never reported as a bug.
 *
 * @param restart what the restart did, as the run notes it; empty when nothing was noted
 * @param verdicts the run's verdict on each expectation
 */
record FailurePointRun(String restart, Function<ExpectationSpec, Judgement> verdicts) {

  FailurePointRun {
    requireNonNull(restart, "restart");
    requireNonNull(verdicts, "verdicts");
  }

  /** What {@code result}, a run with a failure point, tells. */
  static FailurePointRun of(ScenarioResult result) {
    String restart = result.notes().getOrDefault(RestartRun.NOTE, "");
    if (restart.isEmpty()) {
      restart = result.failure().map(String::valueOf).orElse("no restart was noted");
    }
    return new FailurePointRun(restart, result::judge);
  }

  /** Whether the job failed at its step and restarted from a checkpoint, as asked. */
  boolean restarted() {
    return restart.contains("restarted from checkpoint");
  }

  /** The verdict of this run on {@code expectation}. */
  Judgement judge(ExpectationSpec expectation) {
    return verdicts.apply(expectation);
  }

  /** What a second run of a failure point that failed an expectation once makes of it. */
  sealed interface Confirmation permits Reproduced, NotReproduced {}

  /** The second run failed the expectation too: the finding is reported, as reproduced. */
  record Reproduced(Judgement.Failed again) implements Confirmation {}

  /**
   * The second run did not fail it: the finding is told as not reproduced, with both verdicts, and
   * never reported as a bug.
   *
   * @param verdicts both runs' verdicts, as the summary says them
   */
  record NotReproduced(String verdicts) implements Confirmation {}

  /**
   * Whether {@code again}, the failure point's run once more as the pasted scenario runs (the
   * written timeline with the restart step at the point), reproduces {@code first}, this run's
   * failure of {@code expectation} with a failure after {@code after}.
   */
  Confirmation confirm(ExpectationSpec expectation, String after, FailurePointRun again) {
    Judgement verdict = again.judge(expectation);
    if (again.restarted() && verdict instanceof Judgement.Failed failed) {
      return new Reproduced(failed);
    }
    return new NotReproduced(
        expectation.methodName()
            + " after "
            + after
            + ": failed once ("
            + firstLine(judge(expectation).failure().map(String::valueOf).orElse("failed"))
            + "; "
            + shortly(restart)
            + "), then "
            + (again.restarted()
                ? verdict.word()
                : "did not restart from a checkpoint (" + shortly(again.restart) + ")")
            + " when run once more as the printed scenario runs ("
            + (again.restarted() ? shortly(again.restart) : verdict.word())
            + "), so it is not reported as a bug: the same failure point does not fail it every"
            + " time");
  }

  /** What the restart did, without the explanation that follows it in the note. */
  private static String shortly(String restart) {
    int explained = restart.indexOf(": the restored job");
    return firstLine(explained < 0 ? restart : restart.substring(0, explained));
  }

  private static String firstLine(String text) {
    String stripped = text.strip();
    int end = stripped.indexOf('\n');
    return end < 0 ? stripped : stripped.substring(0, end);
  }
}
