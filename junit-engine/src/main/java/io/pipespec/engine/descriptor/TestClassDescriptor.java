package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.spec.ScenarioSpec;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.ClassSource;

/**
 * A {@code @PipelineTest} or {@code @FunctionTest} class, with the scenarios its generated suite
 * declares. Its {@link ClassSource} is the one build tools count a single-scenario class's
 * expectations under; nested scenarios carry their own.
 *
 * <p>Its display name is the simple name of the class, or the fully qualified name when another
 * selected test class has the same simple name, so that siblings never share a display name.
 */
@API(status = INTERNAL)
public final class TestClassDescriptor extends ClassDescriptor {

  private final List<ScenarioSpec> scenarios;

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
    super(engineId, testClass, displayName, tags);
    this.scenarios = List.copyOf(requireNonNull(scenarios, "scenarios"));
  }

  @Override
  TestClassDescriptor named(UniqueId engineId, String displayName) {
    return new TestClassDescriptor(engineId, testClass(), displayName, scenarios, ownTags());
  }

  /** Every scenario of the class, in declaration order, selected or not. */
  public List<ScenarioSpec> scenarios() {
    return scenarios;
  }

  public Optional<ScenarioSpec> scenario(String name) {
    return scenarios.stream().filter(scenario -> scenario.name().equals(name)).findFirst();
  }
}
