package io.pipespec.processor.validation.testclass;

import io.pipespec.grammar.QuotedStart;
import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.model.TimelineStep;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.testclass.TimelineStepParser.Step;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import javax.lang.model.element.AnnotationValue;
import org.jspecify.annotations.Nullable;

/**
 * The steps of a {@code @Timeline} that a keyword starts ({@link TimelineStepParser}'s grammar):
 * {@code bundle}, {@code watermark} and {@code processing}, each read with the rules of where it
 * may stand and what its argument may be, and reported, as the parser reports every step, against
 * the step as written. The elements are the parser's.
 */
final class TimelineKeywordSteps {

  private TimelineKeywordSteps() {}

  /**
   * A {@code "bundle"} step, which goes only between two elements: after an element step (the last
   * of {@code before}) and before a step that is not a keyword's (a savepoint also ends a bundle).
   */
  static Optional<TimelineStep> bundle(
      Step step, List<TimelineStep> before, @Nullable AnnotationValue next) {
    boolean afterElement =
        !before.isEmpty()
            && (before.get(before.size() - 1).kind() == TimelineStep.Kind.ELEMENT
                || before.get(before.size() - 1).kind() == TimelineStep.Kind.ELEMENT_AT_MINIMUM);
    String nextText = next == null ? "" : ((String) next.getValue()).strip();
    String nextKeyword = nextText.split("\\s+", 2)[0].toLowerCase(Locale.ROOT);
    boolean beforeElement =
        next != null
            && !nextText.equals("bundle")
            && !nextText.equals("savepoint")
            && !nextKeyword.equals("watermark")
            && !nextKeyword.equals("processing");
    if (!afterElement || !beforeElement) {
      step.error(
          ErrorTag.PipespecBadTimeline,
          step.what()
              + " cuts the elements around it into two bundles, so it goes between two elements;"
              + " a bundle always ends at a watermark, processing or savepoint step. Move it"
              + " between two elements or remove it (to write the text bundle as an element, quote"
              + " it: 'bundle').");
      return Optional.empty();
    }
    return Optional.of(
        new TimelineStep(TimelineStep.Kind.BUNDLE, step.text(), Optional.empty(), 0));
  }

  /**
   * The argument of a {@code watermark} or {@code processing} step; empty after reporting a step
   * that has none, or that has an {@code @} as an element would: a step that starts with a keyword
   * is always that step, and an element that starts with the word is quoted.
   */
  static Optional<String> argument(Step step, String keyword, String[] words) {
    if (words.length < 2) {
      step.error(
          ErrorTag.PipespecBadTimeline,
          step.what()
              + (keyword.equals("watermark")
                  ? " has no time: write watermark <time>, such as `watermark 5m`, or `watermark"
                      + " end`"
                  : " has no duration: write processing <duration>, such as `processing +5m`")
              + ". For an element that is the word itself, quote it: "
              + QuotedStart.quote(step.text())
              + ".");
      return Optional.empty();
    }
    int at = step.text().lastIndexOf('@');
    if (at >= 0) {
      step.error(
          ErrorTag.PipespecBadTimeline,
          step.what()
              + " starts with the keyword "
              + keyword
              + ", so it is a "
              + keyword
              + " step, not an element, and has an @. Write `"
              + keyword
              + " <"
              + (keyword.equals("watermark") ? "time" : "duration")
              + ">` without @, or quote the element: "
              + QuotedStart.quote(step.text().substring(0, at).strip())
              + " @ "
              + step.text().substring(at + 1).strip()
              + ".");
      return Optional.empty();
    }
    return Optional.of(words[1].strip());
  }

  /**
   * A {@code watermark} step to {@code time}: {@code end} only as the last step, else an instant no
   * earlier than {@code watermark}, the last one (read from {@code watermarkText}).
   */
  static Optional<TimelineStep> watermark(
      Step step, String time, long watermark, @Nullable String watermarkText, long baseMillis) {
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

  /** A {@code processing} step: a positive advance of processing time by {@code duration}. */
  static Optional<TimelineStep> processing(Step step, String duration) {
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

  /**
   * The step keyword that takes no time which {@code text} starts with, when a time follows it
   * ({@code "savepoint @ 1m"}): such a text would otherwise be read as an element.
   */
  static Optional<String> timedKeyword(String text) {
    for (String keyword :
        List.of(
            "bundle",
            "savepoint",
            "fail and retry",
            "fail in @FinishBundle and retry",
            RestartSteps.TEXT,
            RestartSteps.KILL_TEXT)) {
      if (text.startsWith(keyword) && text.substring(keyword.length()).strip().startsWith("@")) {
        return Optional.of(keyword);
      }
    }
    return Optional.empty();
  }
}
