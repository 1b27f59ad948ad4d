package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.run.Fixtures.expect;
import static io.pipespec.runtime.run.Fixtures.scenario;
import static io.pipespec.runtime.run.Fixtures.settings;
import static io.pipespec.runtime.run.OnRunnerTest.ON_RUNNER;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.verdict.snapshot.SnapshotFile;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The pipeline reads a snapshot's header as the test JVM does: an element that starts with {@code
 * #} is an element, in a file written now (escaped) and in one an earlier version wrote (as it is).
 */
class OnRunnerSnapshotHeaderTest {

  @TempDir Path directory;

  /** 1, 2, 3 as "#a", "b", "c". */
  private static PipelineScenarioSpec tags(List<Long> numbers) {
    return scenario(
            "Tags",
            numbers,
            inputs ->
                Outputs.single(
                    "tags",
                    inputs
                        .<Long>get("numbers")
                        .apply(
                            MapElements.into(TypeDescriptors.strings())
                                .via(n -> n == 1 ? "#a" : n == 2 ? "b" : "c"))))
        .expectation(snapshot())
        .build();
  }

  private static ExpectationSpec snapshot() {
    return expect(
        "golden",
        "tags",
        Expectations.snapshot(
            "tags.snapshot",
            "OnRunnerSnapshotHeaderTest.Tags, expectation golden",
            "String",
            TypeDescriptors.strings()));
  }

  private void judgedOnTheRunner() {
    SnapshotSettings verify = new SnapshotSettings(SnapshotMode.VERIFY, directory);
    ScenarioResult all =
        ScenarioRunner.run(tags(List.of(1L, 2L, 3L)), ON_RUNNER.withSnapshots(verify));
    all.verify(snapshot());
    assertThat(all.outputs().get("tags").judgedOnRunner()).isTrue();

    ScenarioResult withoutA =
        ScenarioRunner.run(tags(List.of(2L, 3L)), ON_RUNNER.withSnapshots(verify));
    AssertionError failure = assertThrows(AssertionError.class, () -> withoutA.verify(snapshot()));
    assertThat(failure).hasMessageThat().contains("missing    : #a (x1): never produced");
    assertThat(withoutA.outputs().get("tags").judgedOnRunner()).isTrue();
  }

  @Test
  void aFileWrittenNowIsReadAsInTheJvm() {
    ScenarioRunner.run(
            tags(List.of(1L, 2L, 3L)),
            settings().withSnapshots(new SnapshotSettings(SnapshotMode.RECORD, directory)))
        .verify(snapshot());

    judgedOnTheRunner();
  }

  @Test
  void aFileAnEarlierVersionWroteIsReadAsItWas() throws Exception {
    Files.writeString(
        directory.resolve("tags.snapshot"),
        "# Pipespec snapshot of output \"tags\" of OnRunnerSnapshotHeaderTest.Tags, expectation"
            + " golden\n"
            + "# element type: String\n"
            + "# coder: StringUtf8Coder\n"
            + "# elements: 3\n"
            + "# sha256: "
            + SnapshotFile.sha256(
                List.of(
                    new SnapshotFile.Entry("", "#a"),
                    new SnapshotFile.Entry("", "b"),
                    new SnapshotFile.Entry("", "c")))
            + "\n#a\nb\nc\n");

    judgedOnTheRunner();
  }
}
