package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The end of a test JVM that started a local cluster ({@link ClusterOwner}) ends the cluster: when
 * it exits normally (its shutdown hook stops the cluster and removes its directory), and when it is
 * killed ({@code kill -9}: no hook runs; the cluster's JVMs end on their own, and the next cluster
 * removes the directory left behind). Checked by process id, within generous bounds.
 */
class OrphanClusterTest {

  /** Generous bounds for a loaded machine; the test fails only if they pass. */
  private static final long START_SECONDS = 240;

  private static final long EXIT_SECONDS = 60;

  private Process owner;
  private final List<ProcessHandle> cluster = new ArrayList<>();
  private Path directory;
  private Path errors;

  @AfterEach
  void killWhatRemains() throws IOException {
    if (owner != null) {
      owner.destroyForcibly();
    }
    cluster.forEach(ProcessHandle::destroyForcibly);
    if (errors != null) {
      Files.deleteIfExists(errors);
    }
  }

  @Test
  void clusterJvmsEndWhenTheTestJvmIsKilled() throws Exception {
    startOwner();

    owner.destroyForcibly();
    assertThat(owner.waitFor(EXIT_SECONDS, TimeUnit.SECONDS)).isTrue();

    assertClusterEndsWithin(EXIT_SECONDS, "after the JVM that started it was killed");
    StaleClusters.remove();
    assertWithMessage("the killed run's cluster directory after the next cluster's cleanup")
        .that(Files.exists(directory))
        .isFalse();
  }

  @Test
  void theClusterStopsWhenTheTestJvmExits() throws Exception {
    startOwner();

    try (OutputStream input = owner.getOutputStream()) {
      input.write((ClusterOwner.EXIT + "\n").getBytes(StandardCharsets.UTF_8));
    }
    assertThat(owner.waitFor(EXIT_SECONDS, TimeUnit.SECONDS)).isTrue();
    assertThat(owner.exitValue()).isEqualTo(0);

    // The shutdown hook waits for the cluster's JVMs; a moment for the kernel to reap them.
    assertClusterEndsWithin(5, "after the JVM that started it exited");
    assertWithMessage("the cluster's directory after its JVM exited")
        .that(Files.exists(directory))
        .isFalse();
  }

  /** Starts {@link ClusterOwner} and reads the cluster's process ids and directory. */
  private void startOwner() throws Exception {
    errors = Files.createTempFile("pipespec-cluster-owner-", ".log");
    owner =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                ClusterOwner.class.getName())
            .redirectError(errors.toFile())
            .start();
    String[] parts = readyLine().split(" ");
    assertThat(parts).hasLength(4);
    for (int i = 1; i <= 2; i++) {
      Optional<ProcessHandle> process = ProcessHandle.of(Long.parseLong(parts[i]));
      assertWithMessage("cluster JVM %s while its test JVM runs", parts[i])
          .that(process.map(ProcessHandle::isAlive).orElse(false))
          .isTrue();
      cluster.add(process.get());
    }
    directory = Path.of(parts[3]);
    assertThat(Files.isDirectory(directory)).isTrue();
  }

  private void assertClusterEndsWithin(long seconds, String when) throws Exception {
    for (ProcessHandle process : cluster) {
      try {
        process.onExit().get(seconds, TimeUnit.SECONDS);
      } catch (TimeoutException e) {
        throw new AssertionError(
            "The cluster JVM " + process.pid() + " still ran " + seconds + " s " + when, e);
      }
      assertThat(process.isAlive()).isFalse();
    }
  }

  /** The owner's line with the cluster's process ids, once the cluster runs. */
  private String readyLine() throws Exception {
    CompletableFuture<String> ready =
        CompletableFuture.supplyAsync(
            () -> {
              try {
                BufferedReader reader =
                    new BufferedReader(
                        new InputStreamReader(owner.getInputStream(), StandardCharsets.UTF_8));
                String line;
                while ((line = reader.readLine()) != null) {
                  if (line.startsWith(ClusterOwner.READY + " ")) {
                    return line;
                  }
                }
                return null;
              } catch (IOException e) {
                return null;
              }
            });
    String line;
    try {
      line = ready.get(START_SECONDS, TimeUnit.SECONDS);
    } catch (TimeoutException e) {
      line = null;
    }
    if (line == null) {
      throw new AssertionError(
          "The test JVM did not report a running cluster; its standard error:\n"
              + Files.readString(errors, StandardCharsets.UTF_8));
    }
    return line;
  }
}
