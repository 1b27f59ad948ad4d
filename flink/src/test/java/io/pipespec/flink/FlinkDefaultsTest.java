package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.flink.support.FlinkRunnerSupport;
import io.pipespec.runtime.runner.RunnerSupports;
import io.pipespec.runtime.spi.ScenarioTraits;
import java.nio.file.Files;
import java.util.List;
import org.apache.beam.runners.flink.FlinkRunner;
import org.junit.jupiter.api.Test;

/** The Flink options Pipespec sets, in one place, and the hook of the cluster modes. */
class FlinkDefaultsTest {

  private static final ScenarioTraits BATCH = new ScenarioTraits("Batch", false, List.of());
  private static final ScenarioTraits STREAMING = new ScenarioTraits("Timeline", true, List.of());

  @Test
  void faithfulOptionsKeepElementsAndWatermarksInOrderAndStreamOnlyForUnboundedInputs() {
    assertThat(FlinkDefaults.faithful(BATCH))
        .containsExactly("--parallelism=1", "--maxBundleSize=1", "--numberOfExecutionRetries=0");
    assertThat(FlinkDefaults.faithful(STREAMING)).contains("--streaming=true");
  }

  @Test
  void requiredOptionsSubmitDetachedToTheEmbeddedClusterWithPipespecsConfiguration()
      throws Exception {
    List<String> required = new FlinkRunnerSupport().requiredOptions(BATCH);

    assertThat(required).contains("--flinkMaster=[local]");
    assertThat(required).contains("--attachedMode=false");
    String confDir =
        required.stream()
            .filter(option -> option.startsWith("--flinkConfDir="))
            .findFirst()
            .orElseThrow()
            .substring("--flinkConfDir=".length());
    String config = Files.readString(java.nio.file.Path.of(confDir, "config.yaml"));
    assertThat(config).contains("task.cancellation.timeout: 0");
    assertThat(config).contains("pipeline.classpaths: ['file:");
  }

  @Test
  void aClusterModeReplacesTheEmbeddedClusterThroughItsOptions() {
    List<String> required =
        FlinkDefaults.required(
            List.of("--flinkMaster=localhost:8081", "--tempLocation=/x"),
            java.nio.file.Path.of("conf"));

    assertThat(required).containsAtLeast("--flinkMaster=localhost:8081", "--tempLocation=/x");
    assertThat(required).doesNotContain("--flinkMaster=[local]");
  }

  @Test
  void theFlinkRunnerGetsThisSupportAndTheUsersOptionWins() {
    assertThat(RunnerSupports.unconfigured().forRunner(FlinkRunner.class))
        .isInstanceOf(FlinkRunnerSupport.class);
    FlinkRunnerSupport flink = new FlinkRunnerSupport();
    assertThat(flink.mayInterruptRunThreads()).isFalse();
    assertThat(flink.refusal(BATCH)).isEmpty();
    assertThat(
            flink.refusal(
                new ScenarioTraits("Leaderboard", true, List.of("input 'scores': processing +6m"))))
        .isPresent();
  }
}
