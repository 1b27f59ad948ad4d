package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.engine.FileModeRuns.failure;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.ReportEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * {@code @ExpectSnapshot} through the processor and the engine: a snapshot recorded into a
 * directory of the test's own, verified, then failing once the pipeline's output changes; files
 * that no expectation reads are named.
 */
class SnapshotExecutionTest {

  private static final String NAME = "io.pipespec.engine.fixtures.snapshots.ColoursTest";

  private static final String FILE =
      "io/pipespec/engine/fixtures/snapshots/ColoursTest/ColoursTest.colours.seen.snapshot";

  @TempDir Path directory;

  private static String colours(String timeline) {
    return """
        package io.pipespec.engine.fixtures.snapshots;

        import io.pipespec.*;
        import org.apache.beam.sdk.values.PCollection;

        @PipelineTest
        @Timeline({%s})
        public class ColoursTest {
          @UnderTest
          static PCollection<String> colours(PCollection<String> words) {
            return words;
          }

          @ExpectSnapshot
          void seen() {}
        }
        """
        .formatted(timeline);
  }

  private EngineExecutionResults run(Class<?> testClass, String mode) {
    return FileModeRuns.run(
        testClass,
        PipespecEngineConstants.SNAPSHOTS_PROPERTY_NAME,
        mode,
        directory.resolve("snapshots"));
  }

  @Test
  void recordsVerifiesAndFailsOnceTheOutputChanges() throws Exception {
    Path snapshot = directory.resolve("snapshots").resolve(FILE);
    try (URLClassLoader before =
        FixtureCompiler.compileWithProcessor(
            directory.resolve("before"), Map.of(NAME, colours("\"red\", \"blue\"")))) {
      Class<?> testClass = before.loadClass(NAME);

      EngineExecutionResults verifiedBeforeRecording = run(testClass, "verify");
      assertThat(failure(verifiedBeforeRecording))
          .isEqualTo(
              "No snapshot of output 'colours' at "
                  + snapshot
                  + ": rerun with -Dpipespec.snapshots=record to record it from this run's output"
                  + " (2 elements), then review and commit it\n"
                  + "scenario 'ColoursTest', expectation seen");
      assertThat(Files.exists(snapshot)).isFalse();

      EngineExecutionResults recorded = run(testClass, "record");
      assertThat(recorded.testEvents().succeeded().count()).isEqualTo(1);
      List<String> lines = Files.readAllLines(snapshot);
      assertThat(lines.get(0))
          .isEqualTo("# Pipespec snapshot of output \"colours\" of ColoursTest, expectation seen");
      assertThat(lines.subList(1, 4))
          .containsExactly("# element type: String", "# coder: StringUtf8Coder", "# elements: 2")
          .inOrder();
      assertThat(lines.subList(5, lines.size())).containsExactly("blue", "red").inOrder();

      assertThat(run(testClass, "verify").testEvents().succeeded().count()).isEqualTo(1);
    }

    try (URLClassLoader after =
        FixtureCompiler.compileWithProcessor(
            directory.resolve("after"), Map.of(NAME, colours("\"red\", \"green\"")))) {
      Class<?> testClass = after.loadClass(NAME);

      String message = failure(run(testClass, "verify"));

      assertThat(message)
          .startsWith(
              "Output 'colours' (all windows, all panes) does not contain exactly the expected"
                  + " elements\n");
      assertThat(message).contains("missing    : blue (x1): never produced");
      assertThat(message).contains("unexpected : green (x1)");
      assertThat(message)
          .endsWith(
              "\nsnapshot   : "
                  + snapshot
                  + "\nrerun with -Dpipespec.snapshots=update to rewrite it\n"
                  + "scenario 'ColoursTest', expectation seen");

      assertThat(run(testClass, "update").testEvents().succeeded().count()).isEqualTo(1);
      assertThat(Files.readAllLines(snapshot)).containsAtLeast("green", "red").inOrder();
      assertThat(run(testClass, "verify").testEvents().succeeded().count()).isEqualTo(1);
    }
  }

  @Test
  void namesASnapshotOrShapeFileThatNoExpectationReads() throws Exception {
    Path stale =
        directory
            .resolve("snapshots")
            .resolve(FILE)
            .resolveSibling("ColoursTest.colours.removed.snapshot");
    Path staleShape = stale.resolveSibling("ColoursTest.removed.shape");
    Files.createDirectories(stale.getParent());
    Files.writeString(stale, "red\n");
    Files.writeString(staleShape, "transform Colours\n");
    try (URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(
            directory.resolve("classes"), Map.of(NAME, colours("\"red\"")))) {
      EngineExecutionResults results = run(loader.loadClass(NAME), "record");

      assertThat(results.testEvents().succeeded().count()).isEqualTo(1);
      List<String> entries =
          results.allEvents().reportingEntryPublished().stream()
              .flatMap(event -> event.getPayload(ReportEntry.class).stream())
              .flatMap(entry -> entry.getKeyValuePairs().entrySet().stream())
              .filter(pair -> pair.getKey().equals("pipespec.staleSnapshot"))
              .map(Map.Entry::getValue)
              .toList();
      assertThat(entries)
          .containsExactly(
              "the snapshot " + stale + " is read by no @ExpectSnapshot of " + NAME,
              "the shape file " + staleShape + " is read by no @ExpectShape of " + NAME)
          .inOrder();
    }
  }

  @Test
  void aBadModeFailsTheEngineNamingTheThree() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass("io.pipespec.engine.fixtures.single.WordLengthsTest"))
            .configurationParameter(PipespecEngineConstants.SNAPSHOTS_PROPERTY_NAME, "rewrite")
            .execute();

    Event engine = results.containerEvents().finished().list().get(0);
    assertThat(
            engine.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow())
        .hasMessageThat()
        .startsWith(
            "Invalid value 'rewrite' for the configuration parameter 'pipespec.snapshots':"
                + " expected verify (compare with the snapshot files, write none), record (write"
                + " the missing ones) or update (write the missing ones and rewrite those that"
                + " differ)");
  }
}
