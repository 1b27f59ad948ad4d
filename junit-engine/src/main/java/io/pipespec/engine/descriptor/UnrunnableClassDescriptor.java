package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;

import io.pipespec.engine.UnrunnableTestClassException;
import io.pipespec.engine.execution.PipespecExecutionContext;
import java.util.Set;
import org.jspecify.annotations.Nullable;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.UniqueId;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * A test class that cannot run (it has no suite, a stale one, or it is nested in another class): a
 * container with the class's {@link ClassSource} and one test, {@value #TEST_NAME}, that fails with
 * the reason. The reason is also a discovery issue, of severity warning: an error would make the
 * platform run nothing of this engine, not even the healthy classes, while this failed test fails
 * the build all the same and shows, beside every other result, what to fix.
 *
 * <p>A container with a class source, not a lone test: Maven Surefire reports a test only inside
 * such a container and silently drops one outside it. It has the unique id a runnable test class
 * would have, so that rerunning it from an IDE or selecting one of its expectations finds it.
 */
public final class UnrunnableClassDescriptor extends ClassDescriptor {

  /** The display name of the one test, which fails with the reason. */
  public static final String TEST_NAME = "class cannot run";

  private final String reason;
  private final @Nullable Throwable cause;

  private UnrunnableClassDescriptor(
      UniqueId engineId,
      Class<?> testClass,
      String displayName,
      String reason,
      @Nullable Throwable cause,
      Set<TestTag> tags) {
    super(engineId, testClass, displayName, tags);
    this.reason = requireNonNull(reason, "reason");
    this.cause = cause;
  }

  /** The node of {@code testClass}, with its failing test, below {@code engine}. */
  public static UnrunnableClassDescriptor of(
      TestDescriptor engine,
      Class<?> testClass,
      String reason,
      @Nullable Throwable cause,
      Set<TestTag> tags) {
    UnrunnableClassDescriptor descriptor =
        new UnrunnableClassDescriptor(
            engine.getUniqueId(), testClass, testClass.getSimpleName(), reason, cause, tags);
    descriptor.addChild(new ReasonTest(descriptor));
    return descriptor;
  }

  @Override
  UnrunnableClassDescriptor named(UniqueId engineId, String displayName) {
    return new UnrunnableClassDescriptor(
        engineId, testClass(), displayName, reason, cause, ownTags());
  }

  /** Why the class cannot run, as the discovery issue says it. */
  public String reason() {
    return reason;
  }

  /** The one test of an unrunnable class: it fails with the reason. */
  private static final class ReasonTest extends AbstractTestDescriptor
      implements Node<PipespecExecutionContext> {

    private final UnrunnableClassDescriptor testClass;

    ReasonTest(UnrunnableClassDescriptor testClass) {
      super(
          PipespecUniqueIds.forUnrunnableClass(testClass.getUniqueId()),
          TEST_NAME,
          ClassSource.from(testClass.testClass()));
      this.testClass = testClass;
    }

    @Override
    public Type getType() {
      return Type.TEST;
    }

    @Override
    public Set<TestTag> getTags() {
      return getParent().map(TestDescriptor::getTags).orElse(Set.of());
    }

    @Override
    public PipespecExecutionContext execute(
        PipespecExecutionContext context, DynamicTestExecutor dynamicTestExecutor) {
      throw new UnrunnableTestClassException(testClass.reason, testClass.cause);
    }
  }
}
