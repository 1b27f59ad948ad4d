package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationReport;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * The rules of a timeline's {@code "fail and restart"} step, at which the job fails once and
 * FlinkRunner restarts it from the checkpoint that covers every step before it: only in a pipeline
 * or job test, which runs a job; right after an element or a watermark, since a checkpoint covers
 * what came before; once; and not in a take-over or beside processing-time advances, which the
 * restarted job on FlinkRunner cannot honour. The runner itself is checked when the scenario runs:
 * one that does not restart from checkpoints refuses the scenario with the reason.
 */
final class RestartSteps {

  /** The step as written. */
  static final String TEXT = "fail and restart";

  /**
   * The step at which Pipespec kills the TaskManager's JVM instead, on the local Flink cluster: the
   * same rules, and the runner checks where it runs.
   */
  static final String KILL_TEXT = "kill the TaskManager and restart";

  /** Whether {@code text} is a restart step, as written. */
  static boolean isRestart(String text) {
    return text.equals(TEXT) || text.equals(KILL_TEXT);
  }

  private final TestKind kind;

  RestartSteps(TestKind kind) {
    this.kind = kind;
  }

  /** Reports each misplaced restart step of the timeline {@code mirror}, read as {@code steps}. */
  void check(
      TypeElement declaring,
      AnnotationMirror mirror,
      List<? extends AnnotationValue> values,
      List<TimelineStep> steps,
      ValidationReport.Builder report) {
    int first = -1;
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).kind() != TimelineStep.Kind.RESTART) {
        continue;
      }
      String why = why(steps, i, first);
      if (first < 0) {
        first = i;
      }
      if (why.isEmpty()) {
        continue;
      }
      report.addError(
          ErrorTag.PipespecBadRestart,
          TimelineStepParser.stepName(i, steps.get(i).source(), declaring) + why,
          declaring,
          mirror,
          values.get(i));
    }
  }

  /** Why the restart step {@code i} is misplaced; empty when it is not. */
  private String why(List<TimelineStep> steps, int i, int first) {
    if (kind == TestKind.FUNCTION) {
      return " fails the job and restarts it from a checkpoint, but a @FunctionTest runs no job."
          + " Use `fail and retry` to retry a bundle on the harness, test the DoFn in a"
          + " @PipelineTest on FlinkRunner, or remove the step.";
    }
    if (first >= 0) {
      return " is a second restart, after step "
          + (first + 1)
          + ": a scenario's job fails once. Remove one; to test two failure points, write a"
          + " scenario for each.";
    }
    if (i == 0 || !followsAnElementOrWatermark(steps.get(i - 1))) {
      return " fails the job once a checkpoint covers the steps before it, so it goes right"
          + " after an element or a watermark; move it after one, or remove it.";
    }
    for (TimelineStep step : steps) {
      if (step.kind() == TimelineStep.Kind.SAVEPOINT) {
        return " restarts a job that also takes over from a savepoint: a scenario tests one of"
            + " them. Write a scenario for each.";
      }
      if (step.kind() == TimelineStep.Kind.PROCESSING) {
        return " restarts the job on FlinkRunner, but the timeline advances processing time ("
            + step.source()
            + "), which FlinkRunner cannot. Remove the processing steps, or the restart.";
      }
    }
    return "";
  }

  private static boolean followsAnElementOrWatermark(TimelineStep step) {
    return switch (step.kind()) {
      case ELEMENT, ELEMENT_AT_MINIMUM, WATERMARK -> true;
      default -> false;
    };
  }
}
