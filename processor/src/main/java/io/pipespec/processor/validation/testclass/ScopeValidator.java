package io.pipespec.processor.validation.testclass;

import io.pipespec.grammar.WindowGrammar;
import io.pipespec.grammar.WindowRef;
import io.pipespec.processor.model.ScopeModel;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import io.pipespec.processor.validation.WindowReader;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import org.apiguardian.api.API;

/**
 * Checks the {@code @Window} and {@code @Pane} of the expectation methods of one class and turns
 * them into {@link ScopeModel}s, every time read by {@link WindowGrammar} against the class's base
 * time.
 */
@API(status = API.Status.INTERNAL)
public final class ScopeValidator {

  private final AnnotationLookup lookup;

  public ScopeValidator(AnnotationLookup lookup) {
    this.lookup = lookup;
  }

  /**
   * The scopes of {@code expectationMethods} that have {@code @Window} or {@code @Pane}, by method
   * name; every other method of {@code owner} with one of them gets an error.
   */
  public Map<String, ScopeModel> validate(
      TypeElement owner,
      List<ExecutableElement> expectationMethods,
      long baseMillis,
      ValidationReport.Builder report) {
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
      report
          .part(scope -> scope(method, window, pane, baseMillis, scope))
          .ifPresent(scope -> scopes.put(method.getSimpleName().toString(), scope));
    }
    return scopes;
  }

  /** The scope of {@code method}, which has a {@code @Window}, a {@code @Pane} or both. */
  private Optional<ScopeModel> scope(
      ExecutableElement method,
      Optional<AnnotationMirror> window,
      Optional<AnnotationMirror> pane,
      long baseMillis,
      ValidationReport.Builder report) {
    Optional<WindowRef> windowModel =
        window.isPresent()
            ? window(method, window.get(), baseMillis, report)
            : Optional.of(new WindowRef.Any());
    String timing =
        pane.map(
                mirror ->
                    ((VariableElement) lookup.value(mirror, "value").getValue())
                        .getSimpleName()
                        .toString())
            .orElse("ALL");
    int index = pane.map(mirror -> (Integer) lookup.value(mirror, "index").getValue()).orElse(-1);
    pane.ifPresent(mirror -> checkPane(method, mirror, timing, index, report));
    return windowModel.map(model -> new ScopeModel(model, timing, index));
  }

  private Optional<WindowRef> window(
      ExecutableElement method,
      AnnotationMirror mirror,
      long baseMillis,
      ValidationReport.Builder report) {
    WindowGrammar.Parsed parsed =
        WindowGrammar.ofAttributes(
            new WindowGrammar.Attributes(
                lookup.stringValue(mirror, "start"),
                lookup.stringValue(mirror, "end"),
                lookup.stringValue(mirror, "size"),
                (Boolean) lookup.value(mirror, "global").getValue()),
            baseMillis,
            "@Window on " + method.getSimpleName());
    return WindowReader.model(
        parsed,
        (tag, problem) ->
            report.addError(
                tag,
                problem.message(),
                method,
                mirror,
                problem
                    .attribute()
                    .flatMap(name -> lookup.explicitValue(mirror, name))
                    .orElse(null)));
  }

  private void checkPane(
      ExecutableElement method,
      AnnotationMirror mirror,
      String timing,
      int index,
      ValidationReport.Builder report) {
    if (index < -1) {
      report.addError(
          ErrorTag.PipespecBadPane,
          "@Pane on "
              + method.getSimpleName()
              + " has index "
              + index
              + ". A pane index is 0 for the first firing, 1 for the second, ...; leave it out for"
              + " any firing.",
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
              + ", which names several panes, with index "
              + index
              + ", which names one firing. Remove one of them.",
          method,
          mirror,
          lookup.value(mirror, "index"));
    }
  }
}
