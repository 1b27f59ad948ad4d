package io.pipespec.flink.cluster;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.Optional;
import java.util.function.Function;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The cluster the Flink runs of this JVM go to: as the engine's configuration parameters say while
 * an engine runs ({@link #configure}), else as the system properties {@value
 * FlinkClusterSetting#PROPERTY} and {@value FlinkClusterSetting#CAPTURE_LOCATION_PROPERTY} say (for
 * runs outside the engine, such as the benchmarks').
 */
@API(status = INTERNAL)
public final class FlinkClusters {

  private static volatile @Nullable Function<String, Optional<String>> parameters = null;

  private FlinkClusters() {}

  /**
   * Reads the cluster setting from {@code lookup} (the engine's configuration parameters, which
   * hold the system properties too) for the runs that follow.
   *
   * @throws IllegalArgumentException when the setting is none of its forms; the runs that follow
   *     then read the system properties again
   */
  public static void configure(Function<String, Optional<String>> lookup) {
    FlinkClusterSetting.from(lookup);
    parameters = lookup;
  }

  /** Back to the system properties. */
  public static void reset() {
    parameters = null;
  }

  private static Function<String, Optional<String>> lookup() {
    Function<String, Optional<String>> configured = parameters;
    return configured != null ? configured : key -> Optional.ofNullable(System.getProperty(key));
  }

  /** The cluster setting in effect. */
  public static FlinkClusterSetting setting() {
    return FlinkClusterSetting.from(lookup());
  }

  /** The options that address the cluster in effect ({@link FlinkClusterSetting#options}). */
  public static List<String> options() {
    Function<String, Optional<String>> lookup = lookup();
    return FlinkClusterSetting.from(lookup)
        .options(lookup.apply(FlinkClusterSetting.CAPTURE_LOCATION_PROPERTY));
  }

  /**
   * Checks a run's parsed options against the cluster in effect ({@link
   * FlinkClusterSetting#check}), and that a {@code host:port} cluster answers ({@link
   * FlinkClusterSetting#probe}).
   */
  public static void check(PipelineOptions options) {
    FlinkClusterSetting setting = setting();
    setting.check(options);
    setting.probe();
  }
}
