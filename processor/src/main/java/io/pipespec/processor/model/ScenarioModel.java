package io.pipespec.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import java.util.Map;

/**
 * One scenario: one pipeline run.
 *
 * @param name the simple name of its class
 * @param declaringClass the class that declares its expectations
 * @param factoryMethodName the harness method that builds its {@code ScenarioSpec}
 * @param inputs one per {@code @UnderTest} parameter, in parameter order
 * @param expectations in declaration order
 * @param scopes the {@code @Window}/{@code @Pane} scope of each expectation that has one, by method
 *     name (expectation methods are never overloaded)
 */
public record ScenarioModel(
    String name,
    ClassName declaringClass,
    String factoryMethodName,
    List<InputModel> inputs,
    List<ExpectationModel> expectations,
    Map<String, ScopeModel> scopes) {

  public ScenarioModel {
    inputs = List.copyOf(inputs);
    expectations = List.copyOf(expectations);
    scopes = Map.copyOf(scopes);
  }

  /** A scenario whose expectations all judge the whole output. */
  public ScenarioModel(
      String name,
      ClassName declaringClass,
      String factoryMethodName,
      List<InputModel> inputs,
      List<ExpectationModel> expectations) {
    this(name, declaringClass, factoryMethodName, inputs, expectations, Map.of());
  }
}
