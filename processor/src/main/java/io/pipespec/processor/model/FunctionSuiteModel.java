package io.pipespec.processor.model;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.TypeName;
import java.util.List;
import java.util.Optional;
import javax.lang.model.element.TypeElement;

/**
 * Everything the writer needs to generate the harness of one {@code @FunctionTest} class. Built
 * only from a clean validation report.
 *
 * @param harnessName the generated class, named as for pipeline tests
 * @param testClass the {@code @FunctionTest} class
 * @param testClassElement the originating element
 * @param withGeneratedAnnotation whether {@code javax.annotation.processing.Generated} exists
 * @param underTestMethod the static method that returns the {@code DoFn}
 * @param configureMethod the {@code @ConfigureHarness} method, if any
 * @param keyType {@code K} of {@code DoFn<KV<K, V>, OutputT>}
 * @param valueType {@code V}
 * @param outputType {@code OutputT}
 * @param scenarios in declaration order
 */
public record FunctionSuiteModel(
    ClassName harnessName,
    ClassName testClass,
    TypeElement testClassElement,
    boolean withGeneratedAnnotation,
    String underTestMethod,
    Optional<String> configureMethod,
    TypeName keyType,
    TypeName valueType,
    TypeName outputType,
    List<Scenario> scenarios) {

  public FunctionSuiteModel {
    scenarios = List.copyOf(scenarios);
  }

  /** The name of the main output: the {@code @UnderTest} method's, as for a pipeline test. */
  public String outputName() {
    return underTestMethod;
  }

  /**
   * One scenario: one harness run.
   *
   * @param expectations {@link ExpectationModel}s on the output and {@link Function}s on the rest
   */
  public record Scenario(
      String name,
      ClassName declaringClass,
      String factoryMethodName,
      List<TimelineStep> steps,
      List<Object> expectations) {
    public Scenario {
      steps = List.copyOf(steps);
      expectations = List.copyOf(expectations);
    }
  }

  /** A state, timer or harness expectation of a function test. */
  public sealed interface Function {
    ClassName declaringClass();

    String methodName();
  }

  /**
   * {@code @ExpectState} ({@code value} present) or {@code @ExpectNoState} (empty).
   *
   * @param window an {@code IntervalWindow} expression, or empty for the global window
   */
  public record State(
      ClassName declaringClass,
      String methodName,
      String stateId,
      CodeBlock key,
      Optional<CodeBlock> window,
      Optional<CodeBlock> value)
      implements Function {}

  /**
   * {@code @ExpectPendingTimers} or {@code @ExpectFiredTimers}.
   *
   * @param timers one {@code ExpectedTimer} expression per literal
   */
  public record Timers(
      ClassName declaringClass, String methodName, boolean fired, List<CodeBlock> timers)
      implements Function {
    public Timers {
      timers = List.copyOf(timers);
    }
  }

  /** {@code @Satisfies} with the harness as its parameter. */
  public record Harness(ClassName declaringClass, String methodName, boolean isStatic)
      implements Function {}
}
