package io.pipespec.processor.validation;

import io.pipespec.processor.names.PipespecNames;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.ExecutableElement;
import javax.lang.model.element.TypeElement;
import javax.lang.model.element.VariableElement;
import javax.lang.model.util.ElementFilter;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The three kinds of test class the processor generates a suite for. A class's kind is decided here
 * ({@link #of}) and nowhere else; the processor then validates and writes the class as that kind,
 * and expectation kinds say in which kinds of test they may be used.
 */
@API(status = API.Status.INTERNAL)
public enum TestKind {
  /** {@code @PipelineTest} of a transform: its {@code @UnderTest} method maps PCollections. */
  PIPELINE(
      PipespecNames.PIPELINE_TEST,
      "@ExpectContains, @ExpectEmpty or @Satisfies",
      "its @UnderTest method transforms PCollections. Feed its parameters with @Input, or make it"
          + " a job test.",
      null),
  /** {@code @PipelineTest} of a whole job: its {@code @UnderTest} method takes a Pipeline. */
  JOB(PipespecNames.PIPELINE_TEST, "@ExpectContains, @ExpectEmpty or @Satisfies", null, null),
  /** {@code @FunctionTest}: a keyed {@code DoFn} run on the function harness. */
  FUNCTION(
      PipespecNames.FUNCTION_TEST,
      "@ExpectContains, @ExpectEmpty, @Satisfies, @ExpectState, @ExpectNoState,"
          + " @ExpectPendingTimers or @ExpectFiredTimers",
      "this is a @FunctionTest, which drives a DoFn. Remove it, or test the job in a"
          + " @PipelineTest.",
      "a @FunctionTest runs its DoFn on the function harness, with no runner and no job to stop,"
          + " so there is no savepoint to restore the current code from. Remove the step, or test"
          + " the take-over in a @PipelineTest, whose take-over runs on FlinkRunner.");

  private final String annotation;
  private final String suggestedExpectations;
  private final @Nullable String whyNoJobDeclarations;
  private final @Nullable String whyNoTakeOver;

  TestKind(
      String annotation,
      String suggestedExpectations,
      @Nullable String whyNoJobDeclarations,
      @Nullable String whyNoTakeOver) {
    this.annotation = annotation;
    this.suggestedExpectations = suggestedExpectations;
    this.whyNoJobDeclarations = whyNoJobDeclarations;
    this.whyNoTakeOver = whyNoTakeOver;
  }

  /**
   * The kind of {@code testClass}, which carries {@code @PipelineTest} or {@code @FunctionTest}: a
   * {@code @PipelineTest} whose {@code @UnderTest} method takes a {@code Pipeline}, wherever in its
   * parameters, is a job test (so that a job method with its parameters swapped is told to put the
   * Pipeline first, rather than that it is a wrong transform). A class with both annotations is a
   * {@code @PipelineTest} here; its validation refuses it.
   */
  public static TestKind of(TypeElement testClass, ValidationContext context) {
    if (context.lookup().has(testClass, PipespecNames.PIPELINE_TEST)) {
      return takesAPipeline(testClass, context) ? JOB : PIPELINE;
    }
    if (context.lookup().has(testClass, PipespecNames.FUNCTION_TEST)) {
      return FUNCTION;
    }
    throw new IllegalArgumentException(testClass + " is not a test class");
  }

  private static boolean takesAPipeline(TypeElement testClass, ValidationContext context) {
    for (ExecutableElement method : ElementFilter.methodsIn(testClass.getEnclosedElements())) {
      if (context.lookup().has(method, PipespecNames.UNDER_TEST)) {
        for (VariableElement parameter : method.getParameters()) {
          if (context.facts().isClass(parameter.asType(), PipespecNames.PIPELINE)) {
            return true;
          }
        }
      }
    }
    return false;
  }

  /** The qualified names of the class annotations of every kind, each once. */
  public static List<String> annotations() {
    return Arrays.stream(values()).map(TestKind::annotation).distinct().toList();
  }

  /** The qualified name of the class annotation. */
  public String annotation() {
    return annotation;
  }

  /** The annotation as messages show it: {@code @PipelineTest}. */
  public String display() {
    return PipespecNames.display(annotation);
  }

  /** The expectations a message suggests adding to a scenario that has none. */
  public String suggestedExpectations() {
    return suggestedExpectations;
  }

  /**
   * Why a test of this kind cannot honour the declarations only a job test can ({@code @Output},
   * {@code @Options}, {@code replaces = ...}), and what to do instead; empty for a job test, which
   * honours them.
   */
  public Optional<String> whyNoJobDeclarations() {
    return Optional.ofNullable(whyNoJobDeclarations);
  }

  /**
   * Why a test of this kind cannot take over from a savepoint (a {@code "savepoint"} step of its
   * {@code @Timeline}), and what to do instead, as a message goes on after "but "; empty for a
   * pipeline or job test, whose scenario runs on a runner that can stop at a savepoint and restore
   * from it.
   */
  public Optional<String> whyNoTakeOver() {
    return Optional.ofNullable(whyNoTakeOver);
  }
}
