package io.pipespec.processor.validation;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.types.TypeFacts;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;

/**
 * The one grammar of {@code @Timeline} steps, shared by pipeline tests (whose steps become a {@code
 * TestStream}) and function tests (whose steps drive the function harness), so that both read the
 * same steps the same way and report the same errors:
 *
 * <pre>
 * step     := literal "@" instant     an element at an event time (split at the last "@")
 *           | literal                 an element at Beam's minimum timestamp
 *           | "watermark" instant     the watermark never moves backwards
 *           | "watermark end"         only as the last step
 *           | "processing" duration   a positive advance, "+" optional ("processing +5m")
 * </pre>
 *
 * Times are {@link TimeGrammar}'s. What the runners do differently is not the grammar's concern: a
 * pipeline's timeline ends with an implied {@code watermark end} (its input is bounded), a
 * function's does not, so that pending timers can be expected.
 */
final class TimelineStepParser {

  private final TypeFacts facts;
  private final ValidationReport report;
  private final LiteralParser literals;

  TimelineStepParser(TypeFacts facts, ValidationReport report) {
    this.facts = facts;
    this.report = report;
    this.literals = new LiteralParser(facts.types(), facts.elements());
  }

  /**
   * The steps of the {@code @Timeline} {@code mirror} on {@code declaring}, elements typed as
   * {@code elementType} and relative times counted from {@code baseMillis}; empty when an error was
   * reported.
   */
  Optional<List<TimelineStep>> parse(
      TypeElement declaring, AnnotationMirror mirror, TypeMirror elementType, long baseMillis) {
    int errors = report.items().size();
    PackageElement harnessPackage = facts.elements().getPackageOf(declaring);
    @SuppressWarnings("unchecked")
    List<? extends AnnotationValue> values =
        (List<? extends AnnotationValue>)
            mirror.getElementValues().entrySet().stream()
                .filter(e -> e.getKey().getSimpleName().contentEquals("value"))
                .findFirst()
                .orElseThrow()
                .getValue()
                .getValue();
    List<TimelineStep> steps = new ArrayList<>();
    long watermark = TimeGrammar.MIN_MILLIS;
    String watermarkText = null;
    for (int i = 0; i < values.size(); i++) {
      AnnotationValue value = values.get(i);
      String step = ((String) value.getValue()).strip();
      String what =
          "Step " + (i + 1) + " `" + step + "` of @Timeline on " + declaring.getSimpleName();
      String[] words = step.split("\\s+", 2);
      String keyword = words[0].toLowerCase(Locale.ROOT);
      if (keyword.equals("watermark") && words.length == 2 && !step.contains("@")) {
        String time = words[1].strip();
        if (time.equals("end")) {
          if (i != values.size() - 1) {
            error(
                ErrorTag.PipespecBadTimeline,
                declaring,
                mirror,
                value,
                what
                    + " advances the watermark to the end of time, after which nothing can happen,"
                    + " but steps follow it. Make it the last step.");
            continue;
          }
          steps.add(new TimelineStep(TimelineStep.Kind.WATERMARK_END, step, Optional.empty(), 0));
          continue;
        }
        TimeGrammar.Parsed parsed = TimeGrammar.instant(time, baseMillis);
        if (parsed.millis().isEmpty()) {
          error(
              ErrorTag.PipespecBadTime,
              declaring,
              mirror,
              value,
              what + ": " + parsed.error() + ", or `end`.");
          continue;
        }
        if (parsed.millis().get() < watermark) {
          error(
              ErrorTag.PipespecBadTimeline,
              declaring,
              mirror,
              value,
              what
                  + " moves the watermark backwards, from "
                  + watermarkText
                  + " to "
                  + time
                  + ". The watermark never moves backwards: remove the step or give a later time"
                  + " (to test late data, give an element an event time behind the watermark).");
          continue;
        }
        if (parsed.millis().get() >= TimeGrammar.MAX_MILLIS) {
          error(
              ErrorTag.PipespecBadTimeline,
              declaring,
              mirror,
              value,
              what + " is at the end of time; write `watermark end`.");
          continue;
        }
        watermark = parsed.millis().get();
        watermarkText = time;
        steps.add(new TimelineStep(TimelineStep.Kind.WATERMARK, step, Optional.empty(), watermark));
      } else if (keyword.equals("processing") && words.length == 2 && !step.contains("@")) {
        TimeGrammar.Parsed parsed = TimeGrammar.duration(words[1].strip());
        if (parsed.millis().isEmpty()) {
          error(
              ErrorTag.PipespecBadTime,
              declaring,
              mirror,
              value,
              what + ": " + parsed.error() + ". Processing time only advances.");
        } else if (parsed.millis().get() == 0) {
          error(
              ErrorTag.PipespecBadTimeline,
              declaring,
              mirror,
              value,
              what + " advances processing time by zero. Give a positive duration, such as +5m.");
        } else {
          steps.add(
              new TimelineStep(
                  TimelineStep.Kind.PROCESSING, step, Optional.empty(), parsed.millis().get()));
        }
      } else {
        element(declaring, mirror, value, step, what, elementType, harnessPackage, baseMillis)
            .ifPresent(steps::add);
      }
    }
    return report.items().size() == errors ? Optional.of(steps) : Optional.empty();
  }

  private Optional<TimelineStep> element(
      TypeElement declaring,
      AnnotationMirror mirror,
      AnnotationValue value,
      String step,
      String what,
      TypeMirror elementType,
      PackageElement harnessPackage,
      long baseMillis) {
    int at = step.lastIndexOf('@');
    if (at < 0) {
      LiteralParser.Result element = literals.parse(step, elementType, harnessPackage);
      if (element.value().isPresent()) {
        return Optional.of(
            new TimelineStep(TimelineStep.Kind.ELEMENT_AT_MINIMUM, step, element.value(), 0));
      }
      error(
          ErrorTag.PipespecBadTimeline,
          declaring,
          mirror,
          value,
          what
              + " is neither a step nor an element of "
              + TypeDisplay.of(elementType)
              + " ("
              + element.error()
              + "). Write an element with its event time (\"blue=3 @ 10s\"),"
              + " \"watermark <time>\", \"watermark end\" or \"processing <duration>\".");
      return Optional.empty();
    }
    String literal = step.substring(0, at).strip();
    String time = step.substring(at + 1).strip();
    TimeGrammar.Parsed timestamp = TimeGrammar.instant(time, baseMillis);
    if (timestamp.millis().isEmpty()) {
      error(
          ErrorTag.PipespecBadTime,
          declaring,
          mirror,
          value,
          what + ": the event time " + timestamp.error() + ".");
    }
    LiteralParser.Result element = literals.parse(literal, elementType, harnessPackage);
    if (element.value().isEmpty()) {
      error(
          ErrorTag.PipespecBadLiteral,
          declaring,
          mirror,
          value,
          what + ": " + element.error() + ".");
    }
    if (element.value().isEmpty() || timestamp.millis().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new TimelineStep(
            TimelineStep.Kind.ELEMENT, step, element.value(), timestamp.millis().get()));
  }

  private void error(
      ErrorTag tag,
      TypeElement declaring,
      AnnotationMirror mirror,
      AnnotationValue value,
      String message) {
    report.addError(tag, message, declaring, mirror, value);
  }
}
