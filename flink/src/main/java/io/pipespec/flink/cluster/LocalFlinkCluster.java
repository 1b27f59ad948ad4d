package io.pipespec.flink.cluster;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.apiguardian.api.API;

/**
 * A Flink session cluster in two JVMs of its own on the loopback address, a JobManager ({@code
 * StandaloneSessionClusterEntrypoint}) and a TaskManager ({@code TaskManagerRunner}), started from
 * the Flink jars on this JVM's class path (Flink's {@code flink-dist} is not on Maven Central; its
 * parts are). Jobs reach it through Beam's FlinkRunner with {@code --flinkMaster=}{@link
 * #restAddress()}, staging {@link #filesToStage()}.
 *
 * <p>The cluster's directory under {@code java.io.tmpdir} holds its configuration, its logs ({@code
 * log/jobmanager.log}, {@code log/taskmanager.log}), Flink's working files, and {@link
 * #sharedDirectory()}, where the test JVM and the TaskManager both read and write (capture files).
 *
 * <p>The cluster is stopped by {@link #close()}, by a shutdown hook of this JVM (the end of a test
 * run, Ctrl-C), and, when this JVM is killed or crashes, by the cluster JVMs themselves: each runs
 * under {@link ParentWatchdog}, which ends it once this JVM is gone. A later cluster removes the
 * directories such killed runs left behind.
 */
@API(status = EXPERIMENTAL)
public final class LocalFlinkCluster implements AutoCloseable {

  private static final String JOB_MANAGER =
      "org.apache.flink.runtime.entrypoint.StandaloneSessionClusterEntrypoint";
  private static final String TASK_MANAGER =
      "org.apache.flink.runtime.taskexecutor.TaskManagerRunner";

  /** How long the cluster may take to start: two JVMs on a loaded machine. */
  private static final Duration START_TIMEOUT = Duration.ofMinutes(3);

  /** How long each JVM may take to stop after being asked to, before it is killed. */
  private static final long STOP_MILLIS = 15_000;

  private static final int START_ATTEMPTS = 3;
  private static final Pattern TASK_MANAGERS = Pattern.compile("\"taskmanagers\"\\s*:\\s*(\\d+)");

  private final Path directory;
  private final ClusterConfiguration configuration;
  private final ClusterClasspath classpath;
  private final List<ClusterJvm> jvms;
  private final Thread shutdownHook;
  private boolean closed;

  /** TaskManagers started since the first, each under a resource id of its own. */
  private int replacedTaskManagers;

  private LocalFlinkCluster(
      Path directory,
      ClusterConfiguration configuration,
      ClusterClasspath classpath,
      List<ClusterJvm> jvms) {
    this.directory = directory;
    this.configuration = configuration;
    this.classpath = classpath;
    this.jvms = new ArrayList<>(jvms);
    this.shutdownHook = new Thread(this::stop, "pipespec-local-flink-cluster-stop");
  }

  /** Starts a new cluster, which the caller closes. */
  public static LocalFlinkCluster start() {
    StaleClusters.remove();
    ClusterClasspath classpath = ClusterClasspath.ofThisJvm();
    IllegalStateException failure = null;
    for (int attempt = 1; attempt <= START_ATTEMPTS; attempt++) {
      Path directory = StaleClusters.newDirectory();
      ClusterConfiguration configuration = ClusterConfiguration.write(directory);
      List<ClusterJvm> jvms = new ArrayList<>();
      try {
        jvms.add(
            startJvm("jobmanager", JOB_MANAGER, directory, configuration, classpath, List.of()));
        jvms.add(
            startJvm("taskmanager", TASK_MANAGER, directory, configuration, classpath, List.of()));
      } catch (RuntimeException e) {
        new LocalFlinkCluster(directory, configuration, classpath, jvms).stop();
        throw e;
      }
      LocalFlinkCluster cluster = new LocalFlinkCluster(directory, configuration, classpath, jvms);
      Runtime.getRuntime().addShutdownHook(cluster.shutdownHook);
      StaleClusters.recordOwner(directory, jvms);
      try {
        cluster.awaitTaskManager();
        return cluster;
      } catch (IllegalStateException e) {
        cluster.close();
        failure = e;
        if (!String.valueOf(e.getMessage()).contains("BindException")) {
          break;
        }
      }
    }
    throw failure;
  }

  private static ClusterJvm startJvm(
      String name,
      String entryPoint,
      Path directory,
      ClusterConfiguration configuration,
      ClusterClasspath classpath,
      List<String> dynamicProperties) {
    List<String> jvmOptions = new ArrayList<>();
    if (name.equals("jobmanager")) {
      jvmOptions.add("-Xmx" + ClusterConfiguration.JOB_MANAGER_HEAP);
      jvmOptions.add("-XX:TieredStopAtLevel=1"); // it schedules; fast startup matters more
    } else {
      jvmOptions.add("-Xmx" + ClusterConfiguration.TASK_MANAGER_HEAP);
      jvmOptions.add("-XX:MaxDirectMemorySize=" + ClusterConfiguration.TASK_MANAGER_DIRECT);
    }
    jvmOptions.add("-XX:MaxMetaspaceSize=256m");
    jvmOptions.add("-XX:+UseSerialGC");
    jvmOptions.add("-XX:CICompilerCount=2");
    jvmOptions.add("-Djava.io.tmpdir=" + directory.resolve("work").resolve("io"));
    jvmOptions.add("-Dlog.file=" + directory.resolve("log").resolve(name + ".log"));
    // With slf4j-simple (Pipespec's tests, many users' test class paths): when each line happened.
    jvmOptions.add("-Dorg.slf4j.simpleLogger.showDateTime=true");
    jvmOptions.add("-Dorg.slf4j.simpleLogger.dateTimeFormat=HH:mm:ss.SSS");
    List<String> arguments = new ArrayList<>();
    arguments.add("--configDir");
    arguments.add(configuration.configDirectory().toString());
    arguments.addAll(dynamicProperties);
    return ClusterJvm.start(
        name, directory, classpath.clusterClassPath(), jvmOptions, entryPoint, arguments);
  }

  /**
   * Kills the TaskManager's JVM ({@code destroyForcibly}: no shutdown hook, no goodbye to the
   * JobManager), as a machine failure would, and starts a fresh TaskManager JVM under a new
   * resource id, on which the JobManager, once it finds the old one lost, reschedules the jobs the
   * kill failed.
   *
   * @return the killed TaskManager as a message names it, {@code the TaskManager JVM 1234}
   */
  public synchronized String killTaskManager() {
    if (closed) {
      throw new IllegalStateException("The local Flink cluster was stopped: " + this);
    }
    ClusterJvm killed = jvms.get(jvms.size() - 1);
    long pid = killed.handle().pid();
    killed.kill(STOP_MILLIS);
    replacedTaskManagers++;
    String name = "taskmanager-" + (replacedTaskManagers + 1);
    jvms.set(
        jvms.size() - 1,
        startJvm(
            name,
            TASK_MANAGER,
            directory,
            configuration,
            classpath,
            List.of("-Dtaskmanager.resource-id=pipespec-" + name)));
    StaleClusters.recordOwner(directory, jvms);
    return "the TaskManager JVM " + pid;
  }

  /** Waits until the JobManager's REST endpoint reports a registered TaskManager. */
  private void awaitTaskManager() {
    HttpClient client = HttpClient.newBuilder().connectTimeout(Duration.ofSeconds(2)).build();
    URI overview = URI.create("http://" + restAddress() + "/overview");
    long deadline = System.nanoTime() + START_TIMEOUT.toNanos();
    String lastAnswer = "no answer";
    while (System.nanoTime() < deadline) {
      for (ClusterJvm jvm : jvms) {
        if (!jvm.isAlive()) {
          throw new IllegalStateException(
              "The local Flink cluster's "
                  + jvm.name()
                  + " JVM exited during startup (exit code "
                  + jvm.exitCode()
                  + "); the end of its log "
                  + jvm.log()
                  + ":"
                  + System.lineSeparator()
                  + jvm.logTail(40));
        }
      }
      try {
        HttpResponse<String> response =
            client.send(
                HttpRequest.newBuilder(overview).timeout(Duration.ofSeconds(5)).GET().build(),
                HttpResponse.BodyHandlers.ofString(StandardCharsets.UTF_8));
        lastAnswer = response.statusCode() + " " + response.body();
        Matcher taskManagers = TASK_MANAGERS.matcher(response.body());
        if (response.statusCode() == 200
            && taskManagers.find()
            && Integer.parseInt(taskManagers.group(1)) > 0) {
          return;
        }
      } catch (IOException e) {
        lastAnswer = e.toString();
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("Interrupted while the local Flink cluster started", e);
      }
      sleep(250);
    }
    throw new IllegalStateException(
        "The local Flink cluster reported no TaskManager within "
            + START_TIMEOUT.toSeconds()
            + " s (the last answer of "
            + overview
            + " was: "
            + lastAnswer
            + "); the logs are in "
            + directory.resolve("log")
            + ". The end of the TaskManager's log:"
            + System.lineSeparator()
            + taskManagerLogTail());
  }

  private synchronized String taskManagerLogTail() {
    return jvms.get(jvms.size() - 1).logTail(40);
  }

  private static void sleep(long millis) {
    try {
      Thread.sleep(millis);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException("Interrupted while the local Flink cluster started", e);
    }
  }

  /** The JobManager's REST endpoint as {@code --flinkMaster} takes it, {@code 127.0.0.1:port}. */
  public String restAddress() {
    return ClusterConfiguration.HOST + ":" + configuration.restPort();
  }

  /** The cluster's directory: configuration, logs, working files and the shared directory. */
  public Path directory() {
    return directory;
  }

  /**
   * A directory the test JVM and the cluster's TaskManager both read and write: the place for
   * capture files and Beam's staged jars ({@code --tempLocation}). It is removed with the cluster.
   */
  public Path sharedDirectory() {
    Path shared = directory.resolve("shared");
    try {
      return Files.createDirectories(shared);
    } catch (IOException e) {
      throw new UncheckedIOException("Could not create " + shared, e);
    }
  }

  /**
   * What a job on this cluster stages ({@code --filesToStage}): this JVM's class directories, which
   * Beam zips into jars, and the jars of its class path that hold or use Beam's classes, so that
   * each job loads Beam and the user's classes in a class loader of its own, as on any cluster.
   */
  public List<String> filesToStage() {
    return classpath.filesToStage();
  }

  /** The processes of the cluster's JVMs, the JobManager's first. */
  public synchronized List<ProcessHandle> processes() {
    List<ProcessHandle> processes = new ArrayList<>();
    jvms.forEach(jvm -> processes.add(jvm.handle()));
    return processes;
  }

  /** Whether every JVM of the cluster is still running. */
  public synchronized boolean isRunning() {
    return !closed && !jvms.isEmpty() && jvms.stream().allMatch(ClusterJvm::isAlive);
  }

  /**
   * Stops the cluster's JVMs (killing those that do not stop in time) and removes its directory.
   */
  @Override
  public void close() {
    stop();
    try {
      Runtime.getRuntime().removeShutdownHook(shutdownHook);
    } catch (IllegalStateException e) {
      // The JVM is shutting down; the hook is running or has run.
    }
  }

  private synchronized void stop() {
    if (closed) {
      return;
    }
    closed = true;
    jvms.forEach(ClusterJvm::requestStop);
    jvms.forEach(jvm -> jvm.awaitStop(STOP_MILLIS));
    StaleClusters.delete(directory);
  }

  @Override
  public String toString() {
    return "local Flink cluster at " + restAddress() + " in " + directory;
  }
}
