package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.flink.cluster.FlinkClusterSetting.Kind;
import io.pipespec.flink.support.FlinkRunnerSupport;
import io.pipespec.runtime.spi.RunnerSupport;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;

class FlinkClustersTest {

  @Test
  void theConfiguredParametersDecide() {
    Map<String, String> parameters =
        Map.of(
            FlinkClusterSetting.PROPERTY, "flink-jm:8081",
            FlinkClusterSetting.CAPTURE_LOCATION_PROPERTY, "/mnt/shared");
    FlinkClusters clusters =
        FlinkClusters.configured(key -> Optional.ofNullable(parameters.get(key)));

    assertThat(clusters.setting().kind()).isEqualTo(Kind.REMOTE);
    assertThat(clusters.options())
        .containsExactly("--flinkMaster=flink-jm:8081", "--tempLocation=/mnt/shared")
        .inOrder();
  }

  @Test
  void aBadSettingIsRejectedAndLeavesTheOneBefore() {
    FlinkClusters before = FlinkClusters.configured(key -> Optional.of("embedded"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> FlinkClusters.configured(key -> Optional.of("nearby")));
    assertThat(e).hasMessageThat().contains("pipespec.flink.cluster = 'nearby' is not valid");
    assertThat(before.setting().kind()).isEqualTo(Kind.EMBEDDED);
  }

  @Test
  void withoutParametersTheMiniClusterRuns() {
    assertThat(FlinkClusters.configured(key -> Optional.empty()).options())
        .containsExactly("--flinkMaster=[local]");
  }

  @Test
  void onlyTheMiniClusterIsNotACluster() {
    FlinkRunnerSupport support = new FlinkRunnerSupport();
    assertThat(support.configured(key -> Optional.of("embedded")).onCluster()).isFalse();
    assertThat(support.configured(key -> Optional.of("local")).onCluster()).isTrue();
    Map<String, String> remote =
        Map.of(
            FlinkClusterSetting.PROPERTY, "flink-jm:8081",
            FlinkClusterSetting.CAPTURE_LOCATION_PROPERTY, "/mnt/shared");
    RunnerSupport onRemote = support.configured(key -> Optional.ofNullable(remote.get(key)));
    assertThat(onRemote.onCluster()).isTrue();
  }
}
