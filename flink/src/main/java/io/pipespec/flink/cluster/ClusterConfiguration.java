package io.pipespec.flink.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.ServerSocket;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The Flink configuration of a {@link LocalFlinkCluster}, written as {@code flink-conf.yaml} into
 * the cluster's directory: everything on the loopback address, free ports, small memory, Flink's
 * working files under the cluster's directory, and no restarts (a failed job fails its scenario).
 */
final class ClusterConfiguration {

  /** The loopback address every part of the cluster binds to and is reached at. */
  static final String HOST = "127.0.0.1";

  /** Task slots of the TaskManager: scenarios run in parallel take one each at parallelism 1. */
  static final int SLOTS = 4;

  /** The JobManager's heap; it only schedules. */
  static final String JOB_MANAGER_HEAP = "192m";

  /** The TaskManager's heap: Flink's framework heap and the task heap below. */
  static final String TASK_MANAGER_HEAP = "320m";

  /** The TaskManager's direct memory: framework and task off-heap memory and network buffers. */
  static final String TASK_MANAGER_DIRECT = "256m";

  private final Path directory;
  private final int rpcPort;
  private final int restPort;

  private ClusterConfiguration(Path directory, int rpcPort, int restPort) {
    this.directory = directory;
    this.rpcPort = rpcPort;
    this.restPort = restPort;
  }

  /** A configuration with free ports, written to {@code directory}/conf. */
  static ClusterConfiguration write(Path directory) {
    ClusterConfiguration configuration =
        new ClusterConfiguration(directory, freePort(), freePort());
    configuration.writeFile();
    return configuration;
  }

  Path configDirectory() {
    return directory.resolve("conf");
  }

  int restPort() {
    return restPort;
  }

  /** The settings, by key, in the order written. */
  Map<String, String> settings() {
    Path work = directory.resolve("work");
    Map<String, String> settings = new LinkedHashMap<>();
    settings.put("jobmanager.rpc.address", HOST);
    settings.put("jobmanager.rpc.port", Integer.toString(rpcPort));
    settings.put("jobmanager.bind-host", HOST);
    settings.put("rest.address", HOST);
    settings.put("rest.bind-address", HOST);
    settings.put("rest.port", Integer.toString(restPort));
    settings.put("taskmanager.host", HOST);
    settings.put("taskmanager.bind-host", HOST);
    settings.put("taskmanager.rpc.port", "0");
    settings.put("taskmanager.data.port", "0");
    settings.put("blob.server.port", "0");
    settings.put("taskmanager.numberOfTaskSlots", Integer.toString(SLOTS));
    settings.put("parallelism.default", "1");
    // The resources of each part, small. Flink's scripts would derive the TaskManager's from a
    // total size; started directly, it needs each one, and the JVMs' -Xmx and direct memory
    // limits match them.
    settings.put("taskmanager.cpu.cores", Integer.toString(SLOTS));
    settings.put("jobmanager.memory.process.size", "512m");
    settings.put("taskmanager.memory.framework.heap.size", "64m");
    settings.put("taskmanager.memory.task.heap.size", "256m");
    settings.put("taskmanager.memory.framework.off-heap.size", "64m");
    settings.put("taskmanager.memory.task.off-heap.size", "32m");
    // A blocking exchange of a batch job (where a judged output feeds a side input and the step
    // that reads it) takes Flink's sort shuffle, 512 buffers of 32 KB for each running one
    // (taskmanager.network.sort-shuffle.min-buffers): room for the four slots.
    settings.put("taskmanager.memory.network.min", "128m");
    settings.put("taskmanager.memory.network.max", "128m");
    settings.put("taskmanager.memory.managed.size", "64m");
    settings.put("taskmanager.memory.jvm-metaspace.size", "256m");
    settings.put("taskmanager.memory.jvm-overhead.min", "64m");
    settings.put("taskmanager.memory.jvm-overhead.max", "64m");
    // A failed job fails its scenario instead of restarting; Beam's options may still ask for
    // retries per job (numberOfExecutionRetries).
    settings.put("restart-strategy.type", "none");
    // A TaskManager JVM that a "kill the TaskManager and restart" step kills is found lost after
    // two failed heartbeat RPCs (heartbeat.rpc-failure-threshold), seconds at this interval, not
    // after Flink's 50 s heartbeat timeout, which stays as it is: long enough for a loaded machine.
    settings.put("heartbeat.interval", "1000");
    // Jobs come and go in one session cluster; Beam's classes stay loaded by the parent.
    settings.put("classloader.check-leaked-classloader", "false");
    // A task whose user code ignores its cancel stays stuck instead of making Flink exit the
    // TaskManager's JVM (and so end the cluster every later scenario of the run needs), as
    // FlinkDefaults configures the embedded mini-cluster.
    settings.put("task.cancellation.timeout", "0");
    settings.put("io.tmp.dirs", work.resolve("io").toString());
    settings.put("blob.storage.directory", work.resolve("blobs").toString());
    settings.put("web.tmpdir", work.resolve("web").toString());
    settings.put("web.upload.dir", work.resolve("web-upload").toString());
    settings.put("taskmanager.resource-id", "pipespec-taskmanager");
    return settings;
  }

  private void writeFile() {
    List<String> lines = new ArrayList<>();
    settings().forEach((key, value) -> lines.add(key + ": " + value));
    try {
      Files.createDirectories(configDirectory());
      for (String dir : List.of("io", "blobs", "web", "web-upload")) {
        Files.createDirectories(directory.resolve("work").resolve(dir));
      }
      Files.write(configDirectory().resolve("flink-conf.yaml"), lines, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Could not write the local cluster's configuration", e);
    }
  }

  /**
   * A port nothing listens on now. Another process may take it before the cluster binds it; the
   * cluster then fails to start and {@link LocalFlinkCluster} tries again with new ports.
   */
  private static int freePort() {
    try (ServerSocket socket =
        new ServerSocket(0, 1, InetAddress.getByAddress(new byte[] {127, 0, 0, 1}))) {
      return socket.getLocalPort();
    } catch (IOException e) {
      throw new UncheckedIOException("Could not find a free port on " + HOST, e);
    }
  }
}
