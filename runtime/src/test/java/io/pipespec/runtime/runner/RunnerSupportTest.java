package io.pipespec.runtime.runner;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.spi.CaptureMode;
import io.pipespec.runtime.spi.RunnerSupport;
import java.util.List;
import org.apache.beam.runners.direct.DirectRunner;
import org.junit.jupiter.api.Test;

/**
 * The runner support SPI: which support a runner gets, and how defaults meet the user's options.
 */
class RunnerSupportTest {

  @Test
  void theDirectRunnerKeepsItsCaptureInMemoryAndMayBeInterrupted() {
    RunnerSupport direct = RunnerSupports.unconfigured().forRunner(DirectRunner.class);

    assertThat(direct).isInstanceOf(DirectRunnerSupport.class);
    assertThat(direct.captureMode()).isEqualTo(CaptureMode.MEMORY);
    assertThat(direct.mayInterruptRunThreads()).isTrue();
  }

  @Test
  void theUsersOptionReplacesTheDefaultOfTheSameName() {
    List<String> merged =
        RunnerSupportLookup.merge(
            List.of("--parallelism=1", "--maxBundleSize=1", "--streaming=true"),
            List.of("--maxBundleSize=1000", "--jobName=mine"));

    assertThat(merged)
        .containsExactly(
            "--maxBundleSize=1000", "--jobName=mine", "--parallelism=1", "--streaming=true")
        .inOrder();
  }

  @Test
  void aBareFlagCountsAsTheOptionOfItsName() {
    assertThat(RunnerSupportLookup.merge(List.of("--streaming=true"), List.of("--streaming")))
        .containsExactly("--streaming");
  }

  @Test
  void flinkOrSparkWithoutPipespecsModuleIsRefusedNamingTheModule() {
    assertThat(
            RunnerSupportLookup.missingModule("org.apache.beam.runners.flink.FlinkRunner")
                .orElseThrow())
        .contains(
            "FlinkRunner is on the test class path without io.pipespec:pipespec-flink, so it would"
                + " run with Beam's own defaults");
    assertThat(
            RunnerSupportLookup.missingModule("org.apache.beam.runners.spark.SparkRunner")
                .orElseThrow())
        .contains("Add io.pipespec:pipespec-spark as a test dependency");
    assertThat(RunnerSupportLookup.missingModule(DirectRunner.class.getName())).isEmpty();
    assertThat(RunnerSupportLookup.missingModule("com.acme.OwnRunner")).isEmpty();
  }
}
