package io.pipespec.runtime.verdict.shape;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.opentest4j.AssertionFailedError;

/** The record, verify and update workflow of a shape file, without an engine. */
class ShapeExpectationTest {

  private static final String PATH = "com/example/BatcherTest/BatcherTest.shapeKept.shape";

  @TempDir Path directory;

  private final ShapeExpectation expectation =
      ShapeExpectation.of(PATH, "BatcherTest, expectation shapeKept");

  private SnapshotSettings mode(SnapshotMode shapes) {
    return new SnapshotSettings(SnapshotMode.VERIFY, directory).withShapes(shapes);
  }

  private static ShapeReading batcher(String name) {
    return new ShapeReading.Read(Jobs.shape(Jobs.job(name, new Jobs.Batcher())));
  }

  @Test
  void recordVerifyAndUpdate() throws Exception {
    Path file = directory.resolve(PATH);

    AssertionFailedError missing =
        assertThrows(
            AssertionFailedError.class,
            () -> expectation.verify(batcher("Batch"), mode(SnapshotMode.VERIFY)));
    assertThat(missing).hasMessageThat().startsWith("No shape file at " + file + ": rerun with");
    assertThat(Files.exists(file)).isFalse();

    expectation.verify(batcher("Batch"), mode(SnapshotMode.RECORD));
    String recorded = Files.readString(file);
    assertThat(recorded).startsWith("# Pipespec shape of BatcherTest, expectation shapeKept\n");

    expectation.verify(batcher("Batch"), mode(SnapshotMode.VERIFY));

    AssertionFailedError renamed =
        assertThrows(
            AssertionFailedError.class,
            () -> expectation.verify(batcher("Batching"), mode(SnapshotMode.RECORD)));
    assertThat(renamed)
        .hasMessageThat()
        .contains("breaks an update: transform `Batch/ParMultiDo(Batcher)` was renamed");
    assertThat(Files.readString(file)).isEqualTo(recorded);

    expectation.verify(batcher("Batching"), mode(SnapshotMode.UPDATE));
    assertThat(Files.readString(file)).contains("transform Batching/ParMultiDo(Batcher)\n");
    expectation.verify(batcher("Batching"), mode(SnapshotMode.VERIFY));
  }

  @Test
  void aSafeChangePassesAndLeavesTheFile() throws Exception {
    expectation.verify(batcher("Batch"), mode(SnapshotMode.RECORD));
    String recorded = Files.readString(directory.resolve(PATH));

    expectation.verify(
        new ShapeReading.Read(Jobs.shape(Jobs.withStep("Plus1"))), mode(SnapshotMode.VERIFY));

    assertThat(Files.readString(directory.resolve(PATH))).isEqualTo(recorded);
  }

  @Test
  void aShapeThatCouldNotBeReadFailsWithTheCause() {
    IllegalStateException cause = new IllegalStateException("no signature");

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                expectation.verify(new ShapeReading.Unreadable(cause), mode(SnapshotMode.RECORD)));

    assertThat(failure).hasCauseThat().isSameInstanceAs(cause);
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "Pipespec could not read the shape of the pipeline to compare it with"
                + " BatcherTest.shapeKept.shape: java.lang.IllegalStateException: no signature");
  }
}
