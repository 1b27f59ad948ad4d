package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.List;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * The rules of a timeline's {@code "savepoint"} step, which splits it into the two phases of a
 * take-over: the job as recorded runs the steps before it and is stopped with a savepoint, the
 * current code is restored from that savepoint and runs the steps after it. A kind of test that
 * runs no job has no savepoint ({@link TestKind#whyNoTakeOver()}).
 */
final class TakeOverSteps {

  private final TestKind kind;

  TakeOverSteps(TestKind kind) {
    this.kind = kind;
  }

  /**
   * Reports what is wrong with the savepoints of the timeline {@code mirror} on {@code declaring},
   * whose annotation {@code values} were read as {@code steps}, one step each.
   */
  void check(
      TypeElement declaring,
      AnnotationMirror mirror,
      List<? extends AnnotationValue> values,
      List<TimelineStep> steps,
      ValidationReport.Builder report) {
    List<Integer> savepoints = new ArrayList<>();
    for (int i = 0; i < steps.size(); i++) {
      if (steps.get(i).kind() == TimelineStep.Kind.SAVEPOINT) {
        savepoints.add(i);
      }
    }
    if (savepoints.isEmpty()) {
      return;
    }
    if (kind.whyNoTakeOver().isPresent()) {
      for (int savepoint : savepoints) {
        report.addError(
            ErrorTag.PipespecTakeOver,
            TimelineStepParser.stepName(savepoint, steps.get(savepoint).source(), declaring)
                + " splits the timeline into the two phases of a take-over, but "
                + kind.whyNoTakeOver().get(),
            declaring,
            mirror,
            values.get(savepoint));
      }
    }
  }
}
