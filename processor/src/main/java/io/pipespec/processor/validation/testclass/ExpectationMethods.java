package io.pipespec.processor.validation.testclass;

import io.pipespec.processor.expectation.ExpectEffectsKind;
import io.pipespec.processor.expectation.ExpectationKind;
import io.pipespec.processor.expectation.ExpectationKinds;
import io.pipespec.processor.expectation.ExpectationSite;
import io.pipespec.processor.expectation.Judged;
import io.pipespec.processor.expectation.PredicateReader;
import io.pipespec.processor.model.CheckModel;
import io.pipespec.processor.model.ExpectationModel;
import io.pipespec.processor.model.PredicateModel;
import io.pipespec.processor.model.ScopeModel;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.JavaTypes;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationContext;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.type.TypeKind;
import javax.lang.model.util.ElementFilter;
import org.apiguardian.api.API;

/**
 * The expectation methods of a scenario, in every kind of test: each carries exactly one
 * expectation annotation, is a method the suite can name (not private, void, not overloaded,
 * without parameters unless its kind calls it), and its annotation is then checked and modelled by
 * its {@link ExpectationKind}, its {@code @Where} by {@link PredicateReader}.
 */
@API(status = API.Status.INTERNAL)
public final class ExpectationMethods {

  private final ValidationContext context;
  private final ExpectationKinds kinds;

  public ExpectationMethods(ValidationContext context, ExpectationKinds kinds) {
    this.context = context;
    this.kinds = kinds;
  }

  /** The expectation methods {@code owner} declares for a {@code testKind}, in order. */
  public List<ExecutableElement> methods(TypeElement owner, TestKind testKind) {
    List<ExecutableElement> methods = new ArrayList<>();
    for (ExecutableElement method : ElementFilter.methodsIn(owner.getEnclosedElements())) {
      if (!annotationsOf(method, testKind).isEmpty()) {
        methods.add(method);
      }
    }
    return methods;
  }

  /** The first expectation annotation of {@code method}, which must have one. */
  AnnotationMirror firstMirror(ExecutableElement method, TestKind testKind) {
    return context
        .lookup()
        .find(method, annotationsOf(method, testKind).get(0).annotation())
        .orElseThrow();
  }

  /**
   * The models of every valid expectation method of the scenario {@code owner}; errors for the
   * others, and for a scenario without any, go to {@code report}.
   *
   * @param scopes the {@code @Window}/{@code @Pane} scope of each method that has one, by name
   */
  public List<ExpectationModel> validate(
      TypeElement owner,
      TestKind testKind,
      Judged judged,
      long baseMillis,
      Map<String, ScopeModel> scopes,
      ValidationReport.Builder report) {
    List<ExecutableElement> methods = methods(owner, testKind);
    if (methods.isEmpty()) {
      report.addError(
          ErrorTag.PipespecNoExpectations,
          "Scenario "
              + owner.getSimpleName()
              + " has no expectation, so it would test nothing. Add an "
              + testKind.suggestedExpectations()
              + " method to "
              + owner.getSimpleName()
              + ", or remove the scenario.",
          owner);
    }
    List<ExpectationModel> models = new ArrayList<>();
    for (ExecutableElement method : methods) {
      Optional<ScopeModel> scope =
          Optional.ofNullable(scopes.get(method.getSimpleName().toString()));
      report
          .part(
              methodReport ->
                  validate(
                      owner, method, testKind, judged, baseMillis, scope.isPresent(), methodReport))
          .map(
              check ->
                  new ExpectationModel(
                      JavaTypes.classRef(owner),
                      method.getSimpleName().toString(),
                      scope,
                      check.where(),
                      check.check(),
                      context.lines().lineOf(method)))
          .ifPresent(models::add);
    }
    goldenEffectsOnce(owner, models, report);
    return models;
  }

  /**
   * Reports each {@code @ExpectEffects} of the scenario {@code owner} that names the golden file an
   * earlier one of its methods names: both would read the one file, and recording would write it
   * twice, the second run's effects over the first's.
   */
  private void goldenEffectsOnce(
      TypeElement owner, List<ExpectationModel> models, ValidationReport.Builder report) {
    Map<String, String> methodByFile = new HashMap<>();
    for (ExpectationModel model : models) {
      if (!(model.check() instanceof ExpectEffectsKind.Check effects)
          || effects.golden().isEmpty()) {
        continue;
      }
      String first = methodByFile.putIfAbsent(effects.golden(), model.methodName());
      if (first == null) {
        continue;
      }
      String name = effects.golden().substring(effects.golden().lastIndexOf('/') + 1);
      String snapshot = name.substring(name.indexOf('.') + 1);
      ExecutableElement method = method(owner, model.methodName());
      report.addError(
          ErrorTag.PipespecBadEffects,
          "@ExpectEffects on "
              + first
              + " and on "
              + model.methodName()
              + " name the same golden file \""
              + snapshot
              + "\", so one run would overwrite the other's effects in it. Give each its own"
              + " file, such as snapshot = \""
              + model.methodName()
              + ".effects\" on "
              + model.methodName()
              + ".",
          method,
          context.lookup().find(method, ExpectEffectsKind.ANNOTATION).orElse(null));
    }
  }

  private static ExecutableElement method(TypeElement owner, String name) {
    return ElementFilter.methodsIn(owner.getEnclosedElements()).stream()
        .filter(method -> method.getSimpleName().contentEquals(name))
        .findFirst()
        .orElseThrow();
  }

  /** What the annotations of one method check, narrowed by its {@code @Where}. */
  private record Checked(CheckModel check, Optional<PredicateModel> where) {}

  private Optional<Checked> validate(
      TypeElement owner,
      ExecutableElement method,
      TestKind testKind,
      Judged judged,
      long baseMillis,
      boolean scoped,
      ValidationReport.Builder report) {
    List<ExpectationKind<?>> found = annotationsOf(method, testKind);
    ExpectationKind<?> kind = found.get(0);
    if (found.size() > 1) {
      report.addError(
          ErrorTag.PipespecTwoExpectations,
          "Method "
              + method.getSimpleName()
              + " has two expectation annotations, "
              + kind.display()
              + " and "
              + found.get(1).display()
              + ". Each expectation is its own method: move one to a new method.",
          method,
          context.lookup().find(method, found.get(1).annotation()).orElseThrow());
      return Optional.empty();
    }
    ExpectationSite site =
        new ExpectationSite(
            context,
            report,
            owner,
            method,
            context.lookup().find(method, kind.annotation()).orElseThrow(),
            kind.display(),
            baseMillis);
    checkMethod(site, kind);
    Optional<? extends CheckModel> check = kind.validate(site, judged);
    if (check.isEmpty()) {
      return Optional.empty();
    }
    Optional<PredicateModel> where = where(site, kind, check.get(), judged);
    if (scoped && check.get().target().output().isEmpty()) {
      scopeWithoutOutput(site, kind);
    }
    return Optional.of(new Checked(check.get(), where));
  }

  /**
   * The {@code @Where} of the method, over the elements its check judges. A kind that judges no
   * elements has its {@code @Where} reported by {@link PlacementValidator}; a {@code @Satisfies}
   * that takes the function harness has no elements to narrow either.
   */
  private Optional<PredicateModel> where(
      ExpectationSite site, ExpectationKind<?> kind, CheckModel check, Judged judged) {
    if (!kind.judgesElements()) {
      return Optional.empty();
    }
    Optional<Judged.Output> output = check.target().output().flatMap(judged::output);
    if (output.isPresent()) {
      return PredicateReader.where(site, output.get());
    }
    context
        .lookup()
        .find(site.method(), PipespecNames.WHERE)
        .ifPresent(
            where ->
                site.report()
                    .addError(
                        ErrorTag.PipespecMisplacedAnnotation,
                        "@Where on "
                            + site.methodName()
                            + " narrows the elements of an output, but "
                            + site.methodName()
                            + " takes the function harness, which holds every output. Remove"
                            + " @Where, and select the elements in code.",
                        site.method(),
                        where));
    return Optional.empty();
  }

  /**
   * Reports the {@code @Window} or {@code @Pane} of an expectation that judges no output's elements
   * (a function's state or timers, or its harness), which a scope could only be silently ignored
   * by.
   */
  private void scopeWithoutOutput(ExpectationSite site, ExpectationKind<?> kind) {
    Optional<AnnotationMirror> window = context.lookup().find(site.method(), PipespecNames.WINDOW);
    AnnotationMirror scope =
        window.orElseGet(
            () -> context.lookup().find(site.method(), PipespecNames.PANE).orElseThrow());
    String annotation = window.isPresent() ? "@Window" : "@Pane";
    String reads =
        kind.judgesElements()
            ? site.methodName()
                + " takes the function harness, which holds every output, window and pane."
                + " Select them in code, or remove "
                + annotation
                + "."
            : kind.scopeAdvice(annotation);
    site.report()
        .addError(
            ErrorTag.PipespecMisplacedScope,
            annotation + " on " + site.methodName() + " has no effect: " + reads,
            site.method(),
            scope);
  }

  /** The checks every expectation method gets, whatever its annotation. */
  private static void checkMethod(ExpectationSite site, ExpectationKind<?> kind) {
    ExecutableElement method = site.method();
    String what = site.annotation() + " method " + site.methodName();
    if (method.getModifiers().contains(Modifier.PRIVATE)) {
      site.error(
          ErrorTag.PipespecPrivateMember,
          what
              + " is private, so the generated suite cannot refer to it. Make it package-private.");
    }
    if (method.getReturnType().getKind() != TypeKind.VOID) {
      site.error(
          ErrorTag.PipespecExpectationNotVoid,
          what + " returns " + TypeDisplay.of(method.getReturnType()) + ". Make it void.");
    }
    // The suite finds an expectation method by its name.
    long sameName =
        ElementFilter.methodsIn(site.owner().getEnclosedElements()).stream()
            .filter(other -> other.getSimpleName().contentEquals(site.methodName()))
            .count();
    if (sameName > 1) {
      site.error(
          ErrorTag.PipespecOverloadedExpectation,
          site.owner().getSimpleName()
              + " has "
              + sameName
              + " methods named "
              + site.methodName()
              + "; an expectation method is found by its name. Rename the others.");
    }
    if (!kind.callsTheMethod() && !method.getParameters().isEmpty()) {
      site.error(
          ErrorTag.PipespecExpectationParameters,
          what
              + " takes parameters. Remove them: it only names the expectation ("
              + kind.insteadOfParameters()
              + ").");
    }
    if (kind.callsTheMethod()
        && !method.getModifiers().contains(Modifier.STATIC)
        && !hasUsableConstructor(site.owner())) {
      site.error(
          ErrorTag.PipespecNoConstructor,
          what
              + " is an instance method, but "
              + site.owner().getSimpleName()
              + " has no constructor without parameters that the suite can call. Add a"
              + " non-private constructor without parameters to "
              + site.owner().getSimpleName()
              + " (and make it not abstract), or make "
              + site.methodName()
              + " static.");
    }
  }

  /** Whether the suite can create {@code owner} to call its instance expectation methods. */
  private static boolean hasUsableConstructor(TypeElement owner) {
    if (owner.getModifiers().contains(Modifier.ABSTRACT)) {
      return false;
    }
    return ElementFilter.constructorsIn(owner.getEnclosedElements()).stream()
        .anyMatch(
            constructor ->
                constructor.getParameters().isEmpty()
                    && !constructor.getModifiers().contains(Modifier.PRIVATE));
  }

  /** The kinds of the expectation annotations on {@code method}, in the registry's order. */
  private List<ExpectationKind<?>> annotationsOf(ExecutableElement method, TestKind testKind) {
    return kinds.usableIn(testKind).stream()
        .filter(kind -> context.lookup().has(method, kind.annotation()))
        .toList();
  }
}
