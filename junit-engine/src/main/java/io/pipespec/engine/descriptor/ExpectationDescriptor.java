package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.engine.execution.PipespecExecutionContext.Stage;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.scope.Scope;
import java.lang.reflect.Method;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.stream.Collectors;
import org.apiguardian.api.API;
import org.junit.platform.commons.util.ExceptionUtils;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * One expectation method: a test, judged against the run of its scenario. Its {@link MethodSource}
 * points at the real method, so that IDEs navigate to it and rerun it alone.
 *
 * <p>Its display name is the method name, followed by the scope in brackets when the expectation
 * judges less than all windows and all panes, such as {@code onTimeTotals [ON_TIME pane of [00:00,
 * 00:20)]}, and by the runner in brackets when its scenario runs on several runners, such as {@code
 * onTimeTotals [FlinkRunner]}. The processor forbids two expectation methods of one name in a
 * scenario, so siblings never share a display name.
 *
 * <p>Its legacy reporting name, which Maven Surefire prints in its console and writes as the
 * testcase's name, is the method name followed by the {@code @Scenario} class in brackets and then
 * the runner in brackets when there are several: {@code counts [TwoLines]}, {@code counts
 * [TwoLines] [FlinkRunner]}; an expectation of a class that is its own single scenario is its
 * method name alone. Surefire prefixes it with the test class, and a failure then reads {@code
 * com.example.WordCountTest.counts [TwoLines]}: two scenarios' {@code counts} never look alike, and
 * Surefire never takes them for two runs of one test. The scope is left to the display name (an
 * IDE's tree), so that the name stays short. Surefire takes this name rather than the method's only
 * below a container without a source whose legacy reporting name is in brackets (see {@link
 * PipespecEngineDescriptor#getLegacyReportingName()}).
 */
@API(status = INTERNAL)
public final class ExpectationDescriptor extends AbstractTestDescriptor
    implements Node<PipespecExecutionContext> {

  private final ExpectationSpec expectation;
  private final Method method;
  private final Set<TestTag> tags;
  private final String legacyReportingName;

  public ExpectationDescriptor(
      ScenarioDescriptor parent, ExpectationSpec expectation, Method method, Set<TestTag> tags) {
    super(
        PipespecUniqueIds.forExpectation(parent.getUniqueId(), expectation.methodName()),
        displayName(expectation),
        MethodSource.from(expectation.declaringClass(), method));
    this.expectation = requireNonNull(expectation, "expectation");
    this.method = method;
    this.tags = Set.copyOf(tags);
    this.legacyReportingName = expectation.methodName() + parent.reportingSuffix();
  }

  /**
   * The expectation as judged on one of several runners of its scenario: its display name ends with
   * the runner in brackets, {@code firstWindowTotals [FlinkRunner]}.
   */
  public ExpectationDescriptor(
      RunnerDescriptor parent, ExpectationSpec expectation, Method method, Set<TestTag> tags) {
    super(
        PipespecUniqueIds.forExpectation(parent.getUniqueId(), expectation.methodName()),
        displayName(expectation) + " [" + parent.runner() + "]",
        MethodSource.from(expectation.declaringClass(), method));
    this.expectation = requireNonNull(expectation, "expectation");
    this.method = method;
    this.tags = Set.copyOf(tags);
    this.legacyReportingName = expectation.methodName() + parent.reportingSuffix();
  }

  static String displayName(ExpectationSpec expectation) {
    Scope scope = expectation.scope();
    return scope.equals(Scope.everything())
        ? expectation.methodName()
        : expectation.methodName() + " [" + scope.describe() + "]";
  }

  /**
   * The method that declares {@code expectation}, found by name: the processor forbids overloaded
   * expectation methods. Empty when there is none or more than one, which means the suite was
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

  /** {@code counts [TwoLines]}: see the class's description. */
  @Override
  public String getLegacyReportingName() {
    return legacyReportingName;
  }

  @Override
  public Type getType() {
    return Type.TEST;
  }

  @Override
  public Set<TestTag> getTags() {
    return Descriptors.withInheritedTags(this, tags);
  }

  boolean isDisabled() {
    return Disabling.isDisabled(method);
  }

  /**
   * Skips a disabled expectation, and one whose runner refuses its scenario, with the runner's
   * reason (the scenario is then not run on that runner).
   */
  @Override
  public SkipResult shouldBeSkipped(PipespecExecutionContext context) {
    SkipResult disabled =
        Disabling.skipResult(
            method, "expectation " + method.getDeclaringClass().getName() + "#" + method.getName());
    if (disabled.isSkipped()) {
      return disabled;
    }
    Optional<String> refused =
        getParent()
            .flatMap(
                parent ->
                    parent instanceof RunnerDescriptor runner
                        ? runner.refusedSkip(context.configured())
                        : ((ScenarioDescriptor) parent).refusedSkip(context.configured()));
    return refused.map(SkipResult::skip).orElse(SkipResult.doNotSkip());
  }

  /**
   * Judging an expectation takes microseconds against the captured run; forking it off to another
   * worker would only cost, and would shuffle the order in which reports list a scenario's tests.
   */
  @Override
  public ExecutionMode getExecutionMode() {
    return ExecutionMode.SAME_THREAD;
  }

  /**
   * Judges the expectation and records the verdict for the scenario's report; a failure propagates
   * as the runtime throws it, its message ending with the path of the report when one is written.
   */
  @Override
  public PipespecExecutionContext execute(
      PipespecExecutionContext context, DynamicTestExecutor dynamicTestExecutor) {
    // The verdict is the one the run's judge reaches, on one runner or compared across several;
    // it is recorded for the run's report and thrown as it is, with the report's path appended.
    Stage.OneRun run =
        context
            .stage()
            .run()
            .orElseThrow(
                () ->
                    new IllegalStateException("An expectation ran outside of its scenario's run"));
    Judgement judgement = run.judge().judge(expectation);
    Optional<Throwable> failure = run.report().record(expectation, judgement);
    if (failure.isPresent()) {
      throw ExceptionUtils.throwAsUncheckedException(failure.get());
    }
    return context;
  }
}
