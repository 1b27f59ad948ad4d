package io.pipespec.processor.model;

import java.util.Arrays;
import java.util.List;
import org.apiguardian.api.API;

/**
 * A call of a static factory of the runtime, as plain data: how a check makes the runtime's
 * expectation it needs ({@code Expectations.containsInAnyOrder(a list of literals)}, {@code
 * MetricExpectations.counter(a metric, a long)}). The expectation kinds build it without writing
 * code; one writer turns every call into code, whatever the kind.
 *
 * @param factory the runtime class whose static method is called
 * @param method the method's name
 * @param typeArguments its explicit type arguments, none when javac infers them
 * @param arguments its arguments, in order
 */
@API(status = API.Status.INTERNAL)
public record RuntimeCall(
    RuntimeClass factory, String method, List<JavaType> typeArguments, List<CallArgument> arguments)
    implements CallArgument {

  public RuntimeCall {
    typeArguments = List.copyOf(typeArguments);
    arguments = List.copyOf(arguments);
  }

  /** {@code factory.method(arguments)}, its type arguments inferred. */
  public static RuntimeCall of(RuntimeClass factory, String method, CallArgument... arguments) {
    return new RuntimeCall(factory, method, List.of(), Arrays.asList(arguments));
  }

  /** {@code Expectations.method(arguments)}: an expectation on the elements of an output. */
  public static RuntimeCall expectations(String method, CallArgument... arguments) {
    return of(RuntimeClass.EXPECTATIONS, method, arguments);
  }

  /** This call with explicit type arguments: {@code Expectations.<String>copyOf(...)}. */
  public RuntimeCall typed(JavaType... typeArguments) {
    return new RuntimeCall(factory, method, Arrays.asList(typeArguments), arguments);
  }

  /** The runtime classes whose members generated code names, beside the user's own. */
  public enum RuntimeClass {
    /** {@code io.pipespec.runtime.suite.Expectations}: expectations on an output's elements. */
    EXPECTATIONS,
    /** {@code io.pipespec.runtime.suite.FunctionExpectations}: on a function's harness. */
    FUNCTION_EXPECTATIONS,
    /** {@code io.pipespec.runtime.suite.MetricExpectations}: on the metrics of a run. */
    METRIC_EXPECTATIONS,
    /** {@code io.pipespec.runtime.suite.ShapeExpectations}: on the shape of the pipeline. */
    SHAPE_EXPECTATIONS,
    /** {@code io.pipespec.runtime.suite.EffectExpectations}: on a fake external system. */
    EFFECT_EXPECTATIONS,
    /** {@code io.pipespec.Committed}: which value of a metric is read. */
    COMMITTED
  }
}
