package io.pipespec.flink;

import static com.google.common.truth.Truth.assertThat;

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
            "org.slf4j.simpleLogger.log.org.apache.beam.runners.flink");
  }

  @Test
  void keepsWhatTheUserSetInASystemPropertyOrInSimpleloggerProperties() {
    Properties file = new Properties();
    file.setProperty("org.slf4j.simpleLogger.log.org.apache.pekko", "info");
    Map<String, String> system = Map.of("org.slf4j.simpleLogger.log.org.apache.flink", "debug");

    assertThat(QuietFlinkLogs.toSet(system::get, file))
        .containsExactly("org.slf4j.simpleLogger.log.org.apache.beam.runners.flink");
  }

  @Test
  void nothingIsSetWhereSimpleloggerPropertiesSetsIt() {
    // This module's simplelogger.properties sets all three: nothing is changed.
    QuietFlinkLogs.apply();
    for (String key : QuietFlinkLogs.KEYS) {
      assertThat(System.getProperty(key)).isNull();
    }
  }
}
