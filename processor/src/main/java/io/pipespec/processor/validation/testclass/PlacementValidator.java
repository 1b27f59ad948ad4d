package io.pipespec.processor.validation.testclass;

import static java.util.Objects.requireNonNull;

import io.pipespec.processor.expectation.ExpectationKind;
import io.pipespec.processor.expectation.ExpectationKinds;
import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.AnnotationLookup;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.validation.ValidationReport;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.Element;
import javax.lang.model.element.TypeElement;
import org.apiguardian.api.API;

/**
 * Checks that Pipespec annotations are where a test class would find them: the processor only looks
 * at {@code @PipelineTest} and {@code @FunctionTest} classes and their {@code @Scenario} classes,
 * so an annotation anywhere else would be silently ignored without this check.
 */
@API(status = API.Status.INTERNAL)
public final class PlacementValidator {

  private final AnnotationLookup lookup;
  private final ExpectationKinds kinds;

  public PlacementValidator(AnnotationLookup lookup, ExpectationKinds kinds) {
    this.lookup = lookup;
    this.kinds = kinds;
  }

  /** Every annotation whose place this validator checks, with the expectations of {@code kinds}. */
  public static List<String> placedAnnotations(ExpectationKinds kinds) {
    List<String> names =
        new ArrayList<>(
            List.of(
                PipespecNames.SCENARIO,
                PipespecNames.UNDER_TEST,
                PipespecNames.INPUT,
                PipespecNames.WHERE,
                PipespecNames.CONFIGURE_HARNESS,
                PipespecNames.RUNNERS,
                PipespecNames.EXPLORE,
                PipespecNames.NOT_EXPLORED,
                PipespecNames.GENERATE,
                PipespecNames.GENERATOR));
    names.addAll(kinds.annotations());
    return names;
  }

  /** Checks one element that carries the Pipespec annotation {@code annotationName}. */
  public void validate(Element element, String annotationName, ValidationReport.Builder report) {
    AnnotationMirror mirror = lookup.find(element, annotationName).orElseThrow();
    String simpleName = PipespecNames.display(annotationName);
    // Pipespec annotations are on classes, methods and fields, which are all enclosed.
    Element enclosing = requireNonNull(element.getEnclosingElement(), "enclosing element");
    boolean inFunctionTest = lookup.has(enclosing, PipespecNames.FUNCTION_TEST);
    boolean inTest = inFunctionTest || lookup.has(enclosing, PipespecNames.PIPELINE_TEST);
    boolean inScenario = lookup.has(enclosing, PipespecNames.SCENARIO);
    if (annotationName.equals(PipespecNames.RUNNERS)) {
      new RunnersValidator(lookup).validate(element, mirror, report);
      return;
    }
    if (annotationName.equals(PipespecNames.EXPLORE)) {
      new ExploreValidator(lookup, kinds).validateExplore(element, mirror, report);
      return;
    }
    if (annotationName.equals(PipespecNames.GENERATE)) {
      new GenerateValidator(lookup).validateGenerate(element, mirror, report);
      return;
    }
    if (annotationName.equals(PipespecNames.GENERATOR)) {
      new GenerateValidator(lookup).validateGenerator(element, mirror, report);
      return;
    }
    if (annotationName.equals(PipespecNames.NOT_EXPLORED)) {
      new ExploreValidator(lookup, kinds).validateNotExplored(element, mirror, report);
      return;
    }
    boolean configure = annotationName.equals(PipespecNames.CONFIGURE_HARNESS);
    if (configure || kinds.of(annotationName).map(ExpectationKind::functionOnly).orElse(false)) {
      Element test =
          inScenario
              ? requireNonNull(enclosing.getEnclosingElement(), "a scenario's test class")
              : enclosing;
      boolean inFunction =
          (inFunctionTest || (inScenario && lookup.has(test, PipespecNames.FUNCTION_TEST)))
              && !(configure && inScenario);
      if (!inFunction) {
        report.addError(
            ErrorTag.PipespecMisplacedAnnotation,
            simpleName
                + " on "
                + element.getSimpleName()
                + " is not in a @FunctionTest class"
                + (configure ? " itself" : " or one of its @Scenario classes")
                + ", so it is ignored. Move it there, or annotate the class with @FunctionTest.",
            element,
            mirror);
      }
      return;
    }
    Optional<String> notInFunction =
        kinds.of(annotationName).flatMap(kind -> kind.whyNotIn(TestKind.FUNCTION));
    if (notInFunction.isPresent()) {
      Element test =
          inScenario
              ? requireNonNull(enclosing.getEnclosingElement(), "a scenario's test class")
              : enclosing;
      if (inFunctionTest || (inScenario && lookup.has(test, PipespecNames.FUNCTION_TEST))) {
        report.addError(
            ErrorTag.PipespecMisplacedAnnotation,
            simpleName
                + " on "
                + element.getSimpleName()
                + " cannot be used in a @FunctionTest: "
                + notInFunction.get(),
            element,
            mirror);
        return;
      }
    }
    if (annotationName.equals(PipespecNames.SCENARIO)) {
      if (!inTest) {
        report.addError(
            ErrorTag.PipespecScenarioNotNested,
            "@Scenario class "
                + element.getSimpleName()
                + " is not nested in a @PipelineTest or @FunctionTest class, so no suite runs"
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
                + " is not declared in a @PipelineTest or @FunctionTest class. Move it to the"
                + " test class, or annotate "
                + ((TypeElement) enclosing).getSimpleName()
                + " with @PipelineTest or @FunctionTest.",
            element,
            mirror);
      }
    } else if (annotationName.equals(PipespecNames.WHERE) && !narrowsAnExpectation(element)) {
      Optional<ExpectationKind<?>> withoutElements =
          kinds.all().stream().filter(kind -> lookup.has(element, kind.annotation())).findFirst();
      if (withoutElements.isPresent()) {
        report.addError(
            ErrorTag.PipespecMisplacedAnnotation,
            "@Where on "
                + element.getSimpleName()
                + " narrows the elements of an output, but "
                + withoutElements.get().display()
                + " judges no elements, so it would be ignored. Remove @Where.",
            element,
            mirror);
        return;
      }
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
    } else if (!inTest && !inScenario) {
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

  /** Whether {@code element} carries an expectation whose elements {@code @Where} can narrow. */
  private boolean narrowsAnExpectation(Element element) {
    return kinds.usableIn(TestKind.PIPELINE).stream()
        .filter(ExpectationKind::judgesElements)
        .anyMatch(kind -> lookup.has(element, kind.annotation()));
  }
}
