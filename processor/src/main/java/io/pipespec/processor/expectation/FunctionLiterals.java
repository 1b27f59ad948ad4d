package io.pipespec.processor.expectation;

import io.pipespec.grammar.QuotedStart;
import io.pipespec.grammar.TimeGrammar;
import io.pipespec.grammar.WindowGrammar;
import io.pipespec.grammar.WindowRef;
import io.pipespec.processor.literal.LiteralParser;
import io.pipespec.processor.model.Literal;
import io.pipespec.processor.model.TimerModel;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.WindowReader;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.type.TypeMirror;

/**
 * Reads the literals of the state and timer expectations: keys, state values, windows ({@code "[0,
 * 10m)"}) and timers ({@code "flush red @ 10m"}, or with their window {@code "flush red @ 9m59.999s
 * in [0, 10m)"}), every time counted from the scenario's base time.
 */
final class FunctionLiterals {

  private FunctionLiterals() {}

  /** The literal of {@code attribute}, typed as {@code type}. */
  static Optional<Literal> literal(ExpectationSite site, String attribute, TypeMirror type) {
    AnnotationValue value = site.value(attribute);
    Optional<String> unsupported = site.literals().whyUnsupported(type, site.suitePackage());
    if (unsupported.isPresent()) {
      site.error(
          ErrorTag.PipespecUnsupportedLiteralType,
          "The "
              + attribute
              + " of "
              + site.methodName()
              + " cannot be written as a literal of "
              + TypeDisplay.of(type)
              + ": "
              + unsupported.get()
              + ". Use @Satisfies with the harness as its parameter instead.",
          value);
      return Optional.empty();
    }
    LiteralParser.Result result =
        site.literals().parse((String) value.getValue(), type, site.suitePackage());
    if (result.value().isEmpty()) {
      site.error(
          ErrorTag.PipespecBadLiteral,
          "The " + attribute + " of " + site.methodName() + ": " + result.error() + ".",
          value);
    }
    return result.value();
  }

  /** The window of {@code window = "[start, end)"}; the global window when it is empty. */
  static Optional<WindowRef> window(ExpectationSite site) {
    AnnotationValue value = site.value("window");
    WindowGrammar.Parsed parsed =
        WindowGrammar.ofText((String) value.getValue(), site.baseMillis(), site.methodName());
    return WindowReader.model(parsed, (tag, problem) -> site.error(tag, problem.message(), value));
  }

  /** Every timer literal of {@code value}, or empty when one of them is wrong. */
  static Optional<List<TimerModel>> timers(ExpectationSite site, DoFnFacts function) {
    List<? extends AnnotationValue> values = site.list("value");
    List<TimerModel> timers = new ArrayList<>();
    for (AnnotationValue value : values) {
      timer(site, value, function).ifPresent(timers::add);
    }
    return timers.size() == values.size() ? Optional.of(timers) : Optional.empty();
  }

  /** What follows a timer's time when the literal names its window: {@code " in [0, 10m)"}. */
  private static final Pattern IN_WINDOW = Pattern.compile("\\s+in(?:\\s+|$)");

  /** {@code "timerId key @ time"}, optionally followed by {@code "in [start, end)"}. */
  private static Optional<TimerModel> timer(
      ExpectationSite site, AnnotationValue value, DoFnFacts function) {
    String text = ((String) value.getValue()).trim();
    String timer = "The timer `" + text + "` of " + site.methodName();
    // The id is the first word, or a quoted part for an id that holds spaces: 'my timer' a @ 1m.
    Optional<QuotedStart.Read> quoted = QuotedStart.of(text);
    if (quoted.isPresent() && quoted.get().quoted().isEmpty()) {
      site.error(
          ErrorTag.PipespecTimerLiteral, timer + ": its id: " + quoted.get().error() + ".", value);
      return Optional.empty();
    }
    String[] idAndRest =
        quoted
            .flatMap(QuotedStart.Read::quoted)
            .map(id -> new String[] {id.content(), id.rest()})
            .orElseGet(() -> text.split("\\s+", 2));
    int at = idAndRest.length < 2 ? -1 : idAndRest[1].lastIndexOf('@');
    if (at < 0) {
      site.error(
          ErrorTag.PipespecTimerLiteral,
          timer
              + " is not `timerId key @ time`; write it such as \"expiry red @ 10m\", or with its"
              + " window, \"expiry red @ 9m59.999s in [0, 10m)\".",
          value);
      return Optional.empty();
    }
    String id = idAndRest[0];
    boolean known =
        function.timers().contains(id)
            || (id.contains("/")
                && function.timers().contains(id.substring(0, id.indexOf('/') + 1)));
    if (!known) {
      site.error(
          ErrorTag.PipespecUnknownTimer,
          timer
              + " names the timer \""
              + id
              + "\", but "
              + function.display()
              + (function.timers().isEmpty()
                  ? " declares no @TimerId or @TimerFamily field"
                  : " declares " + describeTimers(function))
              + ". Use one of them (a timer of a family as family/id"
              + (function.timers().stream().anyMatch(declared -> declared.matches(".*\\s.*"))
                  ? "; quote an id that holds spaces: 'my timer' key @ time"
                  : "")
              + ").",
          value);
      return Optional.empty();
    }
    Optional<String> unsupported =
        site.literals().whyUnsupported(function.key(), site.suitePackage());
    if (unsupported.isPresent()) {
      site.error(
          ErrorTag.PipespecUnsupportedLiteralType,
          timer
              + ": its key cannot be written as a literal of "
              + TypeDisplay.of(function.key())
              + ": "
              + unsupported.get()
              + ". Use @Satisfies with the harness as its parameter instead.",
          value);
      return Optional.empty();
    }
    String keyText = idAndRest[1].substring(0, at).trim();
    String timeText = idAndRest[1].substring(at + 1);
    Optional<WindowRef> window = Optional.empty();
    Matcher in = IN_WINDOW.matcher(timeText);
    if (in.find()) {
      window =
          WindowReader.model(
              WindowGrammar.ofIntervalText(
                  timeText.substring(in.end()),
                  site.baseMillis(),
                  "the timer `" + text + "` of " + site.methodName(),
                  "Leave out `in ...` to match a timer of any window"),
              (tag, problem) -> site.error(tag, problem.message(), value));
      if (window.isEmpty()) {
        return Optional.empty();
      }
      timeText = timeText.substring(0, in.start());
    }
    LiteralParser.Result key = site.literals().parse(keyText, function.key(), site.suitePackage());
    TimeGrammar.Parsed time = TimeGrammar.instant(timeText, site.baseMillis());
    if (key.value().isEmpty() || time.millis().isEmpty()) {
      site.error(
          ErrorTag.PipespecTimerLiteral,
          timer
              + ": "
              + (key.value().isEmpty() ? "its key: " + key.error() : "its time: " + time.error())
              + ".",
          value);
      return Optional.empty();
    }
    return Optional.of(new TimerModel(id, key.value().get(), time.millis().get(), window, text));
  }

  private static String describeTimers(DoFnFacts function) {
    List<String> shown = new ArrayList<>();
    for (String timer : function.timers()) {
      shown.add(timer.endsWith("/") ? timer + "<id>" : timer);
    }
    return "the timers " + shown;
  }
}
