package io.pipespec.processor.validation.shared;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.PackageElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeMirror;
import org.apiguardian.api.API;

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
@API(status = API.Status.INTERNAL)
public final class TimelineStepParser {

  private final ValidationContext context;

  public TimelineStepParser(ValidationContext context) {
    this.context = context;
  }

  /** One step being read, and where its errors go. */
  private record Step(
      String text,
      String what,
      boolean isLast,
      AnnotationValue value,
      TypeElement declaring,
      AnnotationMirror mirror,
      ValidationReport report) {
    void error(ErrorTag tag, String message) {
      report.addError(tag, message, declaring, mirror, value);
    }
  }

  /**
   * What the elements of a timeline are, for its messages.
   *
   * @param type their type
   * @param whose what they are, such as "the element type of parameter events"
   * @param instead how to give them when they have no literal form
   */
  public record Elements(TypeMirror type, String whose, String instead) {}

  /**
   * The steps of the {@code @Timeline} {@code mirror} on {@code declaring}, elements typed as
   * {@code elements} and relative times counted from {@code baseMillis}; empty when an error was
   * reported. A timeline whose elements have no literal form is an error only if it has elements.
   */
  public Optional<List<TimelineStep>> parse(
      TypeElement declaring,
      AnnotationMirror mirror,
      Elements elements,
      long baseMillis,
      ValidationReport classReport) {
    ValidationReport report = classReport.about(declaring);
    PackageElement suitePackage = context.facts().elements().getPackageOf(declaring);
    TypeMirror elementType = elements.type();
    Optional<String> unwritable = context.literals().whyUnsupported(elementType, suitePackage);
    List<? extends AnnotationValue> values = context.lookup().listValue(mirror, "value");
    List<TimelineStep> steps = new ArrayList<>();
    // The last watermark, and the text it was read from.
    long watermark = TimeGrammar.MIN_MILLIS;
    String watermarkText = null;
    for (int i = 0; i < values.size(); i++) {
      AnnotationValue value = values.get(i);
      String text = ((String) value.getValue()).strip();
      Step step =
          new Step(
              text,
              "Step " + (i + 1) + " `" + text + "` of @Timeline on " + declaring.getSimpleName(),
              i == values.size() - 1,
              value,
              declaring,
              mirror,
              report);
      String[] words = text.split("\\s+", 2);
      String keyword = words[0].toLowerCase(Locale.ROOT);
      Optional<TimelineStep> parsed;
      if (keyword.equals("watermark") && words.length == 2 && !text.contains("@")) {
        parsed = watermark(step, words[1].strip(), watermark, watermarkText, baseMillis);
        if (parsed.isPresent() && parsed.get().kind() == TimelineStep.Kind.WATERMARK) {
          watermark = parsed.get().millis();
          watermarkText = words[1].strip();
        }
      } else if (keyword.equals("processing") && words.length == 2 && !text.contains("@")) {
        parsed = processing(step, words[1].strip());
      } else if (unwritable.isPresent()) {
        report.addError(
            ErrorTag.PipespecUnsupportedLiteralType,
            "@Timeline on "
                + declaring.getSimpleName()
                + " cannot write elements of "
                + TypeDisplay.of(elementType)
                + ", "
                + elements.whose()
                + ": "
                + unwritable.get()
                + ". "
                + elements.instead(),
            declaring,
            mirror);
        return Optional.empty();
      } else {
        parsed = element(step, elementType, suitePackage, baseMillis);
      }
      parsed.ifPresent(steps::add);
    }
    return report.isClean() ? Optional.of(steps) : Optional.empty();
  }

  private static Optional<TimelineStep> watermark(
      Step step, String time, long watermark, String watermarkText, long baseMillis) {
    if (time.equals("end")) {
      if (!step.isLast()) {
        step.error(
            ErrorTag.PipespecBadTimeline,
            step.what()
                + " advances the watermark to the end of time, after which nothing can happen,"
                + " but steps follow it. Make it the last step.");
        return Optional.empty();
      }
      return Optional.of(
          new TimelineStep(TimelineStep.Kind.WATERMARK_END, step.text(), Optional.empty(), 0));
    }
    TimeGrammar.Parsed parsed = TimeGrammar.instant(time, baseMillis);
    if (parsed.millis().isEmpty()) {
      step.error(ErrorTag.PipespecBadTime, step.what() + ": " + parsed.error() + ", or `end`.");
      return Optional.empty();
    }
    if (parsed.millis().get() < watermark) {
      step.error(
          ErrorTag.PipespecBadTimeline,
          step.what()
              + " moves the watermark backwards, from "
              + watermarkText
              + " to "
              + time
              + ". The watermark never moves backwards: remove the step or give a later time"
              + " (to test late data, give an element an event time behind the watermark).");
      return Optional.empty();
    }
    if (parsed.millis().get() >= TimeGrammar.MAX_MILLIS) {
      step.error(
          ErrorTag.PipespecBadTimeline,
          step.what() + " is at the end of time; write `watermark end`.");
      return Optional.empty();
    }
    return Optional.of(
        new TimelineStep(
            TimelineStep.Kind.WATERMARK, step.text(), Optional.empty(), parsed.millis().get()));
  }

  private static Optional<TimelineStep> processing(Step step, String duration) {
    TimeGrammar.Parsed parsed = TimeGrammar.duration(duration);
    if (parsed.millis().isEmpty()) {
      step.error(
          ErrorTag.PipespecBadTime,
          step.what() + ": " + parsed.error() + ". Processing time only advances.");
      return Optional.empty();
    }
    if (parsed.millis().get() == 0) {
      step.error(
          ErrorTag.PipespecBadTimeline,
          step.what()
              + " advances processing time by zero. Give a positive duration, such as +5m.");
      return Optional.empty();
    }
    return Optional.of(
        new TimelineStep(
            TimelineStep.Kind.PROCESSING, step.text(), Optional.empty(), parsed.millis().get()));
  }

  private Optional<TimelineStep> element(
      Step step, TypeMirror elementType, PackageElement suitePackage, long baseMillis) {
    LiteralParser literals = context.literals();
    int at = step.text().lastIndexOf('@');
    if (at < 0) {
      LiteralParser.Result element = literals.parse(step.text(), elementType, suitePackage);
      if (element.value().isPresent()) {
        return Optional.of(
            new TimelineStep(
                TimelineStep.Kind.ELEMENT_AT_MINIMUM, step.text(), element.value(), 0));
      }
      step.error(
          ErrorTag.PipespecBadTimeline,
          step.what()
              + " is neither a step nor an element of "
              + TypeDisplay.of(elementType)
              + " ("
              + element.error()
              + "). Write an element with its event time (\"blue=3 @ 10s\"),"
              + " \"watermark <time>\", \"watermark end\" or \"processing <duration>\".");
      return Optional.empty();
    }
    String literal = step.text().substring(0, at).strip();
    String time = step.text().substring(at + 1).strip();
    TimeGrammar.Parsed timestamp = TimeGrammar.instant(time, baseMillis);
    if (timestamp.millis().isEmpty()) {
      step.error(
          ErrorTag.PipespecBadTime, step.what() + ": the event time " + timestamp.error() + ".");
    }
    LiteralParser.Result element = literals.parse(literal, elementType, suitePackage);
    if (element.value().isEmpty()) {
      step.error(ErrorTag.PipespecBadLiteral, step.what() + ": " + element.error() + ".");
    }
    if (element.value().isEmpty() || timestamp.millis().isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        new TimelineStep(
            TimelineStep.Kind.ELEMENT, step.text(), element.value(), timestamp.millis().get()));
  }
}
