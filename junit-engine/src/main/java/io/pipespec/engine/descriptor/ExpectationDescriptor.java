package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;

import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.runtime.spec.ExpectationSpec;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.stream.Collectors;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * One expectation method: a test, judged against the run of its scenario. Its {@link MethodSource}
 * points at the real method, so that IDEs navigate to it and rerun it alone.
 */
public final class ExpectationDescriptor extends AbstractTestDescriptor
    implements Node<PipespecExecutionContext> {

  private final ExpectationSpec expectation;

  public ExpectationDescriptor(
      ScenarioDescriptor parent, ExpectationSpec expectation, Method method) {
    super(
        PipespecUniqueIds.forExpectation(parent.getUniqueId(), expectation.methodName()),
        expectation.methodName(),
        MethodSource.from(expectation.declaringClass(), method));
    this.expectation = requireNonNull(expectation, "expectation");
  }

  /**
   * The method that declares {@code expectation}, found by name: the processor forbids overloaded
   * expectation methods. Empty when there is none or more than one, which means the harness was
   * generated from another version of the class.
   */
  public static Optional<Method> findMethod(ExpectationSpec expectation) {
    List<Method> candidates =
        Arrays.stream(expectation.declaringClass().getDeclaredMethods())
            .filter(method -> method.getName().equals(expectation.methodName()))
            .filter(method -> !method.isSynthetic() && !method.isBridge())
            .collect(Collectors.toList());
    return candidates.size() == 1 ? Optional.of(candidates.get(0)) : Optional.empty();
  }

  public ExpectationSpec expectation() {
    return expectation;
  }

  @Override
  public Type getType() {
    return Type.TEST;
  }

  /** Judges the expectation; a failure propagates as the runtime throws it. */
  @Override
  public PipespecExecutionContext execute(
      PipespecExecutionContext context, DynamicTestExecutor dynamicTestExecutor) {
    context.scenarioResult().verify(expectation);
    return context;
  }
}
