package io.pipespec.processor.validation.pipeline;

import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.testclass.TimelineFile;
import io.pipespec.processor.validation.testclass.TimelineStepParser;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.TypeElement;

/**
 * Checks the {@code @Timeline} of one pipeline-test class (which input it feeds) and parses its
 * steps with {@link TimelineStepParser}, as a function test's are, every time resolved to epoch
 * milliseconds.
 */
final class TimelineValidator {

  /**
   * A valid timeline: the parameter it feeds and its steps, or the file of literals it reads
   * instead (then {@code steps} is empty).
   */
  record Resolved(
      String parameter, TypeElement owner, List<TimelineStep> steps, Optional<String> file) {}

  private final ValidationContext context;

  TimelineValidator(ValidationContext context) {
    this.context = context;
  }

  /**
   * The timeline of {@code owner}, if it has a valid one. {@code inputs} are the {@code @Input}s of
   * the same class: a parameter fed by both is an error.
   */
  Optional<Resolved> validate(
      TypeElement owner,
      UnderTestValidator.Resolved underTest,
      Map<String, InputValidator.Resolved> inputs,
      long baseMillis,
      ValidationReport.Builder report) {
    return context
        .lookup()
        .find(owner, PipespecNames.TIMELINE)
        .flatMap(
            mirror ->
                report.part(
                    timeline -> timeline(owner, mirror, underTest, inputs, baseMillis, timeline)));
  }

  private Optional<Resolved> timeline(
      TypeElement owner,
      AnnotationMirror mirror,
      UnderTestValidator.Resolved underTest,
      Map<String, InputValidator.Resolved> inputs,
      long baseMillis,
      ValidationReport.Builder report) {
    AnnotationLookup lookup = context.lookup();
    Optional<String> parameter = parameter(owner, mirror, underTest, report);
    if (parameter.isEmpty()) {
      return Optional.empty();
    }
    InputValidator.Resolved clash = inputs.get(parameter.get());
    if (clash != null) {
      report.addError(
          ErrorTag.PipespecTimelineAndInput,
          "Parameter "
              + parameter.get()
              + " gets two inputs in "
              + owner.getSimpleName()
              + ": its @Timeline and @Input "
              + clash.member().getSimpleName()
              + ". Remove one of them.",
          owner,
          mirror);
    }
    UnderTestValidator.Parameter fed = underTest.parameter(parameter.get()).orElseThrow();
    if (TimelineFile.named(context, mirror)) {
      return TimelineFile.check(context, owner, mirror, fed.elementType(), report)
          .map(file -> new Resolved(parameter.get(), owner, List.of(), Optional.of(file)));
    }
    AnnotationValue value = lookup.value(mirror, "value");
    if (lookup.listValue(mirror, "value").isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadTimeline,
          "@Timeline on "
              + owner.getSimpleName()
              + " has no step. Add elements such as \"a @ 10s\" and watermark steps such as"
              + " \"watermark 20m\", name a file of elements with file = \"...\", or give an empty"
              + " input with @Input.",
          owner,
          mirror,
          value);
      return Optional.empty();
    }
    TimelineStepParser.Elements elements =
        new TimelineStepParser.Elements(
            fed.elementType(),
            "the element type of parameter " + parameter.get(),
            "Give the input as an @Input TestStream<"
                + TypeDisplay.of(fed.elementType())
                + "> from code instead.");
    return new TimelineStepParser(context, TestKind.PIPELINE)
        .parse(owner, mirror, elements, baseMillis, report)
        .map(steps -> new Resolved(parameter.get(), owner, steps, Optional.empty()));
  }

  /** The parameter the timeline feeds: the one named by {@code input}, or the only one. */
  private Optional<String> parameter(
      TypeElement owner,
      AnnotationMirror mirror,
      UnderTestValidator.Resolved underTest,
      ValidationReport.Builder report) {
    String input = context.lookup().stringValue(mirror, "input");
    List<String> names = underTest.parameterNames();
    if (input.isEmpty()) {
      if (names.size() == 1) {
        return Optional.of(names.get(0));
      }
      report.addError(
          ErrorTag.PipespecTimelineInput,
          "@Timeline on "
              + owner.getSimpleName()
              + " does not say which input it gives, and "
              + underTest.signature()
              + " takes several: "
              + names
              + ". Add input = \"...\" with one of them.",
          owner,
          mirror);
      return Optional.empty();
    }
    if (!names.contains(input)) {
      report.addError(
          ErrorTag.PipespecTimelineInput,
          "@Timeline on "
              + owner.getSimpleName()
              + " gives input \""
              + input
              + "\", but the parameters of "
              + underTest.signature()
              + " are "
              + names
              + ". Use one of them.",
          owner,
          mirror,
          context.lookup().value(mirror, "input"));
      return Optional.empty();
    }
    return Optional.of(input);
  }
}
