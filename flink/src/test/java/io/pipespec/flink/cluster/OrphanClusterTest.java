package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.io.BufferedReader;
import java.io.IOException;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

/**
 * A test JVM that started a local cluster is killed ({@code kill -9}: no shutdown hook runs); the
 * cluster's JVMs must end on their own, and the next cluster removes the directory left behind.
 */
class OrphanClusterTest {

  /** Generous bounds for a loaded machine; the test fails only if they pass. */
  private static final long START_SECONDS = 240;

  private static final long EXIT_SECONDS = 60;

  @Test
  void clusterJvmsEndWhenTheTestJvmIsKilled() throws Exception {
    Path output = Files.createTempFile("pipespec-cluster-owner-", ".log");
    Process owner =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                ClusterOwner.class.getName())
            .redirectError(output.toFile())
            .start();
    List<ProcessHandle> cluster = new ArrayList<>();
    Path directory;
    try {
      String line = readyLine(owner, output);
      String[] parts = line.split(" ");
      assertThat(parts).hasLength(4);
      for (int i = 1; i <= 2; i++) {
        Optional<ProcessHandle> process = ProcessHandle.of(Long.parseLong(parts[i]));
        assertWithMessage("cluster JVM %s before the kill", parts[i])
            .that(process.map(ProcessHandle::isAlive).orElse(false))
            .isTrue();
        cluster.add(process.get());
      }
      directory = Path.of(parts[3]);
      assertThat(Files.isDirectory(directory)).isTrue();
    } finally {
      owner.destroyForcibly();
    }
    assertThat(owner.waitFor(EXIT_SECONDS, TimeUnit.SECONDS)).isTrue();

    for (ProcessHandle process : cluster) {
      try {
        process.onExit().get(EXIT_SECONDS, TimeUnit.SECONDS);
      } catch (java.util.concurrent.TimeoutException e) {
        cluster.forEach(ProcessHandle::destroyForcibly);
        throw new AssertionError(
            "The cluster JVM "
                + process.pid()
                + " still ran "
                + EXIT_SECONDS
                + " s after the JVM that started it was killed",
            e);
      }
      assertThat(process.isAlive()).isFalse();
    }

    StaleClusters.remove();
    assertWithMessage("the killed run's cluster directory after the next cluster's cleanup")
        .that(Files.exists(directory))
        .isFalse();
    Files.deleteIfExists(output);
  }

  /** The owner's line with the cluster's process ids, once the cluster runs. */
  private static String readyLine(Process owner, Path errors) throws Exception {
    CompletableFuture<String> ready =
        CompletableFuture.supplyAsync(
            () -> {
              try (BufferedReader reader =
                  new BufferedReader(
                      new InputStreamReader(owner.getInputStream(), StandardCharsets.UTF_8))) {
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
    } catch (java.util.concurrent.TimeoutException e) {
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
