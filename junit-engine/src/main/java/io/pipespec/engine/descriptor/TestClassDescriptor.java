package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * A {@code @PipelineTest} or {@code @FunctionTest} class, with the scenarios its generated suite
 * declares. Its {@link ClassSource} is the one build tools count a single-scenario class's
 * expectations under; nested scenarios carry their own.
 *
 * <p>Its display name is the simple name of the class, or the fully qualified name when another
 * selected test class has the same simple name, so that siblings never share a display name.
 */
@API(status = INTERNAL)
public final class TestClassDescriptor extends AbstractTestDescriptor
    implements Node<PipespecExecutionContext> {

  private final Class<?> testClass;
  private final List<ScenarioSpec> scenarios;
  private final Set<TestTag> tags;

  public TestClassDescriptor(
      TestDescriptor engine, Class<?> testClass, List<ScenarioSpec> scenarios, Set<TestTag> tags) {
    this(engine.getUniqueId(), testClass, testClass.getSimpleName(), scenarios, tags);
  }

  private TestClassDescriptor(
      UniqueId engineId,
      Class<?> testClass,
      String displayName,
      List<ScenarioSpec> scenarios,
      Set<TestTag> tags) {
    super(
        PipespecUniqueIds.forClass(engineId, testClass.getName()),
        displayName,
        ClassSource.from(testClass));
    this.testClass = testClass;
    this.scenarios = List.copyOf(requireNonNull(scenarios, "scenarios"));
    this.tags = Set.copyOf(tags);
  }

  /**
   * This node named by the fully qualified class name, for when its simple name is ambiguous; the
   * children move to the new node, which is not attached to a parent yet.
   */
  public TestClassDescriptor withQualifiedDisplayName() {
    TestClassDescriptor qualified =
        new TestClassDescriptor(
            getUniqueId().removeLastSegment(), testClass, testClass.getName(), scenarios, tags);
    Descriptors.moveChildren(this, qualified);
    return qualified;
  }

  @Override
  public Set<TestTag> getTags() {
    return Descriptors.withInheritedTags(this, tags);
  }

  @Override
  public SkipResult shouldBeSkipped(PipespecExecutionContext context) {
    return Disabling.skipResult(testClass, "class " + testClass.getName());
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
