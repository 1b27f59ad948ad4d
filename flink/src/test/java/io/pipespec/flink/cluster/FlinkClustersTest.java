package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.flink.FlinkRunnerSupport;
import io.pipespec.flink.cluster.FlinkClusterSetting.Kind;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

class FlinkClustersTest {

  @AfterEach
  void backToSystemProperties() {
    FlinkClusters.reset();
  }

  @Test
  void theConfiguredParametersDecide() {
    Map<String, String> parameters =
        Map.of(
            FlinkClusterSetting.PROPERTY, "flink-jm:8081",
            FlinkClusterSetting.CAPTURE_LOCATION_PROPERTY, "/mnt/shared");
    FlinkClusters.configure(key -> Optional.ofNullable(parameters.get(key)));

    assertThat(FlinkClusters.setting().kind()).isEqualTo(Kind.REMOTE);
    assertThat(FlinkClusters.options())
        .containsExactly("--flinkMaster=flink-jm:8081", "--tempLocation=/mnt/shared")
        .inOrder();
  }

  @Test
  void aBadSettingIsRejectedAndLeavesTheOneBefore() {
    FlinkClusters.configure(key -> Optional.of("embedded"));
    IllegalArgumentException e =
        assertThrows(
            IllegalArgumentException.class,
            () -> FlinkClusters.configure(key -> Optional.of("nearby")));
    assertThat(e).hasMessageThat().contains("pipespec.flink.cluster = 'nearby' is not valid");
    assertThat(FlinkClusters.setting().kind()).isEqualTo(Kind.EMBEDDED);
  }

  @Test
  void withoutConfigurationTheSystemPropertiesDecide() {
    FlinkClusters.reset();
    // The build sets no such property: Beam's mini-cluster.
    assertThat(System.getProperty(FlinkClusterSetting.PROPERTY)).isNull();
    assertThat(FlinkClusters.options()).containsExactly("--flinkMaster=[local]");
  }

  @Test
  void onlyTheMiniClusterIsNotACluster() {
    FlinkRunnerSupport support = new FlinkRunnerSupport();
    FlinkClusters.configure(key -> Optional.of("embedded"));
    assertThat(support.onCluster()).isFalse();
    FlinkClusters.configure(key -> Optional.of("local"));
    assertThat(support.onCluster()).isTrue();
    Map<String, String> remote =
        Map.of(
            FlinkClusterSetting.PROPERTY, "flink-jm:8081",
            FlinkClusterSetting.CAPTURE_LOCATION_PROPERTY, "/mnt/shared");
    FlinkClusters.configure(key -> Optional.ofNullable(remote.get(key)));
    assertThat(support.onCluster()).isTrue();
  }
}
