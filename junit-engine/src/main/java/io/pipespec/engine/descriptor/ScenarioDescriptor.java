package io.pipespec.engine.descriptor;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.engine.execution.PipespecExecutionContext;
import io.pipespec.engine.execution.PipespecExecutionContext.Stage;
import io.pipespec.engine.report.ScenarioReport;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.explore.Explorer;
import io.pipespec.runtime.generate.Generation;
import io.pipespec.runtime.generate.Generations;
import io.pipespec.runtime.run.DefaultsComparison;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.RunnerComparison;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.io.UncheckedIOException;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;
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

  /** Report entry key: what exploring the scenario's family of runs did and found. */
  public static final String EXPLORE_ENTRY = "pipespec.explore";

  /** Report entry key: what trying a generated scenario's drawn inputs did and found. */
  public static final String GENERATE_ENTRY = "pipespec.generated";

  /**
   * Report entry key: with {@code pipespec.runnerDefaults=both}, an expectation that passes with
   * Pipespec's faithful options and fails with the runner's own settings, and why.
   */
  public static final String RUNNER_DEFAULTS_ENTRY = "pipespec.runnerDefaults";

  /** Report entry key: why the scenario's timeline report could not be written. */
  public static final String REPORT_ERROR_ENTRY = "pipespec.reportError";

  private final ScenarioSpec scenario;
  private final Set<TestTag> tags;
  private final List<String> runners;

  /** A scenario that runs on the configured runner (or, a function scenario, on its harness). */
  public ScenarioDescriptor(TestClassDescriptor parent, ScenarioSpec scenario, Set<TestTag> tags) {
    this(parent, scenario, tags, List.of());
  }

  /**
   * A scenario that runs on {@code runners}: on the one, as if configured, when there is one; on
   * each, with a {@link RunnerDescriptor} per runner below, when there are several; on the
   * configured runner (or its harness) when there is none.
   */
  public ScenarioDescriptor(
      TestClassDescriptor parent, ScenarioSpec scenario, Set<TestTag> tags, List<String> runners) {
    super(
        PipespecUniqueIds.forScenario(parent.getUniqueId(), scenario.name()),
        scenario.name(),
        source(parent, scenario));
    this.scenario = requireNonNull(scenario, "scenario");
    this.tags = Set.copyOf(tags);
    this.runners = List.copyOf(runners);
  }

  private static @Nullable TestSource source(TestClassDescriptor parent, ScenarioSpec scenario) {
    return scenario.declaringClass() == parent.testClass()
        ? null
        : ClassSource.from(scenario.declaringClass());
  }

  /** Whether the scenario is a {@code @Scenario} class of its own, not its test class. */
  private boolean isNested() {
    return getSource().isPresent();
  }

  /**
   * What the legacy reporting name of an expectation adds to its method name: the scenario in
   * brackets ({@code " [TwoLines]"}) for a {@code @Scenario} class, nothing for a class that is its
   * own scenario (Surefire's name of the test already names that class).
   */
  String reportingSuffix() {
    return isNested() ? " [" + scenario.name() + "]" : "";
  }

  @Override
  public Set<TestTag> getTags() {
    return Descriptors.withInheritedTags(this, tags);
  }

  /**
   * Skips a disabled scenario class. A scenario its runner refuses is not skipped here but not run
   * (see {@link #refusedSkip}): its expectations are each reported as skipped with the runner's
   * reason, under the names they have when the scenario runs.
   */
  @Override
  public SkipResult shouldBeSkipped(PipespecExecutionContext context) {
    return isNested()
        ? Disabling.skipResult(
            scenario.declaringClass(), "scenario " + scenario.declaringClass().getName())
        : SkipResult.doNotSkip();
  }

  /**
   * Why the expectations of a scenario on one runner are skipped when that runner refuses the
   * scenario by its declaration (Flink and {@code processing +..} steps, restarts, savepoints):
   * never run into a failure the runner caused, nor passed. Each expectation is skipped, not the
   * scenario, so that Maven Surefire names each refused testcase as it names a run one ({@code
   * counts [TwoLines]}), not after the bare scenario. A scenario on several runners is refused by
   * each runner's node ({@link RunnerDescriptor#refusedSkip}), so that the other runners still run
   * it.
   */
  Optional<String> refusedSkip(Stage.Configured configured) {
    if (runsOnSeveralRunners()) {
      return Optional.empty();
    }
    return refusal(configured, settings(configured, runners).runner())
        .map(reason -> "Refused: " + reason);
  }

  /**
   * Why {@code runner} refuses this scenario by its declaration, if it does: asked of the runner
   * the execution's supports resolved, the one the scenario's run then uses.
   */
  Optional<String> refusal(Stage.Configured configured, String runner) {
    return configured.runSettings().supports().refusal(runner, scenario);
  }

  public ScenarioSpec scenario() {
    return scenario;
  }

  /** The runners the scenario runs on; empty when it runs on the configured one or a harness. */
  public List<String> runners() {
    return runners;
  }

  /** Whether the scenario runs on several runners, with a {@link RunnerDescriptor} for each. */
  public boolean runsOnSeveralRunners() {
    return runners.size() > 1;
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
    if (runsOnSeveralRunners()) {
      return runOnEachRunner(context);
    }
    boolean anyEnabled =
        getChildren().stream().anyMatch(child -> !((ExpectationDescriptor) child).isDisabled());
    Stage.Configured configured = context.configured();
    if (!anyEnabled || refusedSkip(configured).isPresent()) {
      return context;
    }
    RunSettings settings = settings(configured, runners);
    // A generated scenario runs its first drawn input as written: the run the report shows.
    ScenarioSpec firstTry = Generations.prepare(scenario, configured.generate());
    ScenarioResult result = ScenarioRunner.run(firstTry, settings);
    Optional<DefaultsComparison> defaults = DefaultsComparison.run(firstTry, settings, result);
    Exploration exploration = Explorer.explore(scenario, settings, configured.explore(), result);
    Generation generation = Generations.generate(scenario, settings, configured.generate(), result);
    context.listener().reportingEntryPublished(this, reportEntry(result, exploration, generation));
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
                        withDefaults(
                            defaults, expectation, result.judge(expectation), this, context))),
            new ScenarioReport(
                configured.reports().settings(),
                testClass(),
                firstTry,
                result,
                exploration,
                Optional.empty())));
  }

  /** The test class this scenario belongs to, whose name the report's folder has. */
  Class<?> testClass() {
    Optional<TestDescriptor> parent = getParent();
    if (parent.isPresent() && parent.get() instanceof TestClassDescriptor testClass) {
      return testClass.testClass();
    }
    return scenario.declaringClass();
  }

  /**
   * Writes the scenario's timeline report when one is wanted (see {@code pipespec.reports}),
   * publishes it as a file entry of this scenario, and adds the scenario to the index. A scenario
   * that did not run has no report; on several runners, each runner's node writes its own.
   */
  @Override
  public void after(PipespecExecutionContext context) {
    writeReport(this, context, scenario.expectations());
  }

  /**
   * Writes the report of the run {@code context} holds, if any and if wanted, as a file entry of
   * {@code node}; a page that cannot be written changes no verdict, a report entry says why.
   */
  static void writeReport(
      TestDescriptor node, PipespecExecutionContext context, List<ExpectationSpec> expectations) {
    Optional<Stage.OneRun> run = context.stage().run();
    if (run.isEmpty()) {
      return;
    }
    ScenarioReport report = run.get().report();
    boolean written = report.writesPage();
    if (written) {
      try {
        context
            .listener()
            .fileEntryPublished(node, FileEntry.from(report.write(expectations), "text/html"));
      } catch (UncheckedIOException e) {
        written = false;
        context
            .listener()
            .reportingEntryPublished(
                node, ReportEntry.from(REPORT_ERROR_ENTRY, e.getMessage() + ": " + e.getCause()));
      }
    }
    run.get().configured().reports().add(report.indexEntry(expectations, written));
  }

  /** The configured settings, on the one runner of {@code runners} when there is one. */
  private static RunSettings settings(Stage.Configured configured, List<String> runners) {
    RunSettings settings = configured.runSettings();
    return runners.size() == 1 ? settings.withRunner(runners.get(0)) : settings;
  }

  /**
   * Runs the scenario on each runner that has an expectation to judge and does not refuse it, one
   * after the other, before any expectation is judged: each expectation's verdict is compared with
   * the other runners'. Each run's report entry is published by its runner's node once that node
   * has started.
   */
  private PipespecExecutionContext runOnEachRunner(PipespecExecutionContext context) {
    Stage.Configured configured = context.configured();
    Map<String, ScenarioResult> results = new LinkedHashMap<>();
    Map<String, Exploration> explorations = new LinkedHashMap<>();
    Map<String, DefaultsComparison> defaults = new LinkedHashMap<>();
    Map<String, Generation> generations = new LinkedHashMap<>();
    ScenarioSpec firstTry = Generations.prepare(scenario, configured.generate());
    for (TestDescriptor child : getChildren()) {
      RunnerDescriptor runner = (RunnerDescriptor) child;
      if (runner.hasEnabledExpectations() && refusal(configured, runner.runner()).isEmpty()) {
        RunSettings settings = configured.runSettings().withRunner(runner.runner());
        ScenarioResult result = ScenarioRunner.run(firstTry, settings);
        results.put(runner.runner(), result);
        DefaultsComparison.run(firstTry, settings, result)
            .ifPresent(second -> defaults.put(runner.runner(), second));
        explorations.put(
            runner.runner(), Explorer.explore(scenario, settings, configured.explore(), result));
        generations.put(
            runner.runner(),
            Generations.generate(scenario, settings, configured.generate(), result));
      }
    }
    return results.isEmpty()
        ? context
        : context.in(
            new Stage.SeveralRuns(
                configured, new RunnerComparison(results), explorations, defaults, generations));
  }

  /**
   * {@code verdict} on {@code expectation}, restated by {@code defaults} when the run with the
   * runner's own settings disagrees; a faithful pass that run fails is printed and published as a
   * report entry of {@code node}, since a passing test has no message to carry it.
   */
  static Judgement withDefaults(
      Optional<DefaultsComparison> defaults,
      ExpectationSpec expectation,
      Judgement verdict,
      TestDescriptor node,
      PipespecExecutionContext context) {
    return defaults
        .map(
            second ->
                second.judge(
                    expectation,
                    verdict,
                    note -> {
                      System.err.println("Pipespec: " + note);
                      context
                          .listener()
                          .reportingEntryPublished(
                              node, ReportEntry.from(RUNNER_DEFAULTS_ENTRY, note));
                    }))
        .orElse(verdict);
  }

  /**
   * The report entry of one run: its runner, wall time, captured counts, exploration and, for a
   * generated scenario, what its tries found.
   */
  static ReportEntry reportEntry(
      ScenarioResult result, Exploration exploration, Generation generation) {
    Map<String, String> entries = new LinkedHashMap<>();
    entries.put(RUNNER_ENTRY, result.runner());
    if (!(exploration instanceof Exploration.NotAsked)) {
      entries.put(EXPLORE_ENTRY, exploration.summary());
    }
    if (!(generation instanceof Generation.NotGenerated)) {
      entries.put(GENERATE_ENTRY, generation.summary());
    }
    entries.put(WALL_TIME_ENTRY, Long.toString(result.wallTime().toMillis()));
    result
        .capturedCounts()
        .forEach((output, count) -> entries.put(CAPTURED_ENTRY_PREFIX + output, count.toString()));
    entries.putAll(result.notes());
    return ReportEntry.from(entries);
  }
}
