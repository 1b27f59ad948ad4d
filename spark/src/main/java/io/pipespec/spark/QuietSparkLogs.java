package io.pipespec.spark;

import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import org.slf4j.LoggerFactory;

/**
 * Keeps Spark's INFO lines from drowning the results. Spark logs through SLF4J; in a project with
 * no logging configuration of its own, SLF4J's provider is Log4j 2 (Spark brings {@code
 * log4j-slf4j2-impl}), and Spark then loads its own defaults, which print about 70 INFO lines per
 * scenario ({@code SparkContext}, {@code DAGScheduler}, {@code Executor}, ...). There, and only
 * there, this sets Spark's own setting {@code spark.log.level} to {@code WARN} as a system
 * property, which each Spark context Beam's SparkRunner starts reads ({@code new SparkConf()}): the
 * JVM's logging, not Pipespec's configuration, which is why it is a system property.
 *
 * <p>Left alone: a {@code spark.log.level} the user set; a Log4j 2 configuration of the user's (a
 * {@code log4j2-test.*} or {@code log4j2.*} file on the class path, {@code
 * log4j2.component.properties}, or the system property that names a file), which {@code
 * spark.log.level} would override; and another SLF4J provider (slf4j-simple, logback), which
 * Spark's defaults do not reach and whose own configuration decides.
 */
final class QuietSparkLogs {

  /** Spark's setting: the level its context sets at start, over any other configuration. */
  static final String LEVEL = "spark.log.level";

  /** SLF4J's logger factory when Log4j 2 is the provider, as Spark itself tells it. */
  static final String LOG4J2_FACTORY = "org.apache.logging.slf4j.Log4jLoggerFactory";

  /** The system properties through which a user names a Log4j 2 configuration. */
  private static final List<String> CONFIGURATION_PROPERTIES =
      List.of("log4j2.configurationFile", "log4j.configurationFile");

  /** The files Log4j 2 looks for on the class path, and its file of settings. */
  static final List<String> CONFIGURATION_FILES = configurationFiles();

  private static List<String> configurationFiles() {
    List<String> files = new java.util.ArrayList<>();
    for (String name : List.of("log4j2-test", "log4j2")) {
      for (String extension : List.of("properties", "yaml", "yml", "json", "jsn", "xml")) {
        files.add(name + "." + extension);
      }
    }
    files.add("log4j2.component.properties");
    return List.copyOf(files);
  }

  private QuietSparkLogs() {}

  /** Sets {@code spark.log.level} to {@code WARN} where {@link #quiets} says so. */
  static void apply() {
    ClassLoader loader = QuietSparkLogs.class.getClassLoader();
    if (quiets(
        System::getProperty,
        file -> loader.getResource(file) != null,
        LoggerFactory.getILoggerFactory().getClass().getName())) {
      System.setProperty(LEVEL, "WARN");
    }
  }

  /**
   * Whether Spark's INFO lines would be printed and the user said nothing of them.
   *
   * @param systemProperties the JVM's system properties
   * @param onClassPath whether a resource of that name is on the test class path
   * @param slf4jFactory the class name of SLF4J's logger factory
   */
  static boolean quiets(
      Function<String, String> systemProperties,
      Predicate<String> onClassPath,
      String slf4jFactory) {
    if (!LOG4J2_FACTORY.equals(slf4jFactory) || systemProperties.apply(LEVEL) != null) {
      return false;
    }
    for (String property : CONFIGURATION_PROPERTIES) {
      if (systemProperties.apply(property) != null) {
        return false;
      }
    }
    return CONFIGURATION_FILES.stream().noneMatch(onClassPath);
  }
}
