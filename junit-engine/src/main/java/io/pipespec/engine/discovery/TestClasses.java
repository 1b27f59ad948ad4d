package io.pipespec.engine.discovery;

import io.pipespec.FunctionTest;
import io.pipespec.PipelineTest;
import org.junit.platform.commons.support.AnnotationSupport;

/** Which classes are this engine's test classes: the kinds the processor generates a suite for. */
final class TestClasses {

  private TestClasses() {}

  /** A {@code @PipelineTest} or a {@code @FunctionTest} class: both have a generated suite. */
  static boolean isTestClass(Class<?> type) {
    return AnnotationSupport.isAnnotated(type, PipelineTest.class)
        || AnnotationSupport.isAnnotated(type, FunctionTest.class);
  }

  /** "@FunctionTest" or "@PipelineTest": how messages name the kind of a test class. */
  static String kind(Class<?> testClass) {
    return AnnotationSupport.isAnnotated(testClass, FunctionTest.class)
        ? "@FunctionTest"
        : "@PipelineTest";
  }
}
