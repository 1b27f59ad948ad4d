package io.pipespec.processor.model;

import java.util.List;
import org.apiguardian.api.API;

/**
 * Everything the writer needs to generate the suite of one {@code @PipelineTest} class. Built only
 * from a clean validation report, so the writer never has to check anything.
 *
 * @param suiteName the generated class, {@code Pipespec_<Outer>_<Inner>} in the test's package
 * @param testClass the {@code @PipelineTest} class
 * @param withGeneratedAnnotation whether {@code javax.annotation.processing.Generated} exists
 * @param scenarios in declaration order
 */
@API(status = API.Status.INTERNAL)
public record SuiteModel(
    ClassRef suiteName,
    ClassRef testClass,
    boolean withGeneratedAnnotation,
    UnderTestModel underTest,
    List<ScenarioModel> scenarios) {

  public SuiteModel {
    scenarios = List.copyOf(scenarios);
  }
}
