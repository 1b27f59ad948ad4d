package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;

import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.util.List;
import java.util.Optional;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * A {@code @PipelineTest} class, with the scenarios its generated harness declares. It carries the
 * only {@link ClassSource} of its subtree, under which build tools count the expectations.
 */
public final class TestClassDescriptor extends AbstractTestDescriptor
    implements Node<PipespecExecutionContext> {

  private final Class<?> testClass;
  private final List<ScenarioSpec> scenarios;

  public TestClassDescriptor(
      TestDescriptor engine, Class<?> testClass, List<ScenarioSpec> scenarios) {
    super(
        PipespecUniqueIds.forClass(engine.getUniqueId(), testClass.getName()),
        testClass.getSimpleName(),
        ClassSource.from(testClass));
    this.testClass = testClass;
    this.scenarios = List.copyOf(requireNonNull(scenarios, "scenarios"));
  }

  public Class<?> testClass() {
    return testClass;
  }

  /** Every scenario of the class, in declaration order, selected or not. */
  public List<ScenarioSpec> scenarios() {
    return scenarios;
  }

  public Optional<ScenarioSpec> scenario(String name) {
    return scenarios.stream().filter(scenario -> scenario.name().equals(name)).findFirst();
  }

  @Override
  public Type getType() {
    return Type.CONTAINER;
  }

  @Override
  public String getLegacyReportingName() {
    return testClass.getName();
  }
}
