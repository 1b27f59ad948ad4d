package io.pipespec.processor.validation;

import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.types.TypeFacts;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/**
 * Checks the {@code @Timeline} of one pipeline-test class (which input it feeds) and parses its
 * steps with {@link TimelineStepParser}, as a function test's are, every time resolved to epoch
 * milliseconds.
 */
final class TimelineValidator {

  /** A valid timeline: the parameter it feeds and its steps. */
  record Resolved(String parameter, TypeElement owner, List<TimelineStep> steps) {}

  private final TypeFacts facts;
  private final AnnotationLookup lookup;
  private final ValidationReport report;
  private final LiteralParser literals;

  TimelineValidator(TypeFacts facts, AnnotationLookup lookup, ValidationReport report) {
    this.facts = facts;
    this.lookup = lookup;
    this.report = report;
    this.literals = new LiteralParser(facts.types(), facts.elements());
  }

  /**
   * The timeline of {@code owner}, if it has a valid one. {@code inputs} are the {@code @Input}s of
   * the same class: a parameter fed by both is an error.
   */
  Optional<Resolved> validate(
      TypeElement owner,
      UnderTestValidator.Resolved underTest,
      Map<String, InputValidator.Resolved> inputs,
      long baseMillis) {
    Optional<AnnotationMirror> found = lookup.find(owner, PipespecNames.TIMELINE);
    if (found.isEmpty()) {
      return Optional.empty();
    }
    AnnotationMirror mirror = found.get();
    int errors = report.items().size();
    String input = lookup.stringValue(mirror, "input");
    List<String> names = underTest.parameterNames();
    String parameter;
    if (input.isEmpty()) {
      if (names.size() != 1) {
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
      parameter = names.get(0);
    } else if (!names.contains(input)) {
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
          lookup.value(mirror, "input"));
      return Optional.empty();
    } else {
      parameter = input;
    }
    InputValidator.Resolved clash = inputs.get(parameter);
    if (clash != null) {
      report.addError(
          ErrorTag.PipespecTimelineAndInput,
          "Parameter "
              + parameter
              + " gets two inputs in "
              + owner.getSimpleName()
              + ": its @Timeline and @Input "
              + clash.member().getSimpleName()
              + ". Remove one of them.",
          owner,
          mirror);
    }
    UnderTestValidator.Parameter fed =
        underTest.parameters().stream()
            .filter(p -> p.name().equals(parameter))
            .findFirst()
            .orElseThrow();
    PackageElement harnessPackage = facts.elements().getPackageOf(owner);
    Optional<String> unsupported = literals.whyUnsupported(fed.elementType(), harnessPackage);
    if (unsupported.isPresent()) {
      report.addError(
          ErrorTag.PipespecUnsupportedLiteralType,
          "@Timeline on "
              + owner.getSimpleName()
              + " cannot write elements of "
              + TypeDisplay.of(fed.elementType())
              + ", the element type of parameter "
              + parameter
              + ": "
              + unsupported.get()
              + ". Give the input as an @Input TestStream<"
              + TypeDisplay.of(fed.elementType())
              + "> from code instead.",
          owner,
          mirror);
      return Optional.empty();
    }
    AnnotationValue value = lookup.value(mirror, "value");
    @SuppressWarnings("unchecked")
    List<? extends AnnotationValue> steps = (List<? extends AnnotationValue>) value.getValue();
    if (steps.isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadTimeline,
          "@Timeline on "
              + owner.getSimpleName()
              + " has no step. Add elements such as \"a @ 10s\" and watermark steps such as"
              + " \"watermark 20m\", or give an empty input with @Input.",
          owner,
          mirror,
          value);
      return Optional.empty();
    }
    Optional<List<TimelineStep>> parsed =
        new TimelineStepParser(facts, report).parse(owner, mirror, fed.elementType(), baseMillis);
    if (parsed.isEmpty() || report.items().size() != errors) {
      return Optional.empty();
    }
    return Optional.of(new Resolved(parameter, owner, parsed.get()));
  }
}
