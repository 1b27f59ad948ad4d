package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectMethod;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectUniqueId;
import static org.junit.platform.launcher.TagFilter.includeTags;

import io.pipespec.engine.fixtures.matrix.MutatingInputTest;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.DiscoveryIssue;
import org.junit.platform.engine.DiscoveryIssue.Severity;
import org.junit.platform.engine.FilterResult;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.engine.support.descriptor.ClassSource;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.launcher.PostDiscoveryFilter;
import org.junit.platform.testkit.engine.EngineDiscoveryResults;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.junit.platform.testkit.engine.EventType;
import org.opentest4j.AssertionFailedError;

/**
 * Scenarios on several runners ({@code pipespec.runners}, {@code @Runners}): a runner level in the
 * tree, selection by unique id, method and tag, and verdicts compared across runners. The second
 * runner is {@code UncheckedDirectRunner}, the DirectRunner without its immutability checks
 * (registered by the test resources).
 */
class RunnerMatrixTest {

  private static final String RUNNERS = PipespecEngineConstants.RUNNERS_PROPERTY_NAME;
  private static final String BOTH = "DirectRunner, UncheckedDirectRunner";
  private static final String NESTED = "io.pipespec.engine.fixtures.nested.WordCountTest";
  private static final String SINGLE = "io.pipespec.engine.fixtures.single.WordLengthsTest";
  private static final String MUTATING = "io.pipespec.engine.fixtures.matrix.MutatingInputTest";
  private static final String SCENARIOS = "io.pipespec.engine.fixtures.matrix.ScenarioRunnersTest";
  private static final String UNKNOWN = "io.pipespec.engine.fixtures.matrix.UnknownRunnerTest";

  /**
   * {@code @Runners} naming a runner that is not on the test class path; compiled by the test, so
   * that scanning the test classes does not find it.
   */
  private static final String UNKNOWN_SOURCE =
      """
      package io.pipespec.engine.fixtures.matrix;

      import io.pipespec.*;
      import java.util.List;
      import org.apache.beam.sdk.values.PCollection;

      @PipelineTest
      @Runners({"DirectRunner", "SparkRunner"})
      public class UnknownRunnerTest {
        @UnderTest
        static PCollection<String> same(PCollection<String> words) {
          return words;
        }

        @Input static final List<String> words = List.of("a");

        @ExpectContains("a")
        void theWord() {}
      }
      """;

  @TempDir Path directory;
  private static final String COUNT = "io.pipespec.engine.fixtures.function.CountPerKeyTest";

  @Test
  void configuredRunnersAddARunnerLevelAndNameEachExpectationWithItsRunner() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .selectors(selectClass(SINGLE))
            .discover();

    assertThat(results.getDiscoveryIssues()).isEmpty();
    String scenario = "[engine:pipespec]/[class:" + SINGLE + "]/[scenario:WordLengthsTest]";
    assertThat(tree(results.getEngineDescriptor()))
        .containsExactly(
            "[engine:pipespec] Pipespec",
            "[engine:pipespec]/[class:" + SINGLE + "] WordLengthsTest",
            scenario + " WordLengthsTest",
            scenario + "/[runner:DirectRunner] DirectRunner",
            scenario
                + "/[runner:DirectRunner]/[expectation:oneLengthPerWord]"
                + " oneLengthPerWord [DirectRunner]",
            scenario
                + "/[runner:DirectRunner]/[expectation:noEmptyWord] noEmptyWord [DirectRunner]",
            scenario + "/[runner:UncheckedDirectRunner] UncheckedDirectRunner",
            scenario
                + "/[runner:UncheckedDirectRunner]/[expectation:oneLengthPerWord]"
                + " oneLengthPerWord [UncheckedDirectRunner]",
            scenario
                + "/[runner:UncheckedDirectRunner]/[expectation:noEmptyWord]"
                + " noEmptyWord [UncheckedDirectRunner]")
        .inOrder();
  }

  @Test
  void runnerNodeHasNoSourceAndABracketedReportingNameExpectationsKeepTheirMethodSource() {
    TestDescriptor engine =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .selectors(selectClass(NESTED))
            .discover()
            .getEngineDescriptor();

    TestDescriptor twoLines = child(child(engine, 0), 0);
    assertThat(twoLines.getSource()).hasValue(ClassSource.from(NESTED + "$TwoLines"));
    TestDescriptor flink = child(twoLines, 1);
    assertThat(flink.getSource()).isEmpty();
    // Surefire names a test below a source-less "[...]" container by its own reporting name, so
    // that the two runners' counts are two testcases, counts [TwoLines] [DirectRunner] and counts
    // [TwoLines] [Unchecked..].
    assertThat(flink.getLegacyReportingName()).isEqualTo("[UncheckedDirectRunner]");
    TestDescriptor counts = child(flink, 0);
    assertThat(counts.getSource()).hasValue(MethodSource.from(NESTED + "$TwoLines", "counts", ""));
    assertThat(counts.getLegacyReportingName())
        .isEqualTo("counts [TwoLines] [UncheckedDirectRunner]");
  }

  @Test
  void theSingularKeyAndASingleRunnerKeepTheTreeOfOneRunner() {
    for (Map<String, String> configuration :
        List.of(
            Map.of(PipespecEngineConstants.RUNNER_PROPERTY_NAME, "direct"),
            Map.of(RUNNERS, "DirectRunner"))) {
      EngineDiscoveryResults results =
          EngineTestKit.engine("pipespec")
              .configurationParameters(configuration)
              .selectors(selectClass(SINGLE))
              .discover();
      assertThat(tree(results.getEngineDescriptor()))
          .contains(
              "[engine:pipespec]/[class:"
                  + SINGLE
                  + "]/[scenario:WordLengthsTest]/[expectation:oneLengthPerWord]"
                  + " oneLengthPerWord");
    }
  }

  @Test
  void eachScenarioRunsOnEachRunnerAndReportsPerRunner() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .selectors(selectClass(NESTED))
            .execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly(
            "counts [DirectRunner]",
            "allPositive [DirectRunner]",
            "counts [UncheckedDirectRunner]",
            "allPositive [UncheckedDirectRunner]",
            "counts [DirectRunner]",
            "counts [UncheckedDirectRunner]")
        .inOrder();
    assertThat(results.testEvents().failed().count()).isEqualTo(0);
    List<String> runs = new ArrayList<>();
    for (Event entry : results.allEvents().reportingEntryPublished().list()) {
      Map<String, String> values =
          entry.getPayload(ReportEntry.class).orElseThrow().getKeyValuePairs();
      runs.add(entry.getTestDescriptor().getDisplayName() + "=" + values.get("pipespec.runner"));
    }
    assertThat(runs)
        .containsExactly(
            "DirectRunner=DirectRunner",
            "UncheckedDirectRunner=UncheckedDirectRunner",
            "DirectRunner=DirectRunner",
            "UncheckedDirectRunner=UncheckedDirectRunner")
        .inOrder();
    // A listener (the console launcher's tree) takes an entry only for a node that has started.
    List<Event> events = results.allEvents().list();
    for (int i = 0; i < events.size(); i++) {
      Event event = events.get(i);
      if (event.getType() == EventType.REPORTING_ENTRY_PUBLISHED) {
        assertThat(
                events.subList(0, i).stream()
                    .anyMatch(
                        earlier ->
                            earlier.getType() == EventType.STARTED
                                && earlier.getTestDescriptor() == event.getTestDescriptor()))
            .isTrue();
      }
    }
  }

  @Test
  void methodSelectorSelectsTheExpectationOnEveryRunner() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .selectors(selectMethod(NESTED + "$TwoLines#counts"))
            .execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("counts [DirectRunner]", "counts [UncheckedDirectRunner]");
  }

  /**
   * Surefire's {@code -Dtest=Class#method} is a post-discovery filter on each test's {@code
   * MethodSource}, as this one: it keeps the expectation on both runners, and the runner nodes
   * above them; the pruned scenario does not run.
   */
  @Test
  void methodSourceFilterAsSurefireAppliesItKeepsTheExpectationOnEveryRunner() {
    PostDiscoveryFilter dashDTest =
        descriptor ->
            descriptor.getSource().orElse(null) instanceof MethodSource method
                    && !(method.getClassName().equals(NESTED + "$TwoLines")
                        && method.getMethodName().equals("counts"))
                ? FilterResult.excluded("not matched by -Dtest")
                : FilterResult.included("matched by -Dtest or a container");
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .selectors(selectClass(NESTED))
            .filters(dashDTest)
            .execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("counts [DirectRunner]", "counts [UncheckedDirectRunner]");
    assertThat(names(results.containerEvents().started().list()))
        .containsExactly(
            "Pipespec", "WordCountTest", "TwoLines", "DirectRunner", "UncheckedDirectRunner");
    assertThat(results.allEvents().reportingEntryPublished().count()).isEqualTo(2);
  }

  @Test
  void uniqueIdOfARunnerOrOfAnExpectationOnARunnerRunsOnlyThatRunner() {
    String twoLines = "[engine:pipespec]/[class:" + NESTED + "]/[scenario:TwoLines]";
    for (String id :
        List.of(
            twoLines + "/[runner:UncheckedDirectRunner]",
            twoLines + "/[runner:UncheckedDirectRunner]/[expectation:counts]")) {
      EngineExecutionResults results =
          EngineTestKit.engine("pipespec")
              .configurationParameter(RUNNERS, BOTH)
              .selectors(selectUniqueId(id))
              .execute();

      assertThat(names(results.testEvents().succeeded().list()))
          .contains("counts [UncheckedDirectRunner]");
      assertThat(names(results.testEvents().started().list()))
          .doesNotContain("counts [DirectRunner]");
      assertThat(results.allEvents().reportingEntryPublished().count()).isEqualTo(1);
    }
  }

  @Test
  void uniqueIdWithoutRunnerSelectsTheExpectationOnEveryRunner() {
    String id = "[engine:pipespec]/[class:" + NESTED + "]/[scenario:TwoLines]/[expectation:counts]";
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .selectors(selectUniqueId(id))
            .execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("counts [DirectRunner]", "counts [UncheckedDirectRunner]");
  }

  @Test
  void uniqueIdOfARunnerThatIsNotSelectedIsADiscoveryIssue() {
    String id =
        "[engine:pipespec]/[class:"
            + NESTED
            + "]/[scenario:TwoLines]/[runner:UncheckedDirectRunner]/[expectation:counts]";
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selectUniqueId(id)).discover();

    assertThat(results.getDiscoveryIssues()).hasSize(1);
    DiscoveryIssue issue = results.getDiscoveryIssues().get(0);
    assertThat(issue.severity()).isEqualTo(Severity.ERROR);
    assertThat(issue.cause().map(Throwable::getMessage))
        .hasValue(
            "The scenario TwoLines of "
                + NESTED
                + " does not run on UncheckedDirectRunner, so the selector "
                + id
                + " selects nothing. It runs on: DirectRunner. To run it on UncheckedDirectRunner"
                + " too, add it to pipespec.runners (or to the @Runners of its class).");
    assertThat(tree(results.getEngineDescriptor())).doesNotContain("counts");
  }

  @Test
  void tagsOfScenarioAndMethodReachTheExpectationsOnEveryRunner() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(SCENARIOS))
            .filters(includeTags("fast"))
            .execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("lengths [DirectRunner]", "lengths [UncheckedDirectRunner]");
  }

  @Test
  void runnersOnAScenarioApplyToItAloneWrittenAsTheRunnerOptionAccepts() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(SCENARIOS)).discover();

    String testClass = "[engine:pipespec]/[class:" + SCENARIOS + "]";
    assertThat(tree(results.getEngineDescriptor()))
        .containsAtLeast(
            testClass
                + "/[scenario:OnBoth]/[runner:DirectRunner]/[expectation:onlyTwo]"
                + " onlyTwo [DirectRunner]",
            testClass
                + "/[scenario:OnBoth]/[runner:UncheckedDirectRunner]/[expectation:onlyTwo]"
                + " onlyTwo [UncheckedDirectRunner]",
            testClass + "/[scenario:OnConfigured]/[expectation:lengths] lengths");
  }

  @Test
  void aScenarioOnOneOtherRunnerRunsThereWithTheTreeOfOneRunner() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(SCENARIOS + "$OnTheOtherOnly"))
            .execute();

    assertThat(names(results.testEvents().succeeded().list())).containsExactly("lengths");
    List<Event> entries = results.allEvents().reportingEntryPublished().list();
    assertThat(entries).hasSize(1);
    assertThat(entries.get(0).getTestDescriptor().getUniqueId().toString())
        .isEqualTo("[engine:pipespec]/[class:" + SCENARIOS + "]/[scenario:OnTheOtherOnly]");
    assertThat(
            entries
                .get(0)
                .getPayload(ReportEntry.class)
                .orElseThrow()
                .getKeyValuePairs()
                .get("pipespec.runner"))
        .isEqualTo("UncheckedDirectRunner");
  }

  @Test
  void inParallelEveryRunnerOfEveryScenarioReportsTheSameVerdicts() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .configurationParameter(PipespecEngineConstants.PARALLEL_ENABLED_PROPERTY_NAME, "true")
            .configurationParameter("pipespec.parallel.config.strategy", "fixed")
            .configurationParameter("pipespec.parallel.config.fixed.parallelism", "2")
            .selectors(selectClass(NESTED), selectClass(SINGLE), selectClass(MUTATING))
            .execute();

    assertThat(results.testEvents().succeeded().count()).isEqualTo(12);
    assertThat(names(results.testEvents().failed().list()))
        .containsExactly(
            "paddedSizes [DirectRunner]",
            "sizesSeen [DirectRunner]",
            "threeBatches [DirectRunner]",
            "threeBatches [UncheckedDirectRunner]");
  }

  @Test
  void disabledExpectationsAreSkippedOnEveryRunnerAndAScenarioWithNoneToJudgeDoesNotRun() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .selectors(selectClass("io.pipespec.engine.fixtures.disabled.PartlyDisabledTest"))
            .execute();

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("one [DirectRunner]", "one [UncheckedDirectRunner]");
    assertThat(names(results.testEvents().skipped().list()))
        .containsExactly(
            "wrongButDisabled [DirectRunner]",
            "wrongButDisabled [UncheckedDirectRunner]",
            "never [DirectRunner]",
            "never [UncheckedDirectRunner]");
    assertThat(names(results.containerEvents().skipped().list())).containsExactly("Skipped");
    // Only Mixed ran, once on each runner; AllDisabled and Skipped did not run at all.
    assertThat(results.allEvents().reportingEntryPublished().count()).isEqualTo(2);
    assertThat(results.testEvents().failed().count()).isEqualTo(0);
    assertThat(results.containerEvents().failed().count()).isEqualTo(0);
  }

  @Test
  void unknownConfiguredRunnerIsOneDiscoveryErrorWithTheDependencyToAdd() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, "DirectRunner,FlinkRunner")
            .selectors(selectClass(NESTED), selectClass(SINGLE))
            .discover();

    assertThat(results.getDiscoveryIssues()).hasSize(1);
    DiscoveryIssue issue = results.getDiscoveryIssues().get(0);
    assertThat(issue.severity()).isEqualTo(Severity.ERROR);
    assertThat(issue.message())
        .startsWith(
            "Invalid value 'DirectRunner,FlinkRunner' for the configuration parameter"
                + " 'pipespec.runners': The runner 'FlinkRunner' is not on the classpath; the"
                + " runners on it are [DirectRunner, OptionsDirectRunner, UncheckedDirectRunner]. Add"
                + " io.pipespec:pipespec-flink");
  }

  @Test
  void unknownConfiguredRunnerFailsTheEngineOnceNotEveryScenario() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, "DirectRunner,FlinkRunner")
            .selectors(selectClass(NESTED))
            .execute();

    assertThat(results.testEvents().started().count()).isEqualTo(0);
    List<Event> failed = results.containerEvents().failed().list();
    assertThat(failed).hasSize(1);
    Throwable failure =
        failed.get(0).getRequiredPayload(TestExecutionResult.class).getThrowable().orElseThrow();
    assertThat(failure.getMessage()).contains("The runner 'FlinkRunner' is not on the classpath");
  }

  @Test
  void bothKeysSetOrARunnerNamedTwiceIsRejected() {
    EngineDiscoveryResults both =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .configurationParameter(PipespecEngineConstants.RUNNER_PROPERTY_NAME, "DirectRunner")
            .selectors(selectClass(SINGLE))
            .discover();
    EngineDiscoveryResults twice =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, "DirectRunner,direct")
            .selectors(selectClass(SINGLE))
            .discover();

    assertThat(both.getDiscoveryIssues().get(0).message())
        .contains("set either pipespec.runners or pipespec.runner, not both");
    assertThat(twice.getDiscoveryIssues().get(0).message())
        .contains(
            "pipespec.runners names the runner DirectRunner twice (as DirectRunner and direct);"
                + " name each runner once");
  }

  @Test
  void annotationWithAnUnknownRunnerMakesItsClassUnrunnableAndTheOthersRun() throws Exception {
    EngineExecutionResults results;
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(directory, Map.of(UNKNOWN, UNKNOWN_SOURCE))) {
      results =
          EngineTestKit.engine("pipespec")
              .selectors(selectClass(loader.loadClass(UNKNOWN)), selectClass(SINGLE))
              .execute();
    }

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("oneLengthPerWord", "noEmptyWord");
    Throwable failure =
        results
            .testEvents()
            .failed()
            .list()
            .get(0)
            .getRequiredPayload(TestExecutionResult.class)
            .getThrowable()
            .orElseThrow();
    assertThat(failure.getMessage())
        .startsWith(
            "@Runners on " + UNKNOWN + ": The runner 'SparkRunner' is not on the classpath");
  }

  @Test
  void functionTestsRunOnceOnTheirHarnessWhateverTheRunners() {
    EngineDiscoveryResults results =
        EngineTestKit.engine("pipespec")
            .configurationParameter(RUNNERS, BOTH)
            .selectors(selectClass(COUNT))
            .discover();

    assertThat(String.join("\n", tree(results.getEngineDescriptor()))).doesNotContain("runner:");
  }

  @Test
  void whenTheRunnersDisagreeTheFailureSaysSoAndShowsBothHistories() {
    MutatingInputTest.SIZES_SEEN.set(0);
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec").selectors(selectClass(MUTATING)).execute();

    // The checker ran once, on the one run that reached it, though it was compared twice.
    assertThat(MutatingInputTest.SIZES_SEEN.get()).isEqualTo(1);
    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly(
            "paddedSizes [UncheckedDirectRunner]", "sizesSeen [UncheckedDirectRunner]");
    Map<String, Throwable> failures =
        results.testEvents().failed().list().stream()
            .collect(
                Collectors.toMap(
                    event -> event.getTestDescriptor().getDisplayName(),
                    event ->
                        event
                            .getRequiredPayload(TestExecutionResult.class)
                            .getThrowable()
                            .orElseThrow()));
    assertThat(failures.keySet())
        .containsExactly(
            "paddedSizes [DirectRunner]",
            "sizesSeen [DirectRunner]",
            "threeBatches [DirectRunner]",
            "threeBatches [UncheckedDirectRunner]");

    Throwable disagreement = failures.get("paddedSizes [DirectRunner]");
    assertThat(disagreement).isInstanceOf(AssertionFailedError.class);
    String message = disagreement.getMessage();
    assertThat(message)
        .startsWith(
            "paddedSizes passes on UncheckedDirectRunner, fails on DirectRunner: the runners"
                + " disagree.\nOn DirectRunner: ");
    assertThat(message).contains("IllegalMutationException");
    assertThat(message)
        .contains("window histories by runner (* marks the lines where they differ):");
    List<String> lines = message.lines().toList();
    int header =
        lines.indexOf(
            lines.stream().filter(l -> l.startsWith("  DirectRunner")).findFirst().orElseThrow());
    int separator = lines.get(header).indexOf(" | ");
    assertThat(lines.get(header).substring(separator)).isEqualTo(" | UncheckedDirectRunner");
    // Every row of the table puts its runners' columns at the same place; the last line is the
    // path of this runner's timeline report.
    assertThat(lines.get(lines.size() - 1)).startsWith("Timeline report: file:");
    assertThat(lines.get(lines.size() - 1)).endsWith(".DirectRunner.html");
    assertThat(
            java.nio.file.Files.exists(
                java.nio.file.Path.of(
                    java.net.URI.create(
                        lines.get(lines.size() - 1).substring("Timeline report: ".length())))))
        .isTrue();
    for (String row : lines.subList(header, lines.size() - 1)) {
      assertThat(row.indexOf(" |")).isEqualTo(separator);
    }
    assertThat(message).containsMatch("(?m)^\\* .*\\| .*a=3");
    assertThat(message).contains("the run failed: ");

    // Failing on both runners is a plain failure, with nothing about a disagreement.
    assertThat(failures.get("threeBatches [UncheckedDirectRunner]").getMessage())
        .doesNotContain("disagree");
    assertThat(failures.get("threeBatches [DirectRunner]").getMessage()).doesNotContain("disagree");
  }

  private static TestDescriptor child(TestDescriptor parent, int index) {
    return new ArrayList<>(parent.getChildren()).get(index);
  }

  private static List<String> tree(TestDescriptor root) {
    List<String> lines = new ArrayList<>();
    root.accept(d -> lines.add(d.getUniqueId() + " " + d.getDisplayName()));
    return lines;
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
  }
}
