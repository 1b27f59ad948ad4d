package io.pipespec.processor.model;

import java.util.List;
import org.apiguardian.api.API;

/**
 * Everything a writer needs to generate the suite of one test class, of any kind. Built only from a
 * clean validation report, so the writer never has to check anything.
 *
 * @param suiteName the generated class, {@code Pipespec_<TestClass>} in the test's package
 * @param testClass the test class
 * @param withGeneratedAnnotation whether {@code javax.annotation.processing.Generated} exists
 * @param underTest what the class tests: the transform ({@link UnderTestModel}), the job ({@link
 *     JobModel}) or the function ({@link FunctionModel})
 * @param scenarios in declaration order
 * @param <U> the model of what is under test
 * @param <I> the model of what feeds a scenario
 */
@API(status = API.Status.INTERNAL)
public record SuiteModel<U, I>(
    ClassRef suiteName,
    ClassRef testClass,
    boolean withGeneratedAnnotation,
    U underTest,
    List<ScenarioModel<I>> scenarios) {

  public SuiteModel {
    scenarios = List.copyOf(scenarios);
  }
}
