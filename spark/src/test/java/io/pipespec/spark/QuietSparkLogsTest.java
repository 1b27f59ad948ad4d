package io.pipespec.spark;

import static com.google.common.truth.Truth.assertThat;

import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** When Pipespec sets {@code spark.log.level}: only where Spark's own INFO defaults would print. */
class QuietSparkLogsTest {

  private static final String SIMPLE = "org.slf4j.simple.SimpleLoggerFactory";

  private static boolean quiets(Map<String, String> properties, Set<String> files, String factory) {
    return QuietSparkLogs.quiets(properties::get, files::contains, factory);
  }

  @Test
  void log4j2AsSparkBringsItWithNothingConfiguredIsQuieted() {
    assertThat(quiets(Map.of(), Set.of(), QuietSparkLogs.LOG4J2_FACTORY)).isTrue();
    // Spark's own defaults are not at the class path's root: they are not the user's.
    assertThat(
            quiets(
                Map.of(),
                Set.of("org/apache/spark/log4j2-defaults.properties"),
                QuietSparkLogs.LOG4J2_FACTORY))
        .isTrue();
  }

  @Test
  void aLevelTheUserSetIsKept() {
    assertThat(quiets(Map.of("spark.log.level", "INFO"), Set.of(), QuietSparkLogs.LOG4J2_FACTORY))
        .isFalse();
  }

  @Test
  void aLog4j2ConfigurationOfTheUsersIsLeftToDecide() {
    for (String file : QuietSparkLogs.CONFIGURATION_FILES) {
      assertThat(quiets(Map.of(), Set.of(file), QuietSparkLogs.LOG4J2_FACTORY)).isFalse();
    }
    assertThat(
            quiets(
                Map.of("log4j2.configurationFile", "/etc/my-log4j2.xml"),
                Set.of(),
                QuietSparkLogs.LOG4J2_FACTORY))
        .isFalse();
    assertThat(
            quiets(
                Map.of("log4j.configurationFile", "my-log4j2.xml"),
                Set.of(),
                QuietSparkLogs.LOG4J2_FACTORY))
        .isFalse();
  }

  @Test
  void anotherProviderIsLeftToItsOwnConfiguration() {
    assertThat(quiets(Map.of(), Set.of(), SIMPLE)).isFalse();
    assertThat(quiets(Map.of(), Set.of(), "ch.qos.logback.classic.LoggerContext")).isFalse();
  }

  @Test
  void theFilesAreLog4j2sOwnNames() {
    assertThat(QuietSparkLogs.CONFIGURATION_FILES)
        .containsAtLeast("log4j2-test.xml", "log4j2-test.properties", "log4j2.xml", "log4j2.yaml");
  }
}
