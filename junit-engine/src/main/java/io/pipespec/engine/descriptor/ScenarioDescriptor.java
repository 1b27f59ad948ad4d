package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.engine.report.ScenarioReport;
import io.pipespec.runtime.run.RunnerSupports;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.spec.ExpectationSpec;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestSource;
import org.junit.platform.engine.TestTag;
import org.junit.platform.engine.reporting.FileEntry;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.AbstractTestDescriptor;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.hierarchical.Node;

/**
 * One scenario: one run (a pipeline, or a function's timeline on its harness) that every
 * expectation below it is judged against.
 *
 * <p>A {@code @Scenario} nested class gives its scenario a {@link ClassSource}, as JUnit Jupiter
 * does for {@code @Nested} classes: Maven Surefire reports a test under the nearest class source,
 * so two scenarios that both have a {@code counts()} expectation are reported as {@code
 * WordCountTest$TwoLines.counts} and {@code WordCountTest$NoLines.counts}, never as two {@code
 * WordCountTest.counts}. A class that is its own single scenario leaves the source to its class
 * node.
 */
@API(status = INTERNAL)
public final class ScenarioDescriptor extends AbstractTestDescriptor
    implements Node<PipespecExecutionContext> {

  /**
   * Report entry key: the runner that ran the scenario ({@code StatefulFunctionHarness} for a
   * function).
   */
  public static final String RUNNER_ENTRY = "pipespec.runner";

  /** Report entry key: the wall time of the scenario's run, in milliseconds. */
  public static final String WALL_TIME_ENTRY = "pipespec.wallTimeMs";

  /** Report entry key prefix: the number of elements captured, followed by the output's name. */
  public static final String CAPTURED_ENTRY_PREFIX = "pipespec.captured.";

  /** Report entry key: why the scenario's timeline report could not be written. */
  public static final String REPORT_ERROR_ENTRY = "pipespec.reportError";

  private final ScenarioSpec scenario;
  private final Set<TestTag> tags;

  public ScenarioDescriptor(TestClassDescriptor parent, ScenarioSpec scenario, Set<TestTag> tags) {
    super(
        PipespecUniqueIds.forScenario(parent.getUniqueId(), scenario.name()),
        scenario.name(),
        source(parent, scenario));
    this.scenario = requireNonNull(scenario, "scenario");
    this.tags = Set.copyOf(tags);
  }

  private static TestSource source(TestClassDescriptor parent, ScenarioSpec scenario) {
    return scenario.declaringClass() == parent.testClass()
        ? null
        : ClassSource.from(scenario.declaringClass());
  }

  /** Whether the scenario is a {@code @Scenario} class of its own, not its test class. */
  private boolean isNested() {
    return getSource().isPresent();
  }

  @Override
  public Set<TestTag> getTags() {
    return Descriptors.withInheritedTags(this, tags);
  }

  /**
   * Skips a disabled scenario class, and a scenario the configured runner refuses by its
   * declaration (Flink and {@code processing +..} steps): it is reported as skipped with the
   * runner's reason, never run into a failure the runner caused, nor passed.
   */
  @Override
  public SkipResult shouldBeSkipped(PipespecExecutionContext context) {
    SkipResult disabled =
        isNested()
            ? Disabling.skipResult(
                scenario.declaringClass(), "scenario " + scenario.declaringClass().getName())
            : SkipResult.doNotSkip();
    if (disabled.isSkipped()) {
      return disabled;
    }
    return RunnerSupports.refusal(context.runSettings().runner(), scenario)
        .map(reason -> SkipResult.skip("Refused: " + reason))
        .orElse(SkipResult.doNotSkip());
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
   * Runs the scenario once, before any expectation is judged. The run captures every output,
   * whichever expectations were selected; a scenario none of whose expectations was selected is
   * pruned from the tree by the platform, and one whose selected expectations are all disabled is
   * not run at all.
   */
  @Override
  public PipespecExecutionContext before(PipespecExecutionContext context) {
    boolean anyEnabled =
        getChildren().stream().anyMatch(child -> !((ExpectationDescriptor) child).isDisabled());
    if (!anyEnabled) {
      return context;
    }
    ScenarioResult result = ScenarioRunner.run(scenario, context.runSettings());
    context.listener().reportingEntryPublished(this, reportEntry(result));
    return context
        .withScenarioResult(result)
        .withScenarioReport(
            new ScenarioReport(context.reports().settings(), testClass(), scenario, result));
  }

  private Class<?> testClass() {
    Optional<TestDescriptor> parent = getParent();
    if (parent.isPresent() && parent.get() instanceof TestClassDescriptor testClass) {
      return testClass.testClass();
    }
    return scenario.declaringClass();
  }

  /**
   * Writes the scenario's timeline report when one is wanted (see {@code pipespec.reports}),
   * publishes it as a file entry of this scenario, and adds the scenario to the index. A scenario
   * that did not run has no report.
   */
  @Override
  public void after(PipespecExecutionContext context) {
    if (!context.hasScenarioReport()) {
      return;
    }
    ScenarioReport report = context.scenarioReport();
    boolean written = report.writesPage();
    if (written) {
      try {
        context
            .listener()
            .fileEntryPublished(
                this, FileEntry.from(report.write(scenario.expectations()), "text/html"));
      } catch (UncheckedIOException e) {
        // The verdicts stand; that the page is missing is said where reports show entries.
        written = false;
        context
            .listener()
            .reportingEntryPublished(this, ReportEntry.from(REPORT_ERROR_ENTRY, message(e)));
      }
    }
    context.reports().add(report.indexEntry(scenario.expectations(), written));
  }

  private static String message(UncheckedIOException e) {
    return e.getMessage() + ": " + e.getCause();
  }

  private static ReportEntry reportEntry(ScenarioResult result) {
    Map<String, String> entries = new LinkedHashMap<>();
    entries.put(RUNNER_ENTRY, result.runner());
    entries.put(WALL_TIME_ENTRY, Long.toString(result.wallTime().toMillis()));
    result
        .capturedCounts()
        .forEach((output, count) -> entries.put(CAPTURED_ENTRY_PREFIX + output, count.toString()));
    entries.putAll(result.notes());
    return ReportEntry.from(entries);
  }
}
