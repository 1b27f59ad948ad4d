package io.pipespec.processor.model;

import java.util.List;
import org.apiguardian.api.API;

/**
 * One scenario: one run of what is under test.
 *
 * @param name the simple name of its class
 * @param declaringClass the class that declares its expectations
 * @param factoryMethodName the suite method that builds its {@code ScenarioSpec}
 * @param input what feeds the run: a pipeline's inputs, one per {@code @UnderTest} parameter in
 *     parameter order, or a function's timeline
 * @param expectations in declaration order
 * @param <I> the model of what feeds the run
 */
@API(status = API.Status.INTERNAL)
public record ScenarioModel<I>(
    String name,
    ClassRef declaringClass,
    String factoryMethodName,
    I input,
    List<ExpectationModel> expectations) {

  public ScenarioModel {
    expectations = List.copyOf(expectations);
  }
}
