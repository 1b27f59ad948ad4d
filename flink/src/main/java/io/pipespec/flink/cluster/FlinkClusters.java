package io.pipespec.flink.cluster;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Function;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The cluster the Flink runs of one engine execution go to, as its configuration parameters {@value
 * FlinkClusterSetting#PROPERTY} and {@value FlinkClusterSetting#CAPTURE_LOCATION_PROPERTY} say: the
 * {@link LocalFlinkCluster} it starts for {@code local} (once, for every scenario of the execution,
 * and again should it die), and the addresses that did not answer. {@link #close()} stops that
 * local cluster when the execution ends.
 */
@API(status = INTERNAL)
public final class FlinkClusters implements AutoCloseable {

  private final FlinkClusterSetting setting;
  private final Optional<String> captureLocation;
  private final ConcurrentMap<String, FlinkClusterSetting.Unreachable> unreachable =
      new ConcurrentHashMap<>();
  private @Nullable LocalFlinkCluster local;
  private boolean closed;

  private FlinkClusters(FlinkClusterSetting setting, Optional<String> captureLocation) {
    this.setting = requireNonNull(setting, "setting");
    this.captureLocation = requireNonNull(captureLocation, "captureLocation");
  }

  /**
   * The clusters {@code parameters} configure (an engine execution's configuration parameters).
   *
   * @throws IllegalArgumentException when the setting is none of its forms
   */
  public static FlinkClusters configured(Function<String, Optional<String>> parameters) {
    return new FlinkClusters(
        FlinkClusterSetting.from(parameters),
        parameters.apply(FlinkClusterSetting.CAPTURE_LOCATION_PROPERTY));
  }

  /** Beam's embedded mini-cluster, the default. */
  public static FlinkClusters embedded() {
    return new FlinkClusters(FlinkClusterSetting.embedded(), Optional.empty());
  }

  /** The cluster setting of the execution. */
  public FlinkClusterSetting setting() {
    return setting;
  }

  /**
   * The options that address the cluster ({@link FlinkClusterSetting#options}); for {@code local},
   * the execution's cluster, started on the first call.
   */
  public List<String> options() {
    return setting.options(captureLocation, this::local);
  }

  /**
   * Checks a run's parsed options against the cluster ({@link FlinkClusterSetting#check}), and that
   * a {@code host:port} cluster answers ({@link FlinkClusterSetting#probe}).
   */
  public void check(PipelineOptions options) {
    setting.check(options);
    setting.probe(unreachable);
  }

  /**
   * Kills the TaskManager JVM of this execution's local cluster and starts a fresh one ({@link
   * LocalFlinkCluster#killTaskManager}).
   *
   * @return the killed TaskManager, as a message names it
   * @throws IllegalStateException when the setting is not {@code local}
   */
  public String killTaskManager() {
    if (setting.kind() != FlinkClusterSetting.Kind.LOCAL) {
      throw new IllegalStateException(
          "Pipespec kills a TaskManager of the local cluster only, not of a cluster "
              + setting.kind());
    }
    return local().killTaskManager();
  }

  /**
   * The local cluster of this execution: started on the first call; if it stopped in between (its
   * JVMs were killed), a new one is started.
   *
   * @throws IllegalStateException when the cluster does not start, or the execution has ended
   */
  private synchronized LocalFlinkCluster local() {
    if (closed) {
      throw new IllegalStateException(
          "The engine execution that owned this local Flink cluster has ended");
    }
    LocalFlinkCluster running = local;
    if (running == null || !running.isRunning()) {
      if (running != null) {
        running.close();
      }
      running = LocalFlinkCluster.start();
      local = running;
    }
    return running;
  }

  /** Stops the local cluster this execution started, if it started one. */
  @Override
  public synchronized void close() {
    closed = true;
    LocalFlinkCluster running = local;
    local = null;
    if (running != null) {
      running.close();
    }
  }
}
