package io.pipespec.processor.model;

import java.util.List;
import java.util.Map;
import org.apiguardian.api.API;

/**
 * One scenario of a pipeline test: one pipeline run.
 *
 * @param name the simple name of its class
 * @param declaringClass the class that declares its expectations
 * @param factoryMethodName the suite method that builds its {@code ScenarioSpec}
 * @param inputs one per {@code @UnderTest} parameter, in parameter order
 * @param expectations in declaration order
 * @param scopes the {@code @Window}/{@code @Pane} scope of each expectation that has one, by method
 *     name (expectation methods are never overloaded)
 */
@API(status = API.Status.INTERNAL)
public record ScenarioModel(
    String name,
    ClassRef declaringClass,
    String factoryMethodName,
    List<InputModel> inputs,
    List<ExpectationModel> expectations,
    Map<String, ScopeModel> scopes) {

  public ScenarioModel {
    inputs = List.copyOf(inputs);
    expectations = List.copyOf(expectations);
    scopes = Map.copyOf(scopes);
  }
}
