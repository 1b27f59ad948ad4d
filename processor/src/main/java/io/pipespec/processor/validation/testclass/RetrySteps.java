package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationReport;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * The rules of a timeline's retry steps ({@code "fail and retry"}, {@code "fail in @FinishBundle
 * and retry"}), which fail the attempt of the bundle they stand in and retry it whole: in a
 * function test, whose harness fails an attempt, and in a pipeline or job test, whose run on the
 * DirectRunner replays one failed attempt (once per timeline there; a job's in the read Pipespec
 * replaces); right after an element, inside its bundle; one per bundle; the {@code @FinishBundle}
 * one at its end.
 */
final class RetrySteps {

  private final TestKind kind;

  RetrySteps(TestKind kind) {
    this.kind = kind;
  }

  /** The kind of the retry step {@code text}; empty when it is not one. */
  static Optional<TimelineStep.Kind> kind(String text) {
    return switch (text) {
      case "fail and retry" -> Optional.of(TimelineStep.Kind.RETRY);
      case "fail in @FinishBundle and retry" ->
          Optional.of(TimelineStep.Kind.RETRY_IN_FINISH_BUNDLE);
      default -> Optional.empty();
    };
  }

  /** Reports each misplaced retry step of the timeline {@code mirror}, read as {@code steps}. */
  void check(
      TypeElement declaring,
      AnnotationMirror mirror,
      List<? extends AnnotationValue> values,
      List<TimelineStep> steps,
      ValidationReport.Builder report) {
    boolean retryInBundle = false;
    int retries = 0;
    for (int i = 0; i < steps.size(); i++) {
      TimelineStep step = steps.get(i);
      if (!isRetry(step)) {
        retryInBundle &= isElement(step);
        continue;
      }
      String why;
      if (kind != TestKind.FUNCTION && retries > 0) {
        why =
            " is a second retry step in a "
                + (kind == TestKind.JOB ? "job's" : "pipeline's")
                + " timeline: a run as written on the DirectRunner retries one bundle. Keep one,"
                + " or test the DoFn in a @FunctionTest, whose harness retries a bundle at each"
                + " step.";
      } else if (i == 0 || !isElement(steps.get(i - 1))) {
        why =
            " fails the attempt of the bundle it stands in after the elements before it, so it"
                + " goes right after an element; move it after one, or remove it.";
      } else if (retryInBundle) {
        why =
            " is a second retry step in one bundle: an attempt fails once. Cut the bundle with"
                + " `bundle` between them, or remove one.";
      } else if (step.kind() == TimelineStep.Kind.RETRY_IN_FINISH_BUNDLE
          && i + 1 < steps.size()
          && isElement(steps.get(i + 1))) {
        why =
            " fails the bundle in @FinishBundle, after all its elements, but an element follows it"
                + " in the same bundle. Move it after the bundle's last element.";
      } else {
        retryInBundle = true;
        retries++;
        continue;
      }
      report.addError(
          ErrorTag.PipespecBadRetry,
          TimelineStepParser.stepName(i, step.source(), declaring) + why,
          declaring,
          mirror,
          values.get(i));
    }
  }

  private static boolean isRetry(TimelineStep step) {
    return step.kind() == TimelineStep.Kind.RETRY
        || step.kind() == TimelineStep.Kind.RETRY_IN_FINISH_BUNDLE;
  }

  private static boolean isElement(TimelineStep step) {
    return step.kind() == TimelineStep.Kind.ELEMENT
        || step.kind() == TimelineStep.Kind.ELEMENT_AT_MINIMUM;
  }
}
