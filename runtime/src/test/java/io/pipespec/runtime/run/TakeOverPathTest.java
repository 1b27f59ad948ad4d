package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.snapshot.SnapshotMode;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.nio.file.Path;
import java.util.List;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/**
 * Where a take-over's savepoint is kept: under the top-level test class, as snapshots and shapes
 * are, so that two test classes with a scenario of the same name never share one.
 */
class TakeOverPathTest {

  private static final Path DIRECTORY = Path.of("snapshots");

  /** A scenario class, as {@code @Scenario} nests one in the test class. */
  static class Shared {}

  private static ScenarioSpec scenario(String name, Class<?> declaringClass) {
    return ScenarioSpec.builder(name, declaringClass)
        .input(
            InputSpec.ofValues(
                "numbers", "TakeOverPathTest.numbers()", List::<Long>of, TypeDescriptors.longs()))
        .transform(inputs -> Outputs.single("out", inputs.<Long>get("numbers")))
        .build();
  }

  private static RunSettings settings() {
    return RunSettings.defaults()
        .withSnapshots(
            new SnapshotSettings(
                SnapshotMode.VERIFY, DIRECTORY, SnapshotMode.VERIFY, SnapshotMode.VERIFY));
  }

  @Test
  void aScenarioClassKeepsItsSavepointUnderItsTestClass() {
    assertThat(TakeOverRun.directory(scenario("Shared", Shared.class), settings()))
        .isEqualTo(
            DIRECTORY.resolve(
                "io/pipespec/runtime/run/TakeOverPathTest/TakeOverPathTest.Shared.savepoint"));
  }

  @Test
  void aClassThatIsItsOwnScenarioKeepsItsSavepointWhereItWas() {
    assertThat(
            TakeOverRun.directory(scenario("TakeOverPathTest", TakeOverPathTest.class), settings()))
        .isEqualTo(
            DIRECTORY.resolve(
                "io/pipespec/runtime/run/TakeOverPathTest/TakeOverPathTest.TakeOverPathTest"
                    + ".savepoint"));
  }
}
