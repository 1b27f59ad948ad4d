package io.pipespec.flink.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * One JVM of a {@link LocalFlinkCluster}: a Flink entry point run under {@link ParentWatchdog},
 * with a small heap, its output in a log file of the cluster's directory.
 */
final class ClusterJvm {

  /**
   * What Flink 1.19's own {@code config.yaml} opens for JDK 17 ({@code env.java.opts.all}), which
   * its scripts would pass; Kryo and Flink's serializers reflect into these packages.
   */
  private static final List<String> JDK17_OPENS =
      List.of(
          "--add-exports=java.base/sun.net.util=ALL-UNNAMED",
          "--add-exports=java.rmi/sun.rmi.registry=ALL-UNNAMED",
          "--add-exports=java.security.jgss/sun.security.krb5=ALL-UNNAMED",
          "--add-opens=java.base/java.lang=ALL-UNNAMED",
          "--add-opens=java.base/java.net=ALL-UNNAMED",
          "--add-opens=java.base/java.io=ALL-UNNAMED",
          "--add-opens=java.base/java.nio=ALL-UNNAMED",
          "--add-opens=java.base/sun.nio.ch=ALL-UNNAMED",
          "--add-opens=java.base/java.lang.reflect=ALL-UNNAMED",
          "--add-opens=java.base/java.text=ALL-UNNAMED",
          "--add-opens=java.base/java.time=ALL-UNNAMED",
          "--add-opens=java.base/java.util=ALL-UNNAMED",
          "--add-opens=java.base/java.util.concurrent=ALL-UNNAMED",
          "--add-opens=java.base/java.util.concurrent.atomic=ALL-UNNAMED",
          "--add-opens=java.base/java.util.concurrent.locks=ALL-UNNAMED");

  private final String name;
  private final Process process;
  private final Path log;

  private ClusterJvm(String name, Process process, Path log) {
    this.name = name;
    this.process = process;
    this.log = log;
  }

  /**
   * Starts {@code entryPoint} with {@code arguments} in a new JVM with {@code jvmOptions} and the
   * class path {@code classPath}, watched by this JVM's process. The class path goes through an
   * argument file, which has no length limit.
   */
  static ClusterJvm start(
      String name,
      Path directory,
      String classPath,
      List<String> jvmOptions,
      String entryPoint,
      List<String> arguments) {
    Path log = directory.resolve("log").resolve(name + ".log");
    Path argumentFile = directory.resolve(name + ".jvm-arguments");
    List<String> command = new ArrayList<>();
    // The cluster runs on this JVM's own java: a fact of the JVM, not configuration.
    command.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    command.add("@" + argumentFile);
    command.add(ParentWatchdog.class.getName());
    command.add(Long.toString(ProcessHandle.current().pid()));
    command.add(entryPoint);
    command.addAll(arguments);
    try {
      Files.createDirectories(log.getParent());
      List<String> lines = new ArrayList<>(jvmOptions);
      lines.addAll(JDK17_OPENS);
      lines.add("-cp");
      lines.add(quoted(classPath));
      Files.write(argumentFile, lines, StandardCharsets.UTF_8);
      Process process =
          new ProcessBuilder(command)
              .directory(directory.toFile())
              .redirectErrorStream(true)
              .redirectOutput(log.toFile())
              .redirectInput(ProcessBuilder.Redirect.PIPE)
              .start();
      return new ClusterJvm(name, process, log);
    } catch (IOException e) {
      throw new UncheckedIOException("Could not start the cluster's " + name + " JVM", e);
    }
  }

  /** An argument file's quoted form: backslashes and quotes escaped. */
  private static String quoted(String value) {
    return '"' + value.replace("\\", "\\\\").replace("\"", "\\\"") + '"';
  }

  String name() {
    return name;
  }

  ProcessHandle handle() {
    return process.toHandle();
  }

  boolean isAlive() {
    return process.isAlive();
  }

  /** The exit code of the JVM, which has ended. */
  int exitCode() {
    return process.exitValue();
  }

  Path log() {
    return log;
  }

  /** Asks the JVM to stop (SIGTERM, which runs Flink's shutdown hooks), without waiting. */
  void requestStop() {
    process.destroy();
  }

  /** Kills the JVM at once (SIGKILL: no shutdown hook runs), as a machine failure would. */
  void kill(long millis) {
    process.destroyForcibly();
    try {
      process.waitFor(millis, TimeUnit.MILLISECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }

  /** Waits up to {@code millis} for the JVM to end, then kills it; returns once it has ended. */
  void awaitStop(long millis) {
    try {
      if (!process.waitFor(millis, TimeUnit.MILLISECONDS)) {
        process.destroyForcibly();
        process.waitFor(millis, TimeUnit.MILLISECONDS);
      }
    } catch (InterruptedException e) {
      process.destroyForcibly();
      Thread.currentThread().interrupt();
    }
  }

  /** The last {@code lines} lines of the JVM's log, for a message when it failed. */
  String logTail(int lines) {
    try {
      List<String> all = Files.readAllLines(log, StandardCharsets.UTF_8);
      return String.join(
          System.lineSeparator(), all.subList(Math.max(0, all.size() - lines), all.size()));
    } catch (IOException | UncheckedIOException e) {
      return "(its log " + log + " could not be read: " + e + ")";
    }
  }
}
