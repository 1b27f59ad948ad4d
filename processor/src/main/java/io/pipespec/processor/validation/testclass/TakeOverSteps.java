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
 * current code is restored from that savepoint and runs the steps after it. So a timeline has one
 * savepoint at most, with a step on each side, and none in a kind of test that runs no job ({@link
 * TestKind#whyNoTakeOver()}). A take-over runs on FlinkRunner, which cannot advance processing time
 * in a timeline. Whether the scenario has the one input a take-over is built for is {@link
 * TakeOverScenario}'s concern.
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
    Timeline timeline = new Timeline(declaring, mirror, values, steps, report);
    if (kind.whyNoTakeOver().isPresent()) {
      for (int savepoint : savepoints) {
        timeline.error(
            savepoint,
            " splits the timeline into the two phases of a take-over, but "
                + kind.whyNoTakeOver().get());
      }
      return;
    }
    int savepoint = savepoints.get(0);
    for (int again : savepoints.subList(1, savepoints.size())) {
      timeline.error(
          again,
          " is a second savepoint, after step "
              + (savepoint + 1)
              + ": a take-over restores the current code from one savepoint of the recorded job."
              + " Remove one of them; to test two updates, write a scenario for each.");
    }
    if (savepoint == 0) {
      timeline.error(
          savepoint,
          " stops the recorded job before it has run anything: the steps before the savepoint are"
              + " what the recorded job runs, and the first phase needs at least one step. Put"
              + " the elements and watermarks the recorded job sees before it.");
    }
    List<TimelineStep> after = steps.subList(savepoint + 1, steps.size());
    if (after.stream().allMatch(step -> step.kind() == TimelineStep.Kind.WATERMARK_END)) {
      // A pipeline's timeline always ends at the end of time: `watermark end` adds no step.
      timeline.error(
          savepoint,
          (after.isEmpty()
                  ? ""
                  : " is followed only by `watermark end`, which ends every pipeline timeline"
                      + " anyway, so it")
              + " leaves a second phase with nothing to run: the steps after the savepoint are"
              + " what the current code, restored from it, runs. Add elements or a watermark"
              + " after it.");
    }
    List<String> advances =
        steps.stream()
            .filter(step -> step.kind() == TimelineStep.Kind.PROCESSING)
            .map(step -> "`" + step.source() + "`")
            .toList();
    if (!advances.isEmpty()) {
      timeline.error(
          savepoint,
          " makes the scenario a take-over, which runs on FlinkRunner, but the timeline advances"
              + " processing time ("
              + String.join(", ", advances)
              + "): FlinkRunner cannot advance processing time in a timeline, and Flink's"
              + " TestStream fails the job with 'Advancing Processing time is not supported by"
              + " the Flink Runner'. Remove the processing steps; to test processing-time logic,"
              + " remove the savepoint and run the scenario on the DirectRunner, or drive the"
              + " logic with a @FunctionTest.");
    }
  }

  /** The timeline being checked, and where its errors go. */
  private record Timeline(
      TypeElement declaring,
      AnnotationMirror mirror,
      List<? extends AnnotationValue> values,
      List<TimelineStep> steps,
      ValidationReport.Builder report) {

    /** An error on the step at {@code index}: its name, then {@code rest}. */
    void error(int index, String rest) {
      report.addError(
          ErrorTag.PipespecTakeOver,
          TimelineStepParser.stepName(index, steps.get(index).source(), declaring) + rest,
          declaring,
          mirror,
          values.get(index));
    }
  }
}
