package io.pipespec.processor.expectation;

import io.pipespec.processor.names.PipespecNames;
import io.pipespec.processor.validation.ErrorTag;
import java.util.Optional;
import javax.lang.model.element.AnnotationMirror;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;

/**
 * What the relational expectations ({@code @ExpectSameAs}, {@code @ExpectSettlesAlike},
 * {@code @ExpectShifted}) share: they compare the run of a transform with copies of it that the
 * runtime adds to the same pipeline, so only a pipeline test of a transform can have them.
 */
final class Relations {

  private Relations() {}

  /**
   * Whether {@code site} is in a pipeline test of a transform; reports the error when it is in a
   * function test or a job test.
   */
  static boolean inPipelineTest(ExpectationSite site, Judged judged) {
    String kind;
    if (judged.function().isPresent()) {
      kind = "a @FunctionTest, which runs its DoFn on the function harness";
    } else if (underTest(site).map(method -> takesAPipeline(site, method)).orElse(false)) {
      kind = "a job test, which runs its job as written";
    } else {
      return true;
    }
    site.error(
        ErrorTag.PipespecBadRelation,
        site.on()
            + " is in "
            + kind
            + ", but it compares the transform's run with copies of it in one pipeline: pipeline"
            + " tests only. Move it into a @PipelineTest whose @UnderTest method takes"
            + " PCollections, or remove it.");
    return false;
  }

  /**
   * Whether the method of {@code site} has no {@code @Pane}; reports the error when it has one: the
   * relation compares whole outputs, every pane of a window.
   */
  static boolean withoutPane(ExpectationSite site) {
    Optional<AnnotationMirror> pane = site.lookup().find(site.method(), PipespecNames.PANE);
    if (pane.isEmpty()) {
      return true;
    }
    site.report()
        .addError(
            ErrorTag.PipespecBadRelation,
            site.on()
                + " has a @Pane, but it compares whole outputs (the final pane of each window),"
                + " not one pane. Remove @Pane; keep @Window to compare one window.",
            site.method(),
            pane.get());
    return false;
  }

  /**
   * The test class of the scenario {@code site} is in: the scenario's enclosing class, or itself.
   */
  static TypeElement testClass(ExpectationSite site) {
    TypeElement owner = site.owner();
    if (!site.lookup().has(owner, PipespecNames.PIPELINE_TEST)
        && owner.getEnclosingElement() instanceof TypeElement testClass) {
      return testClass;
    }
    return owner;
  }

  /** The {@code @UnderTest} method of the test class of {@code site}. */
  static Optional<ExecutableElement> underTest(ExpectationSite site) {
    return ElementFilter.methodsIn(testClass(site).getEnclosedElements()).stream()
        .filter(method -> site.lookup().has(method, PipespecNames.UNDER_TEST))
        .findFirst();
  }

  private static boolean takesAPipeline(ExpectationSite site, ExecutableElement method) {
    for (VariableElement parameter : method.getParameters()) {
      if (site.facts().isClass(parameter.asType(), PipespecNames.PIPELINE)) {
        return true;
      }
    }
    return false;
  }
}
