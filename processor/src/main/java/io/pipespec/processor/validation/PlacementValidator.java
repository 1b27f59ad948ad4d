package io.pipespec.processor.validation;

import io.pipespec.processor.PipespecNames;
import java.util.List;
import java.util.stream.Stream;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;

/**
 * Checks that Pipespec annotations are where a {@code @PipelineTest} class would find them: the
 * processor only looks at {@code @PipelineTest} classes and their {@code @Scenario} classes, so an
 * annotation anywhere else would be silently ignored without this check.
 */
public final class PlacementValidator {

  private static final List<String> MEMBER_ANNOTATIONS =
      Stream.concat(
              PipespecNames.EXPECTATIONS.stream(),
              Stream.of(PipespecNames.INPUT, PipespecNames.WHERE))
          .toList();

  private final AnnotationLookup lookup;

  public PlacementValidator(AnnotationLookup lookup) {
    this.lookup = lookup;
  }

  /** Checks one element that carries the Pipespec annotation {@code annotationName}. */
  public void validate(Element element, String annotationName, ValidationReport report) {
    AnnotationMirror mirror = lookup.find(element, annotationName).orElseThrow();
    String simpleName = "@" + ExpectationValidator.simpleName(annotationName);
    Element enclosing = element.getEnclosingElement();
    boolean inFunctionTest =
        enclosing != null && lookup.has(enclosing, PipespecNames.FUNCTION_TEST);
    boolean inTest =
        inFunctionTest || (enclosing != null && lookup.has(enclosing, PipespecNames.PIPELINE_TEST));
    boolean inScenario = enclosing != null && lookup.has(enclosing, PipespecNames.SCENARIO);
    if (PipespecNames.FUNCTION_ONLY_ANNOTATIONS.contains(annotationName)) {
      Element test = inScenario ? enclosing.getEnclosingElement() : enclosing;
      boolean inFunction =
          (inFunctionTest || (inScenario && lookup.has(test, PipespecNames.FUNCTION_TEST)))
              && !(annotationName.equals(PipespecNames.CONFIGURE_HARNESS) && inScenario);
      if (!inFunction) {
        report.addError(
            ErrorTag.PipespecMisplacedAnnotation,
            simpleName
                + " on "
                + element.getSimpleName()
                + " is not in a @FunctionTest class"
                + (annotationName.equals(PipespecNames.CONFIGURE_HARNESS)
                    ? " itself"
                    : " or one of its @Scenario classes")
                + ", so it is ignored. Move it there, or annotate the class with @FunctionTest.",
            element,
            mirror);
      }
      return;
    }
    if (annotationName.equals(PipespecNames.SCENARIO)) {
      if (!inTest) {
        report.addError(
            ErrorTag.PipespecScenarioNotNested,
            "@Scenario class "
                + element.getSimpleName()
                + " is not nested in a @PipelineTest or @FunctionTest class, so no harness runs"
                + " it. Move it into the test class whose @UnderTest it exercises.",
            element,
            mirror);
      }
    } else if (annotationName.equals(PipespecNames.UNDER_TEST)) {
      if (!inTest) {
        report.addError(
            ErrorTag.PipespecMisplacedAnnotation,
            "@UnderTest method "
                + element.getSimpleName()
                + " is not declared in a @PipelineTest class. Move it to the @PipelineTest"
                + " class, or annotate "
                + ((TypeElement) enclosing).getSimpleName()
                + " with @PipelineTest.",
            element,
            mirror);
      }
    } else if (annotationName.equals(PipespecNames.WHERE)
        && PipespecNames.EXPECTATIONS.stream().noneMatch(name -> lookup.has(element, name))) {
      report.addError(
          ErrorTag.PipespecWhereWithoutExpectation,
          "@Where on "
              + element.getSimpleName()
              + " narrows the elements of an expectation, but "
              + element.getSimpleName()
              + " has no expectation annotation, so it is ignored. Add one beside it, such as"
              + " @ExpectContains, or remove @Where.",
          element,
          mirror);
    } else if (MEMBER_ANNOTATIONS.contains(annotationName) && !inTest && !inScenario) {
      report.addError(
          ErrorTag.PipespecMisplacedAnnotation,
          simpleName
              + " on "
              + element.getSimpleName()
              + " is in "
              + enclosing.getSimpleName()
              + ", which is neither a @PipelineTest nor a @Scenario class, so it is ignored. Move"
              + " it into a @Scenario class, or annotate "
              + enclosing.getSimpleName()
              + " with @PipelineTest.",
          element,
          mirror);
    }
  }
}
