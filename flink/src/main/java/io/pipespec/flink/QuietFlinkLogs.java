package io.pipespec.flink;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Properties;
import java.util.function.Function;
import org.apiguardian.api.API;

/**
 * Keeps Flink's INFO logs from drowning the results: a mini-cluster logs hundreds of INFO lines per
 * run (about 1,750 for a few scenarios). With slf4j-simple as the test class path's logging
 * provider, Flink's, Pekko's and Beam's Flink runner's loggers are set to WARN, and four loggers
 * whose every warning is about a setting a test does not have or Pipespec chose, to ERROR ({@link
 * #LEVELS}), unless the user set them (as a system property or in {@code simplelogger.properties}).
 * The engine's own provider, which prints warnings and errors when the class path has no provider,
 * reads the same system properties ({@code StandardErrorLogger}), so the four are set for it too.
 * Other providers (logback, log4j) are configured by their own files, which Pipespec leaves alone;
 * docs/runners.md says what to put there.
 */
@API(status = INTERNAL)
public final class QuietFlinkLogs {

  /**
   * The loggers quieted, as slf4j-simple's keys name them, and their level. At ERROR, those whose
   * warnings came with every scenario on Flink and said nothing of it (about 900 of the 1,400
   * warnings of a CI run): an operator name longer than a metric name may be ({@code MetricGroup}),
   * no delegation tokens ({@code DefaultDelegationTokenManager}), no log file for the web dashboard
   * ({@code WebMonitorUtils}), and detached mode "only supported" on a remote cluster ({@code
   * FlinkExecutionEnvironments}: Pipespec runs every job detached, to wait on it and cancel it, and
   * Beam runs it so on the embedded cluster too; its other warnings are about a parallelism that
   * {@code FlinkDefaults} always sets and the web dashboard's options).
   */
  static final Map<String, String> LEVELS = levels();

  private static Map<String, String> levels() {
    Map<String, String> levels = new LinkedHashMap<>();
    String prefix = "org.slf4j.simpleLogger.log.";
    levels.put(prefix + "org.apache.flink", "warn");
    levels.put(prefix + "org.apache.pekko", "warn");
    levels.put(prefix + "org.apache.beam.runners.flink", "warn");
    levels.put(prefix + "org.apache.flink.metrics.MetricGroup", "error");
    levels.put(
        prefix + "org.apache.flink.runtime.security.token.DefaultDelegationTokenManager", "error");
    levels.put(prefix + "org.apache.flink.runtime.webmonitor.WebMonitorUtils", "error");
    levels.put(prefix + "org.apache.beam.runners.flink.FlinkExecutionEnvironments", "error");
    return Collections.unmodifiableMap(levels);
  }

  private QuietFlinkLogs() {}

  /** The engine's provider when the class path has none, as SLF4J's system property names it. */
  static final String ENGINE_PROVIDER = "io.pipespec.engine.logging.StandardErrorProvider";

  /**
   * Sets the keys the user did not set, when slf4j-simple or the engine's own provider is the
   * provider.
   */
  public static void apply() {
    ClassLoader loader = QuietFlinkLogs.class.getClassLoader();
    boolean simple = present("org.slf4j.simple.SimpleLogger", loader);
    if (!simple && !ENGINE_PROVIDER.equals(System.getProperty("slf4j.provider"))) {
      return;
    }
    Properties file = new Properties();
    if (simple) {
      try (InputStream in = loader.getResourceAsStream("simplelogger.properties")) {
        if (in != null) {
          file.load(in);
        }
      } catch (IOException unreadable) {
        return; // slf4j-simple will not read it either; leave the levels as they are
      }
    }
    // slf4j-simple and the engine's provider read the levels from the system properties: the JVM's
    // logging, not Pipespec's configuration, which is why they are read and set here.
    for (String key : toSet(key -> System.getProperty(key), file)) {
      System.setProperty(key, LEVELS.get(key));
    }
  }

  /** The keys neither the system properties nor slf4j-simple's file sets. */
  static List<String> toSet(Function<String, String> systemProperties, Properties file) {
    List<String> keys = new ArrayList<>();
    for (String key : LEVELS.keySet()) {
      if (systemProperties.apply(key) == null && !file.containsKey(key)) {
        keys.add(key);
      }
    }
    return keys;
  }

  private static boolean present(String className, ClassLoader loader) {
    try {
      Class.forName(className, false, loader);
      return true;
    } catch (ClassNotFoundException | LinkageError absent) {
      return false;
    }
  }
}
