package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.engine.descriptor.ScenarioDescriptor;
import io.pipespec.engine.fixtures.defaults.OptionsDirectRunnerSupport;
import io.pipespec.engine.fixtures.defaults.ParallelismOnTwoRunnersTest;
import io.pipespec.engine.fixtures.defaults.ParallelismTest;
import io.pipespec.engine.fixtures.matrix.MutatingInputTest;
import java.util.List;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * {@code pipespec.runnerDefaults=both}: a scenario runs with the runner's faithful options, whose
 * verdicts count, and with the runner's own settings, and each verdict the two runs do not share is
 * said. Without Flink: {@link ParallelismTest} outputs the DirectRunner's target parallelism, which
 * the test runner's one faithful option sets to 1.
 */
class RunnerDefaultsTest {

  @Test
  void bothWaysAFaithfulPassThatTheRunnersOwnSettingsFailIsNotedAndStaysAPass() {
    EngineExecutionResults results = run(ParallelismTest.class, "both");

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("oneThread", "oneElement");
    List<String> notes = notes(results);
    assertThat(notes).hasSize(1);
    assertThat(notes.get(0))
        .startsWith(
            "oneThread passes with Pipespec's faithful OptionsDirect options, fails with Beam's"
                + " OptionsDirect defaults (pipespec.runnerDefaults=production): ");
    // The runner's own target parallelism is the number of cores, at least 3.
    assertThat(notes.get(0)).containsMatch("unexpected : ([3-9]|[1-9][0-9]+) \\(x1\\)");
    assertThat(notes.get(0))
        .endsWith("a production job can show this: " + OptionsDirectRunnerSupport.RISKS);
  }

  @Test
  void bothWaysAFaithfulFailureThatTheRunnersOwnSettingsPassSaysSoAndStaysAFailure() {
    ParallelismTest.CHECKED.set(0);
    EngineExecutionResults results = run(ParallelismTest.class, "both");

    // The checker ran once on each of the two runs.
    assertThat(ParallelismTest.CHECKED.get()).isEqualTo(2);

    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("severalThreads");
    String message = message(failed.get(0));
    assertThat(message)
        .startsWith(
            "severalThreads fails with Pipespec's faithful OptionsDirect options, passes with"
                + " Beam's OptionsDirect defaults (pipespec.runnerDefaults=production); the"
                + " verdict is the faithful run's: ");
    assertThat(message).contains("expected more than one thread, got [1]");
    assertThat(message).containsMatch("(?m)^  faithful options +\\| runnerDefaults=production$");
  }

  @Test
  void onSeveralRunnersTheRunnersAreComparedAndThenEachRunnersTwoRuns() {
    EngineExecutionResults results = run(ParallelismOnTwoRunnersTest.class, "both");

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly(
            "oneThread [OptionsDirectRunner]",
            "severalThreads [DirectRunner]",
            "oneElement [DirectRunner]",
            "oneElement [OptionsDirectRunner]");
    // The DirectRunner knows no production difference: one run, no note.
    assertThat(notes(results)).hasSize(1);
    assertThat(notes(results).get(0)).startsWith("oneThread passes with Pipespec's faithful");
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed))
        .containsExactly("oneThread [DirectRunner]", "severalThreads [OptionsDirectRunner]");
    assertThat(message(failed.get(0)))
        .startsWith("oneThread passes on OptionsDirectRunner, fails on DirectRunner");
    // First what the runners' comparison says, then what the two runs of the runner say.
    assertThat(message(failed.get(1)))
        .startsWith(
            "severalThreads fails with Pipespec's faithful OptionsDirect options, passes with"
                + " Beam's OptionsDirect defaults (pipespec.runnerDefaults=production); the"
                + " verdict is the faithful run's: severalThreads passes on DirectRunner, fails on"
                + " OptionsDirectRunner: the runners disagree.");
  }

  @Test
  void withoutTheSettingNothingIsRunTwiceNorNoted() {
    EngineExecutionResults results = run(ParallelismTest.class, null);

    assertThat(names(results.testEvents().succeeded().list()))
        .containsExactly("oneThread", "oneElement");
    List<Event> failed = results.testEvents().failed().list();
    assertThat(names(failed)).containsExactly("severalThreads");
    assertThat(message(failed.get(0))).doesNotContain("faithful");
    assertThat(notes(results)).isEmpty();
  }

  @Test
  void onRunnersThatKnowNoProductionDifferenceBothIsOneFaithfulRun() {
    EngineExecutionResults plain = run(MutatingInputTest.class, null);
    EngineExecutionResults both = run(MutatingInputTest.class, "both");

    assertThat(names(both.testEvents().succeeded().list()))
        .containsExactlyElementsIn(names(plain.testEvents().succeeded().list()));
    assertThat(names(both.testEvents().failed().list()))
        .containsExactlyElementsIn(names(plain.testEvents().failed().list()));
    assertThat(notes(both)).isEmpty();
  }

  private static EngineExecutionResults run(Class<?> testClass, String defaults) {
    EngineTestKit.Builder kit = EngineTestKit.engine("pipespec").selectors(selectClass(testClass));
    if (defaults != null) {
      kit =
          kit.configurationParameter(
              PipespecEngineConstants.RUNNER_DEFAULTS_PROPERTY_NAME, defaults);
    }
    return kit.execute();
  }

  private static String message(Event event) {
    return event
        .getRequiredPayload(TestExecutionResult.class)
        .getThrowable()
        .orElseThrow()
        .getMessage();
  }

  private static List<String> names(List<Event> events) {
    return events.stream().map(e -> e.getTestDescriptor().getDisplayName()).toList();
  }

  private static List<String> notes(EngineExecutionResults results) {
    return results.allEvents().reportingEntryPublished().list().stream()
        .map(e -> e.getRequiredPayload(ReportEntry.class).getKeyValuePairs())
        .map(pairs -> Optional.ofNullable(pairs.get(ScenarioDescriptor.RUNNER_DEFAULTS_ENTRY)))
        .flatMap(Optional::stream)
        .toList();
  }
}
