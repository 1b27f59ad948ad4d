package io.pipespec.processor.validation.testclass;

import static java.util.Objects.requireNonNull;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.types.TypeDisplay;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.ValidationReport;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.ElementKind;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.Modifier;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.type.DeclaredType;
import javax.lang.model.type.TypeKind;
import javax.lang.model.type.TypeMirror;
import javax.lang.model.util.ElementFilter;
import org.apiguardian.api.API;

/**
 * Checks {@code @Generate} and {@code @Generator} where they are written: {@code @Generate} on a
 * {@code @Scenario} class of a {@code @PipelineTest} of a transform, with a budget the runtime
 * accepts and no inputs written or explored beside its generators; {@code @Generator} on a static
 * method without parameters of such a scenario, returning {@code Timelines<T>}. Which input each
 * generator feeds, and whether its {@code T} is that input's element type, is checked with the
 * {@code @UnderTest} method, by the pipeline test's validator.
 */
@API(status = API.Status.INTERNAL)
public final class GenerateValidator {

  private final AnnotationLookup lookup;

  public GenerateValidator(AnnotationLookup lookup) {
    this.lookup = lookup;
  }

  /** Checks the {@code @Generate} ({@code mirror}) on the class {@code element}. */
  public void validateGenerate(
      Element element, AnnotationMirror mirror, ValidationReport.Builder report) {
    String on = "@Generate on " + element.getSimpleName();
    // @Generate is on classes, which are all enclosed (in a package at the least).
    Element enclosing = requireNonNull(element.getEnclosingElement(), "enclosing element");
    boolean inFunctionTest = lookup.has(enclosing, PipespecNames.FUNCTION_TEST);
    boolean inPipelineTest = lookup.has(enclosing, PipespecNames.PIPELINE_TEST);
    if (!lookup.has(element, PipespecNames.SCENARIO) || !(inFunctionTest || inPipelineTest)) {
      report.addError(
          ErrorTag.PipespecBadGenerate,
          on
              + " is not on a @Scenario class of a @PipelineTest, so nothing generates it. Put it"
              + " on a @Scenario class nested in the @PipelineTest whose transform it exercises.",
          element,
          mirror);
      return;
    }
    if (inFunctionTest || isJobTest((TypeElement) enclosing)) {
      report.addError(
          ErrorTag.PipespecBadGenerate,
          on
              + " is in "
              + (inFunctionTest ? "a @FunctionTest" : "a job test")
              + ", but generated scenarios run pipeline tests in this version (a transform whose"
              + " @UnderTest method takes PCollections). Write this scenario's timeline with"
              + " @Timeline, or generate the inputs of a @PipelineTest of the transform.",
          element,
          mirror);
    }
    long tries = lookup.numberValue(mirror, "tries");
    if (tries < 0) {
      report.addError(
          ErrorTag.PipespecBadGenerate,
          on
              + " has tries = "
              + tries
              + ", but a number of tries is 0 or more. Write how many inputs to draw, such as"
              + " tries = 200, or leave it out (0) to take pipespec.generate.tries, else 100.",
          element,
          mirror,
          lookup.value(mirror, "tries"));
    }
    String within = lookup.stringValue(mirror, "within");
    Optional<String> problem = ExploreValidator.withinProblem(within);
    problem.ifPresent(
        why ->
            report.addError(
                ErrorTag.PipespecBadGenerate,
                on
                    + " has within = \""
                    + within
                    + "\": "
                    + why
                    + ". It is the most time generating the scenario may take; leave it out to"
                    + " take one minute.",
                element,
                mirror,
                lookup.value(mirror, "within")));
    lookup
        .find(element, PipespecNames.EXPLORE)
        .ifPresent(
            explore ->
                report.addError(
                    ErrorTag.PipespecBadGenerate,
                    on
                        + " draws its inputs, and @Explore asks to explore them, but a generated"
                        + " scenario's inputs are drawn, not explored: each try is one run."
                        + " Remove @Explore, or explore a written scenario.",
                    element,
                    explore));
    lookup
        .find(element, PipespecNames.TIMELINE)
        .ifPresent(
            timeline ->
                report.addError(
                    ErrorTag.PipespecBadGenerate,
                    on
                        + " draws its inputs from its @Generator methods, but it also has a"
                        + " @Timeline. Remove @Timeline, or remove @Generate to run the timeline"
                        + " as written.",
                    element,
                    timeline));
    for (Element member : element.getEnclosedElements()) {
      lookup
          .find(member, PipespecNames.INPUT)
          .ifPresent(
              input ->
                  report.addError(
                      ErrorTag.PipespecBadGenerate,
                      on
                          + " draws its inputs from its @Generator methods, but "
                          + member.getSimpleName()
                          + " is an @Input. Make it a @Generator returning Timelines, or remove"
                          + " it.",
                      member,
                      input));
    }
  }

  /** Checks the {@code @Generator} ({@code mirror}) on the method {@code element}. */
  public void validateGenerator(
      Element element, AnnotationMirror mirror, ValidationReport.Builder report) {
    String on = "@Generator " + element.getSimpleName() + "()";
    Element enclosing = requireNonNull(element.getEnclosingElement(), "enclosing element");
    if (!lookup.has(enclosing, PipespecNames.GENERATE)) {
      report.addError(
          ErrorTag.PipespecBadGenerator,
          on
              + " is in "
              + enclosing.getSimpleName()
              + ", which has no @Generate, so nothing draws from it. Put it in a @Scenario class"
              + " with @Generate, or remove it.",
          element,
          mirror);
      return;
    }
    if (element.getKind() != ElementKind.METHOD) {
      return; // (@Generator targets methods only; javac has said so)
    }
    ExecutableElement method = (ExecutableElement) element;
    if (!method.getModifiers().contains(Modifier.STATIC)
        || method.getModifiers().contains(Modifier.PRIVATE)) {
      report.addError(
          ErrorTag.PipespecBadGenerator,
          on
              + " is "
              + (method.getModifiers().contains(Modifier.PRIVATE) ? "private" : "not static")
              + ", but the suite calls it without an instance. Make it static and not private.",
          element,
          mirror);
    }
    if (!method.getParameters().isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadGenerator,
          on
              + " takes parameters ("
              + String.join(
                  ", ",
                  method.getParameters().stream()
                      .map(VariableElement::getSimpleName)
                      .map(Object::toString)
                      .toList())
              + "), but the suite calls it without arguments. Remove them: a generator draws"
              + " what varies itself.",
          element,
          mirror);
    }
    if (timelinesElement(method.getReturnType()).isEmpty()) {
      report.addError(
          ErrorTag.PipespecBadGenerator,
          on
              + " returns "
              + TypeDisplay.of(method.getReturnType())
              + ", but a generator returns Timelines<T> (io.pipespec.generate.Timelines) of its"
              + " input's element type T. Return Timelines.of(gen), with gen a Gen<T>.",
          element,
          mirror);
    }
  }

  /** The {@code T} of {@code Timelines<T>}; empty for any other type, or a raw one. */
  public static Optional<TypeMirror> timelinesElement(TypeMirror type) {
    if (type.getKind() != TypeKind.DECLARED) {
      return Optional.empty();
    }
    DeclaredType declared = (DeclaredType) type;
    TypeElement element = (TypeElement) declared.asElement();
    return element.getQualifiedName().contentEquals(PipespecNames.TIMELINES)
            && declared.getTypeArguments().size() == 1
        ? Optional.of(declared.getTypeArguments().get(0))
        : Optional.empty();
  }

  /** Whether the {@code @PipelineTest} {@code testClass} tests a job: it takes a Pipeline. */
  private boolean isJobTest(TypeElement testClass) {
    for (ExecutableElement method : ElementFilter.methodsIn(testClass.getEnclosedElements())) {
      if (lookup.has(method, PipespecNames.UNDER_TEST)) {
        for (VariableElement parameter : method.getParameters()) {
          TypeMirror type = parameter.asType();
          if (type.getKind() == TypeKind.DECLARED
              && ((TypeElement) ((DeclaredType) type).asElement())
                  .getQualifiedName()
                  .contentEquals(PipespecNames.PIPELINE)) {
            return true;
          }
        }
      }
    }
    return false;
  }
}
