package io.pipespec.processor.model;

import java.util.List;
import java.util.Optional;
import org.apiguardian.api.API;

/**
 * Everything the writer needs to generate the suite of one {@code @FunctionTest} class. Built only
 * from a clean validation report.
 *
 * @param suiteName the generated class, named as for pipeline tests
 * @param testClass the {@code @FunctionTest} class
 * @param withGeneratedAnnotation whether {@code javax.annotation.processing.Generated} exists
 * @param underTestMethod the static method that returns the {@code DoFn}
 * @param configureMethod the {@code @ConfigureHarness} method, if any
 * @param keyType {@code K} of {@code DoFn<KV<K, V>, OutputT>}, boxed
 * @param valueType {@code V}, boxed
 * @param outputType {@code OutputT}
 * @param scenarios in declaration order
 */
@API(status = API.Status.INTERNAL)
public record FunctionSuiteModel(
    ClassRef suiteName,
    ClassRef testClass,
    boolean withGeneratedAnnotation,
    String underTestMethod,
    Optional<String> configureMethod,
    JavaType keyType,
    JavaType valueType,
    JavaType outputType,
    List<Scenario> scenarios) {

  public FunctionSuiteModel {
    scenarios = List.copyOf(scenarios);
  }

  /** The name of the main output: the {@code @UnderTest} method's, as for a pipeline test. */
  public String outputName() {
    return underTestMethod;
  }

  /**
   * One scenario: one run of the function harness.
   *
   * @param expectations {@link ExpectationModel}s on the output and {@link Function}s on the rest
   */
  public record Scenario(
      String name,
      ClassRef declaringClass,
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
    ClassRef declaringClass();

    String methodName();
  }

  /**
   * {@code @ExpectState} ({@code value} present) or {@code @ExpectNoState} (empty).
   *
   * @param window the window of the state: an interval, or the global window
   */
  public record State(
      ClassRef declaringClass,
      String methodName,
      String stateId,
      Literal key,
      WindowModel window,
      Optional<Literal> value)
      implements Function {}

  /** {@code @ExpectPendingTimers} or {@code @ExpectFiredTimers}. */
  public record Timers(
      ClassRef declaringClass, String methodName, boolean fired, List<TimerModel> timers)
      implements Function {
    public Timers {
      timers = List.copyOf(timers);
    }
  }

  /** {@code @Satisfies} with the harness as its parameter. */
  public record Harness(ClassRef declaringClass, String methodName, boolean isStatic)
      implements Function {}
}
