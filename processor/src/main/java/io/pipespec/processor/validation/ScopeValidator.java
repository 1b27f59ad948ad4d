package io.pipespec.processor.validation;

import io.pipespec.grammar.WindowGrammar;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.ScopeModel;
import io.pipespec.processor.model.WindowModel;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
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
    WindowModel windowModel = new WindowModel.Any();
    if (window.isPresent()) {
      AnnotationMirror mirror = window.get();
      WindowGrammar.Parsed parsed =
          WindowGrammar.ofAttributes(
              new WindowGrammar.Attributes(
                  lookup.stringValue(mirror, "start"),
                  lookup.stringValue(mirror, "end"),
                  lookup.stringValue(mirror, "size"),
                  (Boolean) lookup.value(mirror, "global").getValue()),
              baseMillis,
              "@Window on " + method.getSimpleName());
      if (parsed instanceof WindowGrammar.Failed failed) {
        for (WindowGrammar.Problem problem : failed.problems()) {
          report.addError(
              problem.fault() == WindowGrammar.Fault.TIME
                  ? ErrorTag.PipespecBadTime
                  : ErrorTag.PipespecBadWindow,
              problem.message(),
              method,
              mirror,
              problem.attribute().flatMap(name -> lookup.explicitValue(mirror, name)).orElse(null));
        }
      } else if (parsed instanceof WindowGrammar.Interval interval) {
        windowModel =
            new WindowModel.Interval(
                interval.startMillis(), interval.endMillis(), interval.source());
      } else {
        windowModel = new WindowModel.Global();
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
    return Optional.of(new ScopeModel(windowModel, timing, index));
  }
}
