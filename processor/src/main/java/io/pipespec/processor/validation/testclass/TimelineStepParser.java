package io.pipespec.processor.validation.testclass;

import io.pipespec.grammar.QuotedStart;
import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
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
import org.jspecify.annotations.Nullable;

/**
 * The one grammar of {@code @Timeline} steps, shared by pipeline and job tests (whose steps become
 * a {@code TestStream}) and function tests (whose steps drive the function harness), so that all
 * read the same steps the same way and report the same errors:
 *
 * <pre>
 * step     := "watermark" instant         the watermark never moves backwards
 *           | "watermark end"             only as the last step
 *           | "processing" duration       a positive advance, "+" optional ("processing +5m")
 *           | "bundle"                    between two elements: they arrive in two bundles
 *           | "savepoint"                 once, neither first nor last: the recorded job stops
 *                                         here, the current code restored from it runs the rest
 *           | "fail and restart"          once, after an element or a watermark: the job fails
 *                                         here and restarts from a checkpoint (FlinkRunner)
 *           | "'" text "'" ["@" instant]  a quoted element, its text a literal ('a@b' @ 1m)
 *           | literal "@" instant         an element at an event time (split at the last "@")
 *           | literal                     an element at Beam's minimum timestamp
 * </pre>
 *
 * The grammar is unambiguous: a step whose first word is {@code watermark} or {@code processing} is
 * that step (without its argument, or with an {@code @}, it is an error that says to quote an
 * element that starts with the word); a step that starts with a quoted part followed by nothing or
 * by {@code @} is that part as an element, so an element can hold an {@code @} or be a keyword.
 * Times are {@link TimeGrammar}'s. What the runners do differently is not the grammar's concern: a
 * pipeline's timeline ends with an implied {@code watermark end} (its input is bounded), a
 * function's does not, so that pending timers can be expected. Only a {@code savepoint} step
 * depends on the kind of test, which {@link TakeOverSteps} checks once every step has been read.
 */
@API(status = API.Status.INTERNAL)
public final class TimelineStepParser {

  private final ValidationContext context;
  private final TakeOverSteps takeOver;
  private final RetrySteps retries;
  private final RestartSteps restarts;

  /** A parser of the timelines of {@code kind}'s tests. */
  public TimelineStepParser(ValidationContext context, TestKind kind) {
    this.context = context;
    this.takeOver = new TakeOverSteps(kind);
    this.retries = new RetrySteps(kind);
    this.restarts = new RestartSteps(kind);
  }

  /** One step being read, and where its errors go. */
  record Step(
      String text,
      String what,
      boolean isLast,
      AnnotationValue value,
      TypeElement declaring,
      AnnotationMirror mirror,
      ValidationReport.Builder report) {
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
      ValidationReport.Builder report) {
    return report.part(steps -> steps(declaring, mirror, elements, baseMillis, steps));
  }

  private Optional<List<TimelineStep>> steps(
      TypeElement declaring,
      AnnotationMirror mirror,
      Elements elements,
      long baseMillis,
      ValidationReport.Builder report) {
    PackageElement suitePackage = context.facts().elements().getPackageOf(declaring);
    TypeMirror elementType = elements.type();
    Optional<String> unwritable = context.literals().whyUnsupported(elementType, suitePackage);
    List<? extends AnnotationValue> values = context.lookup().listValue(mirror, "value");
    List<TimelineStep> steps = new ArrayList<>();
    // The last watermark, and the text it was read from.
    long watermark = TimeGrammar.MIN_MILLIS;
    @Nullable String watermarkText = null;
    for (int i = 0; i < values.size(); i++) {
      AnnotationValue value = values.get(i);
      String text = ((String) value.getValue()).strip();
      Step step =
          new Step(
              text,
              stepName(i, text, declaring),
              i == values.size() - 1,
              value,
              declaring,
              mirror,
              report);
      String[] words = text.split("\\s+", 2);
      String keyword = words[0].toLowerCase(Locale.ROOT);
      Optional<QuotedStart.Read> quoted = QuotedStart.of(text);
      boolean quotedElement =
          quoted.isPresent()
              && (quoted.get().quoted().isEmpty() || isWholeElement(quoted.get().quoted().get()));
      Optional<TimelineStep> parsed;
      Optional<String> timedKeyword =
          quotedElement ? Optional.empty() : TimelineKeywordSteps.timedKeyword(text);
      if (timedKeyword.isPresent()) {
        step.error(
            ErrorTag.PipespecBadTimeline,
            step.what()
                + ": `"
                + timedKeyword.get()
                + "` is a step that takes no time (it happens where it is written, between the"
                + " steps around it), so with a time it would be read as an element of that text."
                + " Write `"
                + timedKeyword.get()
                + "` alone, or quote it for the element: '"
                + timedKeyword.get()
                + "' @ "
                + text.substring(text.lastIndexOf('@') + 1).strip()
                + ".");
        parsed = Optional.empty();
      } else if (!quotedElement && text.equals("bundle")) {
        parsed =
            TimelineKeywordSteps.bundle(
                step, steps, i + 1 < values.size() ? values.get(i + 1) : null);
      } else if (!quotedElement && RetrySteps.isCut(text)) {
        parsed = RetrySteps.cut(step);
      } else if (!quotedElement && RetrySteps.kind(text).isPresent()) {
        parsed =
            Optional.of(new TimelineStep(RetrySteps.kind(text).get(), text, Optional.empty(), 0));
      } else if (!quotedElement && RestartSteps.isRestart(text)) {
        parsed =
            Optional.of(new TimelineStep(TimelineStep.Kind.RESTART, text, Optional.empty(), 0));
      } else if (!quotedElement && text.equals("savepoint")) {
        parsed =
            Optional.of(new TimelineStep(TimelineStep.Kind.SAVEPOINT, text, Optional.empty(), 0));
      } else if (!quotedElement && (keyword.equals("watermark") || keyword.equals("processing"))) {
        Optional<String> argument = TimelineKeywordSteps.argument(step, keyword, words);
        if (argument.isEmpty()) {
          parsed = Optional.empty();
        } else if (keyword.equals("watermark")) {
          parsed =
              TimelineKeywordSteps.watermark(
                  step, argument.get(), watermark, watermarkText, baseMillis);
          if (parsed.isPresent() && parsed.get().kind() == TimelineStep.Kind.WATERMARK) {
            watermark = parsed.get().millis();
            watermarkText = argument.get();
          }
        } else {
          parsed = TimelineKeywordSteps.processing(step, argument.get());
        }
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
      } else if (quotedElement) {
        parsed = quotedElement(step, quoted.get(), elementType, suitePackage, baseMillis);
      } else {
        parsed = element(step, elementType, suitePackage, baseMillis);
      }
      parsed.ifPresent(steps::add);
    }
    if (steps.size() == values.size()) {
      // (Where a step has an error, the take-over's rules could only count the wrong steps.)
      takeOver.check(declaring, mirror, values, steps, report);
      retries.check(declaring, mirror, values, steps, report);
      restarts.check(declaring, mirror, values, steps, report);
    }
    return Optional.of(steps);
  }

  /**
   * {@code "Step 2 `watermark 5m` of @Timeline on Late"}: the step at {@code index}, as written.
   */
  static String stepName(int index, String text, TypeElement declaring) {
    return "Step " + (index + 1) + " `" + text + "` of @Timeline on " + declaring.getSimpleName();
  }

  /**
   * Whether a step that starts with a quoted part is that part as an element, alone or with its
   * time ({@code 'a@b' @ 1m}), rather than a literal that merely starts with a quoted part, such as
   * a {@code KV} with a quoted key ({@code 'a=b'=3 @ 1m}).
   */
  private static boolean isWholeElement(QuotedStart quoted) {
    String rest = quoted.rest().strip();
    return rest.isEmpty() || rest.startsWith("@");
  }

  /** {@code 'literal'} or {@code 'literal' @ time}: the quoted text is the element's literal. */
  private Optional<TimelineStep> quotedElement(
      Step step,
      QuotedStart.Read read,
      TypeMirror elementType,
      PackageElement suitePackage,
      long baseMillis) {
    if (read.quoted().isEmpty()) {
      step.error(
          ErrorTag.PipespecBadTimeline,
          step.what()
              + ": "
              + read.error()
              + ". A step that starts with a quote is a quoted element, such as 'a@b' @ 1m.");
      return Optional.empty();
    }
    QuotedStart quoted = read.quoted().get();
    String rest = quoted.rest().strip();
    Optional<Long> time = Optional.of(TimeGrammar.MIN_MILLIS);
    if (!rest.isEmpty()) {
      TimeGrammar.Parsed timestamp = TimeGrammar.instant(rest.substring(1), baseMillis);
      if (timestamp.millis().isEmpty()) {
        step.error(
            ErrorTag.PipespecBadTime, step.what() + ": the event time " + timestamp.error() + ".");
      }
      time = timestamp.millis();
    }
    LiteralParser.Result element =
        context.literals().parse(quoted.content(), elementType, suitePackage);
    if (element.value().isEmpty()) {
      step.error(ErrorTag.PipespecBadLiteral, step.what() + ": " + element.error() + ".");
    }
    if (element.value().isEmpty() || time.isEmpty()) {
      return Optional.empty();
    }
    return Optional.of(
        rest.isEmpty()
            ? new TimelineStep(
                TimelineStep.Kind.ELEMENT_AT_MINIMUM, step.text(), element.value(), 0)
            : new TimelineStep(
                TimelineStep.Kind.ELEMENT, step.text(), element.value(), time.get()));
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
