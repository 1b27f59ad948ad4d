package io.pipespec.processor.model;

import com.palantir.javapoet.ClassName;
import java.util.List;
import javax.lang.model.element.TypeElement;

/**
 * Everything the writer needs to generate the harness of one {@code @PipelineTest} class. Built
 * only from a clean validation report, so the writer never has to check anything.
 *
 * @param harnessName the generated class, {@code Pipespec_<Outer>_<Inner>} in the test's package
 * @param testClass the {@code @PipelineTest} class
 * @param testClassElement the originating element of the generated file
 * @param withGeneratedAnnotation whether {@code javax.annotation.processing.Generated} exists
 * @param scenarios in declaration order
 */
public record SuiteModel(
    ClassName harnessName,
    ClassName testClass,
    TypeElement testClassElement,
    boolean withGeneratedAnnotation,
    UnderTestModel underTest,
    List<ScenarioModel> scenarios) {

  public SuiteModel {
    scenarios = List.copyOf(scenarios);
  }
}
