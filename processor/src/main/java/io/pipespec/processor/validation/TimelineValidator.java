package io.pipespec.processor.validation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.literal.TypeDisplay;
import io.pipespec.processor.time.TimeGrammar;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;

/**
 * Checks the {@code @Timeline} of one class and turns its steps into the expression that builds
 * the runtime's {@code TimelineSteps}, every time resolved to epoch milliseconds.
 */
final class TimelineValidator {

  /** A valid timeline: the parameter it feeds and the expression that builds its steps. */
  record Resolved(String parameter, TypeElement owner, CodeBlock steps) {}

  private static final ClassName TIMELINE_STEPS =
      ClassName.get(PipespecNames.SPEC_PACKAGE, "TimelineSteps");

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
   * The timeline of {@code owner}, if it has a valid one. {@code inputs} are the {@code @Input}s
   * of the same class: a parameter fed by both is an error.
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
    CodeBlock.Builder code =
        CodeBlock.builder().add("$T.<$T>create()", TIMELINE_STEPS, fed.elementType());
    long watermark = TimeGrammar.MIN_MILLIS;
    String watermarkText = null;
    for (int i = 0; i < steps.size(); i++) {
      AnnotationValue stepValue = steps.get(i);
      String step = ((String) stepValue.getValue()).strip();
      String what = "Step " + (i + 1) + " `" + step + "` of @Timeline on " + owner.getSimpleName();
      String[] words = step.split("\\s+", 2);
      String keyword = words[0].toLowerCase(Locale.ROOT);
      if (keyword.equals("watermark") && words.length == 2 && !step.contains("@")) {
        String time = words[1].strip();
        if (time.equals("end")) {
          if (i != steps.size() - 1) {
            error(owner, mirror, stepValue, what + " advances the watermark to the end of time,"
                + " after which nothing can happen, but steps follow it. Make it the last step.");
          }
          continue;
        }
        TimeGrammar.Parsed parsed = TimeGrammar.instant(time, baseMillis);
        if (parsed.millis().isEmpty()) {
          error(owner, mirror, stepValue, what + ": " + parsed.error() + ", or `end`.");
          continue;
        }
        if (parsed.millis().get() < watermark) {
          error(owner, mirror, stepValue, what + " moves the watermark backwards, from "
              + watermarkText + " to " + time + ". The watermark never moves backwards: remove"
              + " the step or give a later time.");
          continue;
        }
        if (parsed.millis().get() >= TimeGrammar.MAX_MILLIS) {
          error(owner, mirror, stepValue, what + " is at the end of time; write `watermark end`.");
          continue;
        }
        watermark = parsed.millis().get();
        watermarkText = time;
        code.add("\n    .watermark($LL)", watermark);
      } else if (keyword.equals("processing") && words.length == 2 && !step.contains("@")) {
        String duration = words[1].strip();
        TimeGrammar.Parsed parsed = TimeGrammar.duration(duration);
        if (parsed.millis().isEmpty()) {
          error(owner, mirror, stepValue, what + ": " + parsed.error() + ".");
        } else if (parsed.millis().get() == 0) {
          error(owner, mirror, stepValue, what + " advances processing time by zero. Give a"
              + " positive duration, such as +5m.");
        } else {
          code.add("\n    .processing($LL)", parsed.millis().get());
        }
      } else {
        int at = step.lastIndexOf('@');
        if (at < 0) {
          error(owner, mirror, stepValue, what + " is not a step. Write an element with its event"
              + " time (\"blue=3 @ 10s\"), \"watermark <time>\", \"watermark end\" or"
              + " \"processing <duration>\".");
          continue;
        }
        String literal = step.substring(0, at).strip();
        String time = step.substring(at + 1).strip();
        TimeGrammar.Parsed timestamp = TimeGrammar.instant(time, baseMillis);
        if (timestamp.millis().isEmpty()) {
          error(owner, mirror, stepValue, what + ": the event time " + timestamp.error() + ".");
        }
        LiteralParser.Result element = literals.parse(literal, fed.elementType(), harnessPackage);
        if (element.code().isEmpty()) {
          report.addError(
              ErrorTag.PipespecBadLiteral,
              what + ": " + element.error() + ".",
              owner,
              mirror,
              stepValue);
        }
        if (element.code().isPresent() && timestamp.millis().isPresent()) {
          code.add("\n    .element($L, $LL)", element.code().get(), timestamp.millis().get());
        }
      }
    }
    if (report.items().size() != errors) {
      return Optional.empty();
    }
    return Optional.of(new Resolved(parameter, owner, code.build()));
  }

  /** The messages of {@code TimeGrammar}: these errors are about a time, not the structure. */
  private static final java.util.regex.Pattern TIME_ERRORS =
      java.util.regex.Pattern.compile("is not a (time|duration)|is not an ISO|is negative|beyond");

  private void error(
      TypeElement owner, AnnotationMirror mirror, AnnotationValue value, String message) {
    report.addError(
        TIME_ERRORS.matcher(message).find()
            ? ErrorTag.PipespecBadTime
            : ErrorTag.PipespecBadTimeline,
        message,
        owner,
        mirror,
        value);
  }
}
