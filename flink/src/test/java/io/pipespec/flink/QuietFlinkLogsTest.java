package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.engine.logging.StandardErrorProvider;
import java.util.Map;
import java.util.Properties;
import org.junit.jupiter.api.Test;

class QuietFlinkLogsTest {

  @Test
  void quietsFlinksLoggersTheUserLeftAlone() {
    assertThat(QuietFlinkLogs.toSet(key -> null, new Properties()))
        .containsExactly(
            "org.slf4j.simpleLogger.log.org.apache.flink",
            "org.slf4j.simpleLogger.log.org.apache.pekko",
            "org.slf4j.simpleLogger.log.org.apache.beam.runners.flink",
            "org.slf4j.simpleLogger.log.org.apache.flink.metrics.MetricGroup",
            "org.slf4j.simpleLogger.log.org.apache.flink.runtime.security.token"
                + ".DefaultDelegationTokenManager",
            "org.slf4j.simpleLogger.log.org.apache.flink.runtime.webmonitor.WebMonitorUtils",
            "org.slf4j.simpleLogger.log.org.apache.beam.runners.flink.FlinkExecutionEnvironments")
        .inOrder();
    assertThat(QuietFlinkLogs.LEVELS.get("org.slf4j.simpleLogger.log.org.apache.flink"))
        .isEqualTo("warn");
    assertThat(
            QuietFlinkLogs.LEVELS.get(
                "org.slf4j.simpleLogger.log.org.apache.flink.metrics.MetricGroup"))
        .isEqualTo("error");
  }

  @Test
  void keepsWhatTheUserSetInASystemPropertyOrInSimpleloggerProperties() {
    Properties file = new Properties();
    file.setProperty("org.slf4j.simpleLogger.log.org.apache.pekko", "info");
    file.setProperty(
        "org.slf4j.simpleLogger.log.org.apache.flink.runtime.webmonitor.WebMonitorUtils", "warn");
    Map<String, String> system =
        Map.of(
            "org.slf4j.simpleLogger.log.org.apache.flink", "debug",
            "org.slf4j.simpleLogger.log.org.apache.flink.metrics.MetricGroup", "info");

    assertThat(QuietFlinkLogs.toSet(system::get, file))
        .containsExactly(
            "org.slf4j.simpleLogger.log.org.apache.beam.runners.flink",
            "org.slf4j.simpleLogger.log.org.apache.flink.runtime.security.token"
                + ".DefaultDelegationTokenManager",
            "org.slf4j.simpleLogger.log.org.apache.beam.runners.flink.FlinkExecutionEnvironments");
  }

  @Test
  void nothingIsSetWhereSimpleloggerPropertiesSetsIt() {
    // This module's simplelogger.properties sets all of them: nothing is changed.
    QuietFlinkLogs.apply();
    for (String key : QuietFlinkLogs.LEVELS.keySet()) {
      assertThat(System.getProperty(key)).isNull();
    }
  }

  @Test
  void theEnginesProviderIsNamedAsTheEngineNamesIt() {
    // The Flink module does not depend on the engine at run time: it names the provider by name.
    assertThat(StandardErrorProvider.class.getName()).isEqualTo(QuietFlinkLogs.ENGINE_PROVIDER);
  }
}
