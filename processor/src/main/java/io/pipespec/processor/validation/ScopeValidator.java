package io.pipespec.processor.validation;

import io.pipespec.grammar.TimeGrammar;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ScopeModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * Checks the {@code @Window} and {@code @Pane} of the expectation methods of one class and turns
 * them into {@link ScopeModel}s, with every time resolved against the class's base time.
 */
final class ScopeValidator {

  private final AnnotationLookup lookup;
  private final ValidationReport report;

  ScopeValidator(AnnotationLookup lookup, ValidationReport report) {
    this.lookup = lookup;
    this.report = report;
  }

  /**
   * The scopes of {@code expectationMethods} that have {@code @Window} or {@code @Pane}, by method
   * name; every other method of {@code owner} with one of them gets an error.
   */
  Map<String, ScopeModel> validate(
      TypeElement owner, List<ExecutableElement> expectationMethods, long baseMillis) {
    Map<String, ScopeModel> scopes = new LinkedHashMap<>();
    for (ExecutableElement method : ElementFilter.methodsIn(owner.getEnclosedElements())) {
      Optional<AnnotationMirror> window = lookup.find(method, PipespecNames.WINDOW);
      Optional<AnnotationMirror> pane = lookup.find(method, PipespecNames.PANE);
      if (window.isEmpty() && pane.isEmpty()) {
        continue;
      }
      if (!expectationMethods.contains(method)) {
        report.addError(
            ErrorTag.PipespecMisplacedScope,
            (window.isPresent() ? "@Window" : "@Pane")
                + " on "
                + method.getSimpleName()
                + " has no effect: the method has no expectation annotation. Add @ExpectContains,"
                + " @ExpectEmpty or @Satisfies to it, or remove the annotation.",
            method,
            window.orElseGet(pane::get));
        continue;
      }
      Optional<ScopeModel> model = scope(method, window, pane, baseMillis);
      model.ifPresent(scope -> scopes.put(method.getSimpleName().toString(), scope));
    }
    return scopes;
  }

  private Optional<ScopeModel> scope(
      ExecutableElement method,
      Optional<AnnotationMirror> window,
      Optional<AnnotationMirror> pane,
      long baseMillis) {
    int errors = report.items().size();
    ScopeModel.WindowKind kind = ScopeModel.WindowKind.ANY;
    long start = 0;
    long end = 0;
    if (window.isPresent()) {
      AnnotationMirror mirror = window.get();
      String startText = lookup.stringValue(mirror, "start");
      String endText = lookup.stringValue(mirror, "end");
      String sizeText = lookup.stringValue(mirror, "size");
      boolean global = (Boolean) lookup.value(mirror, "global").getValue();
      if (global) {
        kind = ScopeModel.WindowKind.GLOBAL;
        if (!startText.isEmpty() || !endText.isEmpty() || !sizeText.isEmpty()) {
          error(
              method,
              mirror,
              "global",
              "@Window on "
                  + method.getSimpleName()
                  + " names the global window and an interval."
                  + " Remove start, end and size, or global = true.");
        }
      } else {
        kind = ScopeModel.WindowKind.INTERVAL;
        if (startText.isEmpty()) {
          error(
              method,
              mirror,
              null,
              "@Window on "
                  + method.getSimpleName()
                  + " names no window. Give start and end, start and size, or global = true.");
        } else if (endText.isEmpty() == sizeText.isEmpty()) {
          error(
              method,
              mirror,
              endText.isEmpty() ? null : "size",
              "@Window on "
                  + method.getSimpleName()
                  + (endText.isEmpty() ? " gives neither end nor size" : " gives both end and size")
                  + ". Give exactly one of them.");
        } else {
          Optional<Long> startMillis = instant(method, mirror, "start", startText, baseMillis);
          Optional<Long> endMillis;
          if (!endText.isEmpty()) {
            endMillis = instant(method, mirror, "end", endText, baseMillis);
          } else {
            TimeGrammar.Parsed size = TimeGrammar.duration(sizeText);
            if (size.millis().isEmpty()) {
              error(
                  method,
                  mirror,
                  "size",
                  "size of @Window on " + method.getSimpleName() + ": " + size.error() + ".");
              endMillis = Optional.empty();
            } else if (size.millis().get() == 0) {
              error(
                  method,
                  mirror,
                  "size",
                  "size of @Window on "
                      + method.getSimpleName()
                      + " is zero. A window has a positive size, such as 20m.");
              endMillis = Optional.empty();
            } else {
              endMillis = startMillis.map(s -> s + size.millis().get());
            }
          }
          if (startMillis.isPresent() && endMillis.isPresent()) {
            start = startMillis.get();
            end = endMillis.get();
            if (end <= start) {
              error(
                  method,
                  mirror,
                  "end",
                  "@Window on "
                      + method.getSimpleName()
                      + " ends at "
                      + endText
                      + ", not after its start "
                      + startText
                      + ". Give an end after the"
                      + " start.");
            } else if (end > TimeGrammar.MAX_MILLIS) {
              error(
                  method,
                  mirror,
                  "size",
                  "@Window on "
                      + method.getSimpleName()
                      + " ends beyond the range of Beam timestamps.");
            }
          }
        }
      }
    }
    String timing = "ALL";
    int index = -1;
    if (pane.isPresent()) {
      AnnotationMirror mirror = pane.get();
      Object value = lookup.value(mirror, "value").getValue();
      timing = ((VariableElement) value).getSimpleName().toString();
      index = (Integer) lookup.value(mirror, "index").getValue();
      if (index < -1) {
        report.addError(
            ErrorTag.PipespecBadPane,
            "@Pane on "
                + method.getSimpleName()
                + " has index "
                + index
                + ". A pane index is 0"
                + " for the first firing, 1 for the second, ...; leave it out for any firing.",
            method,
            mirror,
            lookup.value(mirror, "index"));
      } else if (index >= 0 && (timing.equals("ONLY") || timing.equals("COMBINED_NON_LATE"))) {
        report.addError(
            ErrorTag.PipespecBadPane,
            "@Pane on "
                + method.getSimpleName()
                + " combines "
                + timing
                + ", which names several"
                + " panes, with index "
                + index
                + ", which names one firing. Remove one of them.",
            method,
            mirror,
            lookup.value(mirror, "index"));
      }
    }
    if (report.items().size() != errors) {
      return Optional.empty();
    }
    return Optional.of(new ScopeModel(kind, start, end, timing, index));
  }

  private Optional<Long> instant(
      ExecutableElement method, AnnotationMirror mirror, String name, String text, long base) {
    TimeGrammar.Parsed parsed = TimeGrammar.instant(text, base);
    if (parsed.millis().isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadTime,
          name + " of @Window on " + method.getSimpleName() + ": " + parsed.error() + ".",
          method,
          mirror,
          lookup.value(mirror, name));
    }
    return parsed.millis();
  }

  /** The messages of {@code TimeGrammar}: these errors are about a time, not the structure. */
  private static final java.util.regex.Pattern TIME_ERRORS =
      java.util.regex.Pattern.compile("is not a (time|duration)|is not an ISO|is negative|beyond");

  private void error(
      ExecutableElement method, AnnotationMirror mirror, String attribute, String message) {
    AnnotationValue value =
        attribute == null ? null : lookup.explicitValue(mirror, attribute).orElse(null);
    report.addError(
        TIME_ERRORS.matcher(message).find() ? ErrorTag.PipespecBadTime : ErrorTag.PipespecBadWindow,
        message,
        method,
        mirror,
        value);
  }
}
