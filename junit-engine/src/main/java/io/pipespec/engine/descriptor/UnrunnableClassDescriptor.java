package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;

import io.pipespec.engine.execution.PipespecExecutionContext;
import java.util.LinkedHashSet;
import java.util.Set;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * A test class that cannot run (it has no suite, a stale one, or it is nested in another class), in
 * the tree as one test that fails with the reason. The reason is also a discovery issue, of
 * severity warning: an error would make the platform run nothing of this engine, not even the
 * healthy classes, while this failed test fails the build all the same and shows, beside every
 * other result, what to fix.
 *
 * <p>It has the unique id a runnable test class would have, so that rerunning it from an IDE or
 * selecting one of its expectations finds it.
 */
public final class UnrunnableClassDescriptor extends AbstractTestDescriptor
    implements Node<PipespecExecutionContext> {

  private final Class<?> testClass;
  private final String reason;
  private final Throwable cause;
  private final Set<TestTag> tags;

  public UnrunnableClassDescriptor(
      TestDescriptor engine,
      Class<?> testClass,
      String reason,
      Throwable cause,
      Set<TestTag> tags) {
    this(engine.getUniqueId(), testClass, testClass.getSimpleName(), reason, cause, tags);
  }

  private UnrunnableClassDescriptor(
      UniqueId engineId,
      Class<?> testClass,
      String displayName,
      String reason,
      Throwable cause,
      Set<TestTag> tags) {
    super(
        PipespecUniqueIds.forClass(engineId, testClass.getName()),
        displayName,
        ClassSource.from(testClass));
    this.testClass = testClass;
    this.reason = requireNonNull(reason, "reason");
    this.cause = cause;
    this.tags = Set.copyOf(tags);
  }

  /**
   * This node named by the fully qualified class name, as {@link
   * TestClassDescriptor#withQualifiedDisplayName()}; not attached to a parent yet.
   */
  public UnrunnableClassDescriptor withQualifiedDisplayName() {
    return new UnrunnableClassDescriptor(
        getUniqueId().removeLastSegment(), testClass, testClass.getName(), reason, cause, tags);
  }

  @Override
  public Type getType() {
    return Type.TEST;
  }

  @Override
  public String getLegacyReportingName() {
    return testClass.getName();
  }

  @Override
  public Set<TestTag> getTags() {
    Set<TestTag> all = new LinkedHashSet<>(tags);
    getParent().ifPresent(parent -> all.addAll(parent.getTags()));
    return all;
  }

  @Override
  public SkipResult shouldBeSkipped(PipespecExecutionContext context) {
    return Disabling.skipResult(testClass, "class " + testClass.getName());
  }

  @Override
  public PipespecExecutionContext execute(
      PipespecExecutionContext context, DynamicTestExecutor dynamicTestExecutor) {
    throw new UnrunnableTestClassException(reason, cause);
  }

  /** Why the class cannot run, as the discovery issue says it. */
  public String reason() {
    return reason;
  }
}
