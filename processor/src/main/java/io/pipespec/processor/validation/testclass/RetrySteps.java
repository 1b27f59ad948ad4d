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
 * one at its end. {@code "fail and retry, cut after N"} retries the bundle cut in two, its first N
 * elements and the rest: in a function test only, with N below the bundle's elements.
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

  /** How a retry step cut in two starts: {@code "fail and retry, cut after 1"}. */
  static final String CUT = "fail and retry, cut after ";

  /**
   * Whether {@code text} is meant as a retry step cut in two, well written or not: it starts like
   * {@code "fail and retry,"}.
   */
  static boolean isCut(String text) {
    return text.startsWith("fail and retry,");
  }

  /**
   * The retry step cut in two {@code step} writes ({@link #isCut}), its cut in {@link
   * TimelineStep#millis()}; empty, with an error, when it is not {@code "fail and retry, cut after
   * N"} with N a whole number of 1 or more.
   */
  static Optional<TimelineStep> cut(TimelineStepParser.Step step) {
    String text = step.text();
    String number = text.startsWith(CUT) ? text.substring(CUT.length()).strip() : "";
    if (number.matches("[0-9]{1,9}") && Integer.parseInt(number) > 0) {
      return Optional.of(
          new TimelineStep(
              TimelineStep.Kind.RETRY, text, Optional.empty(), Integer.parseInt(number)));
    }
    step.error(
        ErrorTag.PipespecBadRetry,
        step.what()
            + " is no retry step: write `"
            + CUT
            + "N`, N the number of elements (1 or more) the retry's first bundle gets, the rest"
            + " going in a second bundle, such as `"
            + CUT
            + "1`; or quote it for an element: '"
            + text
            + "'.");
    return Optional.empty();
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
      if (step.millis() > 0 && kind != TestKind.FUNCTION) {
        why =
            " cuts the retry in two bundles, which only a @FunctionTest's harness does: "
                + CUT_REFUSED
                + ". Use `fail and retry` to retry the bundle whole, or test the DoFn in a"
                + " @FunctionTest with the step.";
      } else if (kind != TestKind.FUNCTION && retries > 0) {
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
      } else if (step.millis() >= bundleElements(steps, i)) {
        why =
            " cuts the retry after "
                + step.millis()
                + " elements, but its bundle has "
                + bundleElements(steps, i)
                + ", so the retry would not be cut. Cut it after fewer than "
                + bundleElements(steps, i)
                + " elements, or use `fail and retry` to retry the bundle whole.";
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

  /**
   * Why a pipeline's retry step cannot be cut on the DirectRunner (docs/failures.md, "A retry cut
   * differently").
   */
  static final String CUT_REFUSED =
      "the DirectRunner hands a ParDo's outputs on in the bundles of its input, so the"
          + " pass-through that replays the failed attempt cannot cut the bundle it passes";

  /** The elements of the bundle the retry step at {@code at} stands in, before and after it. */
  private static int bundleElements(List<TimelineStep> steps, int at) {
    int elements = 0;
    for (int i = at - 1; i >= 0 && isElement(steps.get(i)); i--) {
      elements++;
    }
    for (int i = at + 1; i < steps.size() && isElement(steps.get(i)); i++) {
      elements++;
    }
    return elements;
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
