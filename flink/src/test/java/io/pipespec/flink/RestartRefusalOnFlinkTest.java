package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.flink.support.FlinkRunnerSupport;
import io.pipespec.runtime.spi.RunnerSupport;
import io.pipespec.runtime.spi.ScenarioTraits;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

/** Where Flink refuses a {@code "fail and restart"} step before anything runs. */
class RestartRefusalOnFlinkTest {

  private static final ScenarioTraits RESTARTS =
      new ScenarioTraits("Restarts", true, List.of(), false, true);

  @Test
  void aClusterByAddressIsRefusedTheRestartItsMarkerCouldNotReach() {
    try (RunnerSupport remote =
        new FlinkRunnerSupport()
            .configured(
                name ->
                    Optional.ofNullable(
                        Map.of("pipespec.flink.cluster", "flink.example:8081").get(name)))) {
      assertThat(remote.refusal(RESTARTS).orElseThrow())
          .contains("run restarts on the embedded mini-cluster or pipespec.flink.cluster=local");
    }
  }

  @Test
  void theEmbeddedClusterTakesTheRestart() {
    try (RunnerSupport embedded = new FlinkRunnerSupport()) {
      assertThat(embedded.refusal(RESTARTS)).isEmpty();
      assertThat(embedded.restartsFromCheckpoints()).isTrue();
    }
  }
}
