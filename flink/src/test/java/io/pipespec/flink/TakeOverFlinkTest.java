package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.flink.FlinkScenarios.onFlink;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.beam.sdk.transforms.Count;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;

/**
 * Take-overs on the embedded Flink cluster: the first phase of a timeline recorded as a savepoint,
 * the current code restored from it for the second, and the restores that must fail.
 */
class TakeOverFlinkTest {

  private static final String FIRST = "io.pipespec.flink.takeover.FirstClicksTakeOverTest";
  private static final String SECOND = "io.pipespec.flink.takeover.SecondClicksTakeOverTest";

  private static final ExpectationSpec THREE_HOME =
      ExpectationSpec.of(
          TakeOverFlinkTest.class,
          "threeHome",
          Target.output("counts", Expectations.containsInAnyOrder(List.of("home=3"))));

  /** Wrong: the count without the state taken over. */
  private static final ExpectationSpec TWO_HOME =
      ExpectationSpec.of(
          TakeOverFlinkTest.class,
          "twoHome",
          Target.output("counts", Expectations.containsInAnyOrder(List.of("home=2"))));

  /**
   * Two clicks before the savepoint and one after, all in the first minute: a count of 3 is only
   * reached with the count the savepoint kept.
   */
  private static PipelineScenarioSpec clicks(String countName) {
    return clicks(countName, "Format");
  }

  private static PipelineScenarioSpec clicks(String countName, String formatName) {
    return ScenarioSpec.builder("Clicks", TakeOverFlinkTest.class)
        .input(
            InputSpec.ofTimeline(
                "clicks",
                "TakeOverFlinkTest.clicks()",
                TypeDescriptors.strings(),
                () ->
                    TimelineSteps.<String>create()
                        .element("home", 10_000)
                        .element("home", 20_000)
                        .watermark(30_000)
                        .savepoint()
                        .element("home", 40_000)))
        .transform(
            inputs -> {
              PCollection<String> counts =
                  inputs
                      .<String>get("clicks")
                      .apply("PerMinute", Window.into(FixedWindows.of(Duration.standardMinutes(1))))
                      .apply(countName, Count.perElement())
                      .apply(
                          formatName,
                          MapElements.into(TypeDescriptors.strings())
                              .via(
                                  (KV<String, Long> count) ->
                                      count.getKey() + "=" + count.getValue()));
              return Outputs.single("counts", counts);
            })
        .expectation(THREE_HOME)
        .expectation(TWO_HOME)
        .build();
  }

  private static RunSettings settings(Path directory, SnapshotMode savepoints) {
    return onFlink()
        .withSnapshots(
            new SnapshotSettings(SnapshotMode.VERIFY, directory, SnapshotMode.VERIFY, savepoints));
  }

  /** With {@code --allowNonRestoredState=true}, as a user planning the update with it sets. */
  private static RunSettings dropping(Path directory) {
    return new RunSettings(
            "FlinkRunner", List.of("--allowNonRestoredState=true"), java.time.Duration.ofMinutes(2))
        .withSnapshots(
            new SnapshotSettings(
                SnapshotMode.VERIFY, directory, SnapshotMode.VERIFY, SnapshotMode.VERIFY));
  }

  /** Records the savepoint of {@code clicks("CountPerPage")} in {@code directory}. */
  private static void record(Path directory) {
    assertThat(
            ScenarioRunner.run(clicks("CountPerPage"), settings(directory, SnapshotMode.RECORD))
                .failure())
        .isEmpty();
  }

  private static Path savepoint(Path directory) {
    return directory.resolve(
        "io/pipespec/flink/TakeOverFlinkTest/TakeOverFlinkTest.Clicks.savepoint");
  }

  private static String runFailure(ScenarioResult result) {
    assertThat(result.failure()).isPresent();
    return assertThrows(AssertionError.class, () -> result.verify(THREE_HOME)).getMessage();
  }

  @Test
  void theCurrentCodeGoesOnFromTheRecordedState(@TempDir Path directory) {
    ScenarioResult recorded =
        ScenarioRunner.run(clicks("CountPerPage"), settings(directory, SnapshotMode.RECORD));

    assertThat(recorded.failure()).isEmpty();
    recorded.verify(THREE_HOME);
    assertThat(Files.exists(savepoint(directory).resolve("_metadata"))).isTrue();
    String wrong = assertThrows(AssertionError.class, () -> recorded.verify(TWO_HOME)).getMessage();
    assertThat(wrong).contains("unexpected : home=3");
    assertThat(wrong)
        .contains(
            "scenario 'Clicks', expectation twoHome; a take-over: the output of the current code"
                + " after the savepoint");

    // Verified again from the file alone: the first phase does not run.
    ScenarioResult restored =
        ScenarioRunner.run(clicks("CountPerPage"), settings(directory, SnapshotMode.VERIFY));
    assertThat(restored.failure()).isEmpty();
    restored.verify(THREE_HOME);
  }

  @Test
  void aRenamedStatefulTransformFailsTheRestoreAndIsNamed(@TempDir Path directory) {
    record(directory);

    String message =
        runFailure(
            ScenarioRunner.run(clicks("CountPerUser"), settings(directory, SnapshotMode.VERIFY)));

    assertThat(message).contains("Flink could not restore the current code from the savepoint");
    assertThat(message).contains("Cannot map checkpoint/savepoint state for operator");
    assertThat(message)
        .contains(
            "keyed state (state and timers, or the elements a step buffers) of the recorded job"
                + " that no transform of the current one takes: `CountPerPage/Combine.perKey(Count)`:"
                + " renamed or removed");
  }

  /**
   * Found by this test: Beam's FlinkRunner keeps operator state for a stateless {@code ParDo} too,
   * and Flink refuses a savepoint whose operator is gone unless it may drop state.
   */
  @Test
  void aRenamedStatelessStepFailsADefaultRestoreTooAndIsToldApart(@TempDir Path directory) {
    record(directory);

    String message =
        runFailure(
            ScenarioRunner.run(
                clicks("CountPerPage", "Render"), settings(directory, SnapshotMode.VERIFY)));

    assertThat(message).contains("operator state only");
    assertThat(message).contains("`Format/Map/ParMultiDo(Anonymous)`");
    assertThat(message).contains("--allowNonRestoredState");
    assertThat(message).doesNotContain("keyed state (state and timers");
  }

  @Test
  void allowedToDropStateARenamedStatelessStepRestoresButKeyedStateIsNeverDropped(
      @TempDir Path directory) {
    record(directory);

    ScenarioResult stateless =
        ScenarioRunner.run(clicks("CountPerPage", "Render"), dropping(directory));
    assertThat(stateless.failure()).isEmpty();
    stateless.verify(THREE_HOME);

    ScenarioResult stateful = ScenarioRunner.run(clicks("CountPerUser"), dropping(directory));
    String message = runFailure(stateful);
    assertThat(message)
        .contains("restored with --allowNonRestoredState, Flink would drop state of the savepoint");
    assertThat(message).contains("`CountPerPage/Combine.perKey(Count)`: renamed or removed");
  }

  @Test
  void withoutARecordedSavepointTheRunSaysHowToRecordIt(@TempDir Path directory) {
    String message =
        runFailure(
            ScenarioRunner.run(clicks("CountPerPage"), settings(directory, SnapshotMode.VERIFY)));

    assertThat(message).contains("no savepoint is recorded at " + savepoint(directory));
    assertThat(message).contains("-Dpipespec.savepoints=record");
  }

  /**
   * Two test classes, each with a scenario class called {@code Shared}: the savepoint the first
   * recorded is its own, and the second, which never recorded, is not restored from it (it would
   * pass on a savepoint nobody recorded for it).
   */
  @Test
  void eachTestClassKeepsItsOwnSavepoint(@TempDir Path directory) {
    EngineExecutionResults first = onEngine(FIRST, directory, "record");
    first.testEvents().assertStatistics(stats -> stats.started(1).succeeded(1));
    assertThat(
            Files.exists(
                directory.resolve(
                    "io/pipespec/flink/takeover/FirstClicksTakeOverTest/"
                        + "FirstClicksTakeOverTest.Shared.savepoint/_metadata")))
        .isTrue();

    EngineExecutionResults second = onEngine(SECOND, directory, "verify");
    second.testEvents().assertStatistics(stats -> stats.started(1).failed(1));
    String message =
        second
            .testEvents()
            .failed()
            .list()
            .get(0)
            .getPayload(TestExecutionResult.class)
            .orElseThrow()
            .getThrowable()
            .orElseThrow()
            .getMessage();
    assertThat(message)
        .contains(
            "no savepoint is recorded at "
                + directory.resolve(
                    "io/pipespec/flink/takeover/SecondClicksTakeOverTest/"
                        + "SecondClicksTakeOverTest.Shared.savepoint"));
    assertThat(message).contains("-Dpipespec.savepoints=record");
  }

  private static EngineExecutionResults onEngine(
      String testClass, Path directory, String savepoints) {
    return EngineTestKit.engine("pipespec")
        .selectors(selectClass(testClass))
        .configurationParameter("pipespec.runner", "FlinkRunner")
        .configurationParameter("pipespec.snapshots.dir", directory.toString())
        .configurationParameter("pipespec.savepoints", savepoints)
        .execute();
  }

  @Test
  void aSavepointThatDoesNotParseIsNamed(@TempDir Path directory) throws Exception {
    Files.createDirectories(savepoint(directory));
    Files.writeString(savepoint(directory).resolve("_metadata"), "not a savepoint");

    String message =
        runFailure(
            ScenarioRunner.run(clicks("CountPerPage"), settings(directory, SnapshotMode.VERIFY)));

    assertThat(message).contains("does not parse as the metadata of a Flink savepoint");
  }

  @Test
  void aSavepointOfAnUnknownVersionIsRefusedWithTheVersions(@TempDir Path directory)
      throws Exception {
    Files.createDirectories(savepoint(directory));
    // Flink's header, then a metadata version no Flink wrote.
    Files.write(
        savepoint(directory).resolve("_metadata"),
        new byte[] {0x49, 0x60, 0x67, 0x2d, 0, 0, 0, 99, 0, 0, 0, 0});

    String message =
        runFailure(
            ScenarioRunner.run(clicks("CountPerPage"), settings(directory, SnapshotMode.VERIFY)));

    assertThat(message).contains("is not a savepoint Flink 1.19 reads");
    assertThat(message).contains("99");
  }

  @Test
  void theDirectRunnerRefusesATakeOver(@TempDir Path directory) {
    ScenarioResult result =
        ScenarioRunner.run(
            clicks("CountPerPage"),
            settings(directory, SnapshotMode.RECORD).withRunner("DirectRunner"));

    String message =
        assertThrows(AssertionError.class, () -> result.verify(THREE_HOME)).getMessage();
    assertThat(message).contains("DirectRunner cannot restore a job from a savepoint");
    assertThat(Files.exists(savepoint(directory))).isFalse();
  }
}
