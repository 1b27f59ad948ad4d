package io.pipespec.flink.cluster;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import io.pipespec.flink.FlinkDefaults;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentMap;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Which Flink cluster runs the scenarios on Beam's FlinkRunner, as {@value #PROPERTY} sets it:
 *
 * <ul>
 *   <li>{@code embedded} (the default): Beam's mini-cluster inside the test JVM;
 *   <li>{@code local}: a {@link LocalFlinkCluster}, a JobManager and a TaskManager in JVMs of their
 *       own on the loopback address, started once per test run; the class directories are staged
 *       with each job and the capture files go to the cluster's shared directory;
 *   <li>{@code host:port}: a user's running cluster, reached at its JobManager's REST endpoint; the
 *       whole test class path is staged with each job (Beam's default), and the capture files go to
 *       {@value #CAPTURE_LOCATION_PROPERTY} (or the run's {@code --tempLocation}), which the
 *       cluster's TaskManagers and the test JVM must both reach.
 * </ul>
 */
@API(status = EXPERIMENTAL)
public final class FlinkClusterSetting {

  /** The key of the cluster setting, as a system property or engine configuration parameter. */
  public static final String PROPERTY = "pipespec.flink.cluster";

  /**
   * The key of the capture location for {@code host:port}: a directory the cluster's TaskManagers
   * and the test JVM both read and write, such as a path on a shared file system. It becomes the
   * run's {@code --tempLocation}, where Beam also writes the jars it stages.
   */
  public static final String CAPTURE_LOCATION_PROPERTY = "pipespec.flink.captureLocation";

  private static final String FORMS =
      "expected embedded (Beam's mini-cluster in the test JVM, the default), local (a JobManager"
          + " and a TaskManager started in JVMs of their own on this machine) or host:port (the"
          + " REST endpoint of a running Flink 1.19 cluster's JobManager, such as"
          + " flink-jm.example.com:8081, without http://)";

  private static final Pattern HOST_PORT =
      Pattern.compile("(\\[[0-9A-Fa-f:.]+\\]|[A-Za-z0-9]([A-Za-z0-9.-]*[A-Za-z0-9])?):(\\d{1,5})");

  /** The three kinds of cluster. */
  @API(status = EXPERIMENTAL)
  public enum Kind {
    EMBEDDED,
    LOCAL,
    REMOTE
  }

  private final Kind kind;
  private final @Nullable String master;

  private FlinkClusterSetting(Kind kind, @Nullable String master) {
    this.kind = kind;
    this.master = master;
  }

  /** Beam's mini-cluster in the test JVM. */
  public static FlinkClusterSetting embedded() {
    return new FlinkClusterSetting(Kind.EMBEDDED, null);
  }

  /**
   * The setting {@code value} spells.
   *
   * @throws IllegalArgumentException when it is none of the forms; the message names the key, the
   *     value and the forms
   */
  public static FlinkClusterSetting parse(String value) {
    requireNonNull(value, "value");
    String trimmed = value.trim();
    String word = trimmed.toLowerCase(Locale.ROOT);
    if (word.equals("embedded")) {
      return embedded();
    }
    if (word.equals("local")) {
      return new FlinkClusterSetting(Kind.LOCAL, null);
    }
    Matcher hostPort = HOST_PORT.matcher(trimmed);
    if (hostPort.matches()) {
      int port = Integer.parseInt(hostPort.group(3));
      if (port >= 1 && port <= 65535) {
        return new FlinkClusterSetting(Kind.REMOTE, trimmed);
      }
      throw invalid(value, "the port " + port + " is not between 1 and 65535");
    }
    if (word.startsWith("http://") || word.startsWith("https://")) {
      throw invalid(value, "write the JobManager's address without its scheme, as host:port");
    }
    throw invalid(value, FORMS);
  }

  /**
   * The setting configured by {@code lookup} (system properties, or the engine's configuration
   * parameters), {@code embedded} when {@value #PROPERTY} is not set.
   */
  public static FlinkClusterSetting from(Function<String, Optional<String>> lookup) {
    return lookup.apply(PROPERTY).map(FlinkClusterSetting::parse).orElseGet(() -> embedded());
  }

  private static IllegalArgumentException invalid(String value, String why) {
    return new IllegalArgumentException(
        "The configuration parameter " + PROPERTY + " = '" + value + "' is not valid: " + why);
  }

  public Kind kind() {
    return kind;
  }

  /**
   * The pipeline options that point a run at this cluster, each as {@code --name=value}: {@code
   * --flinkMaster=[local]} for {@code embedded}; for {@code local} the {@link LocalFlinkCluster}
   * {@code local} gives (the one of the engine execution) as {@code --flinkMaster}, its class
   * directories as {@code --filesToStage} and its shared directory as {@code --tempLocation}, where
   * the capture files go; for {@code host:port} that address, and {@code captureLocation} as {@code
   * --tempLocation} when it is given. A user's pipeline option of the same name replaces each.
   */
  public List<String> options(Optional<String> captureLocation, Supplier<LocalFlinkCluster> local) {
    List<String> options = new ArrayList<>();
    switch (kind) {
      case EMBEDDED -> options.add("--flinkMaster=" + FlinkDefaults.EMBEDDED_MASTER);
      case LOCAL -> {
        LocalFlinkCluster cluster = local.get();
        options.add("--flinkMaster=" + cluster.restAddress());
        options.add("--filesToStage=" + String.join(",", cluster.filesToStage()));
        options.add("--tempLocation=" + cluster.sharedDirectory());
      }
      case REMOTE -> {
        options.add("--flinkMaster=" + master);
        captureLocation
            .map(String::trim)
            .filter(location -> !location.isEmpty())
            .ifPresent(location -> options.add("--tempLocation=" + location));
      }
    }
    return options;
  }

  /**
   * Checks the options a run parsed: on {@code host:port}, the capture files need a {@code
   * --tempLocation} that the cluster and the test JVM both reach.
   *
   * @throws IllegalArgumentException for {@code host:port} without one, since the capture files
   *     would go to a directory of the test JVM that the cluster cannot reach
   */
  public void check(PipelineOptions options) {
    if (kind == Kind.REMOTE && isEmpty(options.getTempLocation())) {
      throw new IllegalArgumentException(
          PROPERTY
              + " = "
              + master
              + " runs the scenarios on a cluster in other processes, maybe on other machines,"
              + " which write the captured elements to files the test JVM reads. Set "
              + CAPTURE_LOCATION_PROPERTY
              + " to a directory both the cluster's TaskManagers and the test JVM reach (a path on"
              + " a shared file system), or give --tempLocation in pipespec.pipelineOptions.");
    }
  }

  /** How long a cluster that did not answer is believed down: a run of scenarios fails fast. */
  private static final java.time.Duration DOWN_FOR = java.time.Duration.ofSeconds(60);

  /** Why an address did not answer, and when it was asked. */
  record Unreachable(String reason, long askedAtNanos) {}

  /**
   * Checks that a {@code host:port} cluster answers at its REST endpoint before a run is submitted
   * to it: without a JobManager there, Flink's client retries until the scenario's timeout (five
   * minutes by default), saying why only in its own WARN lines. An address that did not answer is
   * not asked again for a minute, so that the scenarios that follow fail at once with the same
   * message.
   *
   * @throws IllegalArgumentException naming the address and why it did not answer
   */
  public void probe() {
    probe(new ConcurrentHashMap<>());
  }

  /**
   * {@link #probe()}, remembering the addresses that did not answer in {@code unreachable}: the
   * engine execution's ({@link FlinkClusters}), so that its later scenarios fail at once.
   */
  void probe(ConcurrentMap<String, Unreachable> unreachable) {
    if (kind != Kind.REMOTE) {
      return;
    }
    Unreachable known = unreachable.get(master);
    if (known != null && System.nanoTime() - known.askedAtNanos() < DOWN_FOR.toNanos()) {
      throw unreachable(known.reason());
    }
    java.net.URI uri = java.net.URI.create("http://" + master + "/config");
    String reason;
    try {
      java.net.http.HttpResponse<Void> response =
          java.net.http.HttpClient.newBuilder()
              .connectTimeout(java.time.Duration.ofSeconds(5))
              .build()
              .send(
                  java.net.http.HttpRequest.newBuilder(uri)
                      .timeout(java.time.Duration.ofSeconds(10))
                      .GET()
                      .build(),
                  java.net.http.HttpResponse.BodyHandlers.discarding());
      if (response.statusCode() == 200) {
        unreachable.remove(master);
        return;
      }
      reason = uri + " answered HTTP " + response.statusCode() + ", not a Flink JobManager's 200";
    } catch (java.io.IOException e) {
      reason = "nothing answered at " + uri + " (" + e + ")";
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      reason = "the check of " + uri + " was interrupted";
    }
    unreachable.put(master, new Unreachable(reason, System.nanoTime()));
    throw unreachable(reason);
  }

  private IllegalArgumentException unreachable(String reason) {
    return new IllegalArgumentException(
        PROPERTY
            + " = "
            + master
            + ": no Flink JobManager answers there: "
            + reason
            + ". Start the cluster, or give the host and port of its JobManager's REST endpoint"
            + " (8081 unless rest.port says otherwise); the scenarios that follow within a minute"
            + " fail with this message too.");
  }

  private static boolean isEmpty(String value) {
    return value == null || value.isEmpty();
  }

  @Override
  public String toString() {
    return switch (kind) {
      case EMBEDDED -> "embedded";
      case LOCAL -> "local";
      case REMOTE -> requireNonNull(master, "a remote setting names its master");
    };
  }
}
