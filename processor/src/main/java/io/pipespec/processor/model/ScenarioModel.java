package io.pipespec.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;

/**
 * One scenario: one pipeline run.
 *
 * @param name the simple name of its class
 * @param declaringClass the class that declares its expectations
 * @param factoryMethodName the harness method that builds its {@code ScenarioSpec}
 * @param inputs one per {@code @UnderTest} parameter, in parameter order
 * @param expectations in declaration order
 */
public record ScenarioModel(
    String name,
    ClassName declaringClass,
    String factoryMethodName,
    List<InputModel> inputs,
    List<ExpectationModel> expectations) {

  public ScenarioModel {
    inputs = List.copyOf(inputs);
    expectations = List.copyOf(expectations);
  }
}
