package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.engine.execution.PipespecExecutionContext.Stage;
import io.pipespec.engine.report.ScenarioReport;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.generate.Generation;
import io.pipespec.runtime.run.RunnerComparison;
import io.pipespec.runtime.run.ScenarioResult;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * One runner of a scenario that runs on several: a container below the scenario, named after the
 * runner, holding the scenario's expectations as judged against that runner's run. A scenario on a
 * single runner has no such node.
 *
 * <p>It has no source, as JUnit Jupiter's parameterized invocations have none: build tools report
 * its expectations under the scenario's or test class's {@code ClassSource}. Its legacy reporting
 * name is the runner in brackets ({@code [FlinkRunner]}), the form Maven Surefire recognises as an
 * invocation, so that its XML report names each expectation with its runner ({@code counts
 * [FlinkRunner]}, after the scenario when it is a {@code @Scenario} class: {@code counts [TwoLines]
 * [FlinkRunner]}) and two runners' results never share a testcase.
 */
@API(status = INTERNAL)
public final class RunnerDescriptor extends AbstractTestDescriptor
    implements Node<PipespecExecutionContext> {

  private final String runner;
  private final String reportingSuffix;

  public RunnerDescriptor(ScenarioDescriptor parent, String runner) {
    super(PipespecUniqueIds.forRunner(parent.getUniqueId(), runner), runner);
    this.runner = requireNonNull(runner, "runner");
    this.reportingSuffix = parent.reportingSuffix() + " [" + runner + "]";
  }

  /**
   * What the legacy reporting name of an expectation below adds to its method name: the scenario's
   * suffix, then this runner in brackets ({@code " [TwoLines] [FlinkRunner]"}).
   */
  String reportingSuffix() {
    return reportingSuffix;
  }

  /** The runner's name, as the runners on the class path name themselves ({@code FlinkRunner}). */
  public String runner() {
    return runner;
  }

  /**
   * Whether any expectation below is to be judged, so that the scenario must run on this runner.
   */
  boolean hasEnabledExpectations() {
    return getChildren().stream().anyMatch(child -> !((ExpectationDescriptor) child).isDisabled());
  }

  @Override
  public Type getType() {
    return Type.CONTAINER;
  }

  @Override
  public String getLegacyReportingName() {
    return "[" + runner + "]";
  }

  /**
   * Why the expectations below are skipped when this runner refuses the scenario by its declaration
   * (Flink and {@code processing +..} steps, restarts, savepoints); the scenario's other runners
   * still run it. The expectations are skipped, not this node, so that Maven Surefire names each
   * refused testcase as it names a run one ({@code counts [TwoLines] [FlinkRunner]}), not {@code
   * [FlinkRunner]} alone.
   */
  Optional<String> refusedSkip(Stage.Configured configured) {
    return getParent()
        .flatMap(parent -> ((ScenarioDescriptor) parent).refusal(configured, runner))
        .map(reason -> "Refused on " + runner + ": " + reason);
  }

  @Override
  public Set<TestTag> getTags() {
    return Descriptors.withInheritedTags(this, Set.of());
  }

  /**
   * Publishes this runner's report entry (the scenario ran on every runner before; a listener
   * accepts entries only for a node that has started) and hands the run to the expectations below.
   */
  @Override
  public PipespecExecutionContext before(PipespecExecutionContext context) {
    Optional<Stage.SeveralRuns> runs =
        context.stage().runs().filter(several -> several.comparison().runners().contains(runner));
    if (runs.isEmpty()) {
      // Every expectation below is disabled: the scenario did not run on this runner.
      return context;
    }
    RunnerComparison comparison = runs.get().comparison();
    ScenarioResult result = comparison.result(runner);
    Exploration exploration = runs.get().exploration(runner);
    Generation generation = runs.get().generation(runner);
    context
        .listener()
        .reportingEntryPublished(
            this, ScenarioDescriptor.reportEntry(result, exploration, generation));
    ScenarioDescriptor scenario = (ScenarioDescriptor) getParent().orElseThrow();
    Stage.Configured configured = context.configured();
    return context.in(
        new Stage.OneRun(
            configured,
            result,
            exploration,
            expectation ->
                generation.judge(
                    expectation,
                    exploration.judge(
                        expectation,
                        ScenarioDescriptor.withDefaults(
                            runs.get().defaults(runner),
                            expectation,
                            comparison.judge(expectation, runner),
                            this,
                            context))),
            new ScenarioReport(
                configured.reports().settings(),
                scenario.testClass(),
                // The scenario as it ran: a generated one with its first drawn input.
                result.spec(),
                result,
                exploration,
                Optional.of(runner))));
  }

  /** Writes this runner's timeline report, as a scenario on one runner writes its own. */
  @Override
  public void after(PipespecExecutionContext context) {
    ScenarioDescriptor scenario = (ScenarioDescriptor) getParent().orElseThrow();
    ScenarioDescriptor.writeReport(this, context, scenario.scenario().expectations());
  }

  /** Judging is the scenario's thread's, as for a scenario on one runner. */
  @Override
  public ExecutionMode getExecutionMode() {
    return ExecutionMode.SAME_THREAD;
  }
}
