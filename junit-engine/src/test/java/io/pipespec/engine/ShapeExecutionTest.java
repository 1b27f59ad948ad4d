package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.engine.FileModeRuns.failure;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import io.pipespec.runtime.verdict.shape.ShapeChangedError;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * {@code @ExpectShape} through the processor and the engine: a missing file fails and says how to
 * record it; recorded, it verifies; a new version that changes a state's coder fails with the
 * reason; a safe change passes; update rewrites the file; a bad mode fails the engine.
 */
class ShapeExecutionTest {

  private static final String NAME = "io.pipespec.engine.fixtures.shapes.BatcherTest";

  private static final String FILE =
      "io/pipespec/engine/fixtures/shapes/BatcherTest/BatcherTest.shapeKept.shape";

  @TempDir Path directory;

  /** A pipeline test of a stateful batcher whose bag uses {@code coder}, after {@code before}. */
  private static String batcher(String coder, String before) {
    return """
        package io.pipespec.engine.fixtures.shapes;

        import io.pipespec.*;
        import org.apache.beam.sdk.coders.*;
        import org.apache.beam.sdk.state.*;
        import org.apache.beam.sdk.transforms.*;
        import org.apache.beam.sdk.values.*;

        @PipelineTest
        @Timeline({"a=1 @ 1s", "a=2 @ 2s"})
        public class BatcherTest {
          static class Batcher extends DoFn<KV<String, Long>, Long> {
            @StateId("buffer")
            private final StateSpec<BagState<Long>> buffer = StateSpecs.bag(%s.of());

            @ProcessElement
            public void process(
                @Element KV<String, Long> element,
                @StateId("buffer") BagState<Long> buffer,
                OutputReceiver<Long> out) {
              buffer.add(element.getValue());
              out.output(element.getValue());
            }
          }

          @UnderTest
          static PCollection<Long> batched(PCollection<KV<String, Long>> numbers) {
            return numbers%s.apply("Batch", ParDo.of(new Batcher()));
          }

          @ExpectShape
          void shapeKept() {}

          @ExpectContains({"1", "2"})
          void allPassed() {}
        }
        """
        .formatted(coder, before);
  }

  private EngineExecutionResults run(Class<?> testClass, String mode) {
    return FileModeRuns.run(
        testClass, PipespecEngineConstants.SHAPES_PROPERTY_NAME, mode, directory.resolve("shapes"));
  }

  private Class<?> compile(String folder, String source) throws Exception {
    URLClassLoader loader =
        FixtureCompiler.compileWithProcessor(directory.resolve(folder), Map.of(NAME, source));
    return loader.loadClass(NAME);
  }

  @Test
  void recordsVerifiesFailsOnABreakingChangeAndUpdates() throws Exception {
    Path shape = directory.resolve("shapes").resolve(FILE);
    Class<?> before = compile("before", batcher("VarLongCoder", ""));

    assertThat(failure(run(before, "verify")))
        .isEqualTo(
            "No shape file at "
                + shape
                + ": rerun with -Dpipespec.shapes=record to record it from this build of the"
                + " pipeline (2 transforms, 1 stateful), then review and commit it\n"
                + "scenario 'BatcherTest', expectation shapeKept");
    assertThat(Files.exists(shape)).isFalse();

    assertThat(run(before, "record").testEvents().succeeded().count()).isEqualTo(2);
    List<String> lines = Files.readAllLines(shape);
    assertThat(lines.get(0)).isEqualTo("# Pipespec shape of BatcherTest, expectation shapeKept");
    assertThat(lines).contains("transform Batch/ParMultiDo(Batcher)");
    assertThat(lines).contains("  state \"buffer\": bag of VarLongCoder");
    assertThat(lines).contains("  input: input 'numbers'");

    assertThat(run(before, "verify").testEvents().succeeded().count()).isEqualTo(2);

    // A stateless step in front: safe, the file is left as it was.
    Class<?> withStep =
        compile("step", batcher("VarLongCoder", ".apply(\"Again\", Filter.by(kv -> true))"));
    assertThat(run(withStep, "verify").testEvents().succeeded().count()).isEqualTo(2);
    assertThat(Files.readAllLines(shape)).isEqualTo(lines);

    Class<?> after = compile("after", batcher("BigEndianLongCoder", ""));
    EngineExecutionResults broken = run(after, "verify");
    String message = failure(broken);
    // The failure still carries its changes once the scenario's line is added, for the report.
    Throwable thrown =
        broken
            .testEvents()
            .failed()
            .list()
            .get(0)
            .getPayload(TestExecutionResult.class)
            .orElseThrow()
            .getThrowable()
            .orElseThrow();
    assertThat(thrown).isInstanceOf(ShapeChangedError.class);
    assertThat(((ShapeChangedError) thrown).changes().breaking()).hasSize(1);
    assertThat(message)
        .startsWith(
            "The job's shape changed in ways that break an update of the running job (1):\n"
                + "  breaks an update: state `buffer` of `Batcher` (transform"
                + " `Batch/ParMultiDo(Batcher)`) changed coder from `VarLongCoder` to"
                + " `BigEndianLongCoder`: the saved state cannot be read;");
    assertThat(message)
        .endsWith(
            "shape file : "
                + shape
                + "\nIf the change is meant (the running job will be drained, or started afresh,"
                + " rather than updated), rerun with -Dpipespec.shapes=update to rewrite it\n"
                + "scenario 'BatcherTest', expectation shapeKept");

    assertThat(run(after, "update").testEvents().succeeded().count()).isEqualTo(2);
    assertThat(Files.readAllLines(shape)).contains("  state \"buffer\": bag of BigEndianLongCoder");
    assertThat(run(after, "verify").testEvents().succeeded().count()).isEqualTo(2);
  }

  @Test
  void aFileThatDoesNotParseIsNamedWithItsLine() throws Exception {
    Path shape = directory.resolve("shapes").resolve(FILE);
    Files.createDirectories(shape.getParent());
    Files.writeString(shape, "# a shape\ntransform Batch\n  colour: blue\n");
    Class<?> testClass = compile("classes", batcher("VarLongCoder", ""));

    assertThat(failure(run(testClass, "verify")))
        .startsWith(
            shape
                + ":3: not a shape file: a transform has no attribute \"colour\": expected type,"
                + " input, side input, output, replaced, keyed, key coder, window coder, state"
                + " \"<id>\" or timer \"<id>\"\n"
                + "rerun with -Dpipespec.shapes=update to rewrite it");
  }

  @Test
  void aBadModeFailsTheEngineNamingTheThree() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass("io.pipespec.engine.fixtures.single.WordLengthsTest"))
            .configurationParameter(PipespecEngineConstants.SHAPES_PROPERTY_NAME, "accept")
            .execute();

    Event engine = results.containerEvents().finished().list().get(0);
    assertThat(
            engine.getPayload(TestExecutionResult.class).orElseThrow().getThrowable().orElseThrow())
        .hasMessageThat()
        .startsWith(
            "Invalid value 'accept' for the configuration parameter 'pipespec.shapes': expected"
                + " verify (compare the job's shape with its shape file, write none), record"
                + " (write the missing shape files) or update (write the missing ones and rewrite"
                + " those that differ)");
  }
}
