package io.pipespec.processor.validation.function;

import io.pipespec.processor.expectation.DoFnFacts;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.TestClassChecker;
import io.pipespec.processor.validation.testclass.TimelineFile;
import io.pipespec.processor.validation.testclass.TimelineStepParser;
import java.util.List;
import java.util.Optional;
import java.util.function.ToLongFunction;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.TypeElement;

/**
 * Finds the {@code @Timeline} of a function-test scenario (its own, else the test class's) and
 * reads it in the grammar of the pipeline tests' timelines ({@link TimelineStepParser}), elements
 * typed as the function's {@code KV<K, V>}. Unlike a pipeline's, a function's timeline has no
 * implied {@code watermark end}, so that pending timers can be expected, and may have no step.
 */
final class FunctionTimelineValidator {

  private final ValidationContext context;

  FunctionTimelineValidator(ValidationContext context) {
    this.context = context;
  }

  /**
   * The steps of the scenario {@code owner}; none when it has no valid timeline.
   *
   * @param declaringBase the base time of the class that declares the timeline
   */
  List<TimelineStep> validate(
      TypeElement owner,
      TypeElement testClass,
      DoFnFacts function,
      ToLongFunction<TypeElement> declaringBase,
      ValidationReport.Builder report) {
    Optional<AnnotationMirror> mirror = context.lookup().find(owner, PipespecNames.TIMELINE);
    TypeElement declaring = owner;
    if (mirror.isEmpty() && !owner.equals(testClass)) {
      mirror = context.lookup().find(testClass, PipespecNames.TIMELINE);
      declaring = testClass;
    }
    if (mirror.isEmpty()) {
      report.addError(
          ErrorTag.PipespecMissingTimeline,
          "Scenario "
              + owner.getSimpleName()
              + " has no @Timeline, so the function would never run. Add"
              + " @Timeline({\"key=value @ 1m\", \"watermark end\"}) to "
              + TestClassChecker.ownerOrShared(owner, testClass)
              + "; write @Timeline({}) to run no step at all.",
          owner);
      return List.of();
    }
    String input = context.lookup().stringValue(mirror.get(), "input");
    if (!input.isEmpty()) {
      report.addError(
          ErrorTag.PipespecTimelineInput,
          "@Timeline on "
              + declaring.getSimpleName()
              + " names input \""
              + input
              + "\", but a function test's timeline always feeds its function. Remove input.",
          declaring,
          mirror.get(),
          context.lookup().value(mirror.get(), "input"));
      return List.of();
    }
    if (TimelineFile.named(context, mirror.get())) {
      report.addError(
          ErrorTag.PipespecBadTimeline,
          "@Timeline on "
              + declaring.getSimpleName()
              + " names a file, but a function test's timeline is read at compile time, step by"
              + " step. Write the steps in the annotation, or test the function in a pipeline"
              + " test, whose timeline can read a file.",
          declaring,
          mirror.get(),
          context.lookup().value(mirror.get(), "file"));
      return List.of();
    }
    TimelineStepParser.Elements elements =
        new TimelineStepParser.Elements(
            function.keyValue(),
            "the input of " + function.display(),
            "Feed the function from code in a @Satisfies method that takes the harness.");
    List<TimelineStep> steps =
        new TimelineStepParser(context, TestKind.FUNCTION)
            .parse(declaring, mirror.get(), elements, declaringBase.applyAsLong(declaring), report)
            .orElse(List.of());
    return steps;
  }
}
