package io.pipespec.processor.validation;

import io.pipespec.processor.PipespecNames;
import org.apiguardian.api.API;

/** The two kinds of test class the processor generates a suite for. */
@API(status = API.Status.INTERNAL)
public enum TestKind {
  /** {@code @PipelineTest}: a transform run as a pipeline. */
  PIPELINE(PipespecNames.PIPELINE_TEST, "@ExpectContains, @ExpectEmpty or @Satisfies"),
  /** {@code @FunctionTest}: a keyed {@code DoFn} run on the function harness. */
  FUNCTION(
      PipespecNames.FUNCTION_TEST,
      "@ExpectContains, @ExpectEmpty, @Satisfies, @ExpectState, @ExpectNoState,"
          + " @ExpectPendingTimers or @ExpectFiredTimers");

  private final String annotation;
  private final String suggestedExpectations;

  TestKind(String annotation, String suggestedExpectations) {
    this.annotation = annotation;
    this.suggestedExpectations = suggestedExpectations;
  }

  /** The qualified name of the class annotation. */
  public String annotation() {
    return annotation;
  }

  /** The annotation as messages show it: {@code @PipelineTest}. */
  public String display() {
    return "@" + annotation.substring(annotation.lastIndexOf('.') + 1);
  }

  /** The expectations a message suggests adding to a scenario that has none. */
  public String suggestedExpectations() {
    return suggestedExpectations;
  }
}
