package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;

import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * One scenario: one pipeline run that every expectation below it is judged against.
 *
 * <p>It has no test source on purpose: Maven Surefire counts tests under the nearest {@code
 * ClassSource}, which must stay the test class's, and a nested scenario's expectations carry their
 * own method sources.
 */
public final class ScenarioDescriptor extends AbstractTestDescriptor
    implements Node<PipespecExecutionContext> {

  /** Report entry key: the runner that ran the scenario. */
  public static final String RUNNER_ENTRY = "pipespec.runner";

  /** Report entry key: the wall time of the pipeline run, in milliseconds. */
  public static final String WALL_TIME_ENTRY = "pipespec.wallTimeMs";

  /** Report entry key prefix: the number of elements captured, followed by the output's name. */
  public static final String CAPTURED_ENTRY_PREFIX = "pipespec.captured.";

  private final ScenarioSpec scenario;

  public ScenarioDescriptor(TestClassDescriptor parent, ScenarioSpec scenario) {
    super(PipespecUniqueIds.forScenario(parent.getUniqueId(), scenario.name()), scenario.name());
    this.scenario = requireNonNull(scenario, "scenario");
  }

  public ScenarioSpec scenario() {
    return scenario;
  }

  /** The expectation of this scenario declared by the method {@code methodName}, if any. */
  public Optional<ExpectationSpec> expectation(String methodName) {
    return scenario.expectations().stream()
        .filter(expectation -> expectation.methodName().equals(methodName))
        .findFirst();
  }

  @Override
  public Type getType() {
    return Type.CONTAINER;
  }

  /**
   * Runs the pipeline once, before any expectation is judged. The run captures every output,
   * whichever expectations were selected; a scenario none of whose expectations was selected is
   * pruned from the tree by the platform, and so never runs.
   */
  @Override
  public PipespecExecutionContext before(PipespecExecutionContext context) {
    if (getChildren().isEmpty()) {
      return context;
    }
    ScenarioResult result = ScenarioRunner.run(scenario, context.runSettings());
    context.listener().reportingEntryPublished(this, reportEntry(result));
    return context.withScenarioResult(result);
  }

  private static ReportEntry reportEntry(ScenarioResult result) {
    Map<String, String> entries = new LinkedHashMap<>();
    entries.put(RUNNER_ENTRY, result.runner());
    entries.put(WALL_TIME_ENTRY, Long.toString(result.wallTime().toMillis()));
    result
        .capturedCounts()
        .forEach((output, count) -> entries.put(CAPTURED_ENTRY_PREFIX + output, count.toString()));
    return ReportEntry.from(entries);
  }
}
