package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * Refuses {@code @Explore} on a scenario whose {@code @Timeline} already writes a retry step: the
 * engine would refuse it when the tests run (exploration tries failed and retried bundles itself,
 * in members that re-cut the bundles the step stands in), and the processor sees both.
 */
final class ExploredRetry {

  private ExploredRetry() {}

  /**
   * Reports the {@code @Explore} (the scenario's own, else the test class's) of {@code owner}, a
   * scenario of {@code testClass}, when {@code steps}, those of its timelines, hold a retry step.
   */
  static void check(
      AnnotationLookup lookup,
      TypeElement owner,
      TypeElement testClass,
      List<TimelineStep> steps,
      ValidationReport.Builder report) {
    Optional<AnnotationMirror> own = lookup.find(owner, PipespecNames.EXPLORE);
    if (own.isEmpty() && !lookup.has(testClass, PipespecNames.EXPLORE)) {
      return;
    }
    Optional<TimelineStep> retry =
        steps.stream()
            .filter(
                step ->
                    step.kind() == TimelineStep.Kind.RETRY
                        || step.kind() == TimelineStep.Kind.RETRY_IN_FINISH_BUNDLE)
            .findFirst();
    if (retry.isEmpty()) {
      return;
    }
    String scenario = owner.equals(testClass) ? "" : "scenario " + owner.getSimpleName() + " of ";
    report.addError(
        ErrorTag.PipespecBadRetry,
        "@Explore asks to explore "
            + scenario
            + testClass.getSimpleName()
            + (own.isPresent() ? "" : " (the @Explore of " + testClass.getSimpleName() + ")")
            + ", whose @Timeline writes the retry step `"
            + retry.get().source()
            + "`: exploration tries failed and retried bundles itself, in members that reorder and"
            + " re-cut the bundle the step stands in, so the step would be replayed in no member as"
            + " written. Keep the step and remove @Explore"
            + (own.isPresent() || owner.equals(testClass)
                ? ""
                : " from " + testClass.getSimpleName() + " (put it on the scenarios to explore)")
            + " to replay the retry as written, or remove the step and let exploration find the"
            + " retry (a finding prints the step to paste).",
        owner,
        own.orElse(null));
  }
}
