package io.pipespec.engine.descriptor;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.execution.PipespecExecutionContext;
import java.util.Set;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * The node of a test class, whether it can run ({@link TestClassDescriptor}) or not ({@link
 * UnrunnableClassDescriptor}): a container with the class's unique id and {@link ClassSource},
 * reported under the class's name, carrying its tags and skipped when the class is disabled.
 */
@API(status = INTERNAL)
public abstract sealed class ClassDescriptor extends AbstractTestDescriptor
    implements Node<PipespecExecutionContext>
    permits TestClassDescriptor, UnrunnableClassDescriptor {

  private final Class<?> testClass;
  private final Set<TestTag> tags;

  ClassDescriptor(UniqueId engineId, Class<?> testClass, String displayName, Set<TestTag> tags) {
    super(
        PipespecUniqueIds.forClass(engineId, testClass.getName()),
        displayName,
        ClassSource.from(testClass));
    this.testClass = testClass;
    this.tags = Set.copyOf(tags);
  }

  public Class<?> testClass() {
    return testClass;
  }

  /**
   * This node named by the fully qualified class name, for when its simple name is ambiguous; the
   * children move to the new node, which is not attached to a parent yet.
   */
  public ClassDescriptor withQualifiedDisplayName() {
    ClassDescriptor qualified = named(getUniqueId().removeLastSegment(), testClass.getName());
    Descriptors.moveChildren(this, qualified);
    return qualified;
  }

  /**
   * A node like this one, below {@code engineId} and named {@code displayName}, without children.
   */
  abstract ClassDescriptor named(UniqueId engineId, String displayName);

  Set<TestTag> ownTags() {
    return tags;
  }

  @Override
  public Set<TestTag> getTags() {
    return Descriptors.withInheritedTags(this, tags);
  }

  @Override
  public SkipResult shouldBeSkipped(PipespecExecutionContext context) {
    return Disabling.skipResult(testClass, "class " + testClass.getName());
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
