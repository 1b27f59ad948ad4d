package io.pipespec.flink.cluster;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.DirectoryStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.Stream;

/**
 * The directories of local clusters under {@code java.io.tmpdir}: each records the processes it
 * belongs to (the test JVM and the cluster JVMs), so that a directory left behind by a killed test
 * JVM is removed by the next cluster once none of them runs any more.
 */
final class StaleClusters {

  static final String PREFIX = "pipespec-flink-cluster-";
  private static final String OWNERS = "processes";

  private StaleClusters() {}

  static Path newDirectory() {
    try {
      // The JVM's temporary directory is a fact of the JVM, not configuration; a later run looks
      // there for the directories of killed clusters (remove()).
      Path directory =
          Files.createTempDirectory(Path.of(System.getProperty("java.io.tmpdir")), PREFIX);
      recordOwner(directory, List.of());
      return directory;
    } catch (IOException e) {
      throw new UncheckedIOException("Could not create a directory for the local cluster", e);
    }
  }

  /** Records this JVM and {@code jvms} as the processes {@code directory} belongs to. */
  static void recordOwner(Path directory, List<ClusterJvm> jvms) {
    List<String> lines = new ArrayList<>();
    lines.add(describe(ProcessHandle.current()));
    jvms.forEach(jvm -> lines.add(describe(jvm.handle())));
    try {
      Files.write(directory.resolve(OWNERS), lines, StandardCharsets.UTF_8);
    } catch (IOException e) {
      throw new UncheckedIOException("Could not write " + directory.resolve(OWNERS), e);
    }
  }

  /** A process as its id and start time, so that a recycled id is not taken for it. */
  private static String describe(ProcessHandle process) {
    return process.pid() + " " + process.info().startInstant().map(Object::toString).orElse("?");
  }

  private static boolean running(String described) {
    String[] parts = described.trim().split(" ", 2);
    if (parts.length != 2) {
      return false;
    }
    Optional<ProcessHandle> process;
    try {
      process = ProcessHandle.of(Long.parseLong(parts[0]));
    } catch (NumberFormatException e) {
      return false;
    }
    return process
        .filter(ProcessHandle::isAlive)
        .filter(
            handle ->
                parts[1].equals("?")
                    || handle
                        .info()
                        .startInstant()
                        .map(Object::toString)
                        .orElse("?")
                        .equals(parts[1]))
        .isPresent();
  }

  /** Removes the cluster directories none of whose processes runs any more. */
  static void remove() {
    Path temp = Path.of(System.getProperty("java.io.tmpdir"));
    try (DirectoryStream<Path> directories = Files.newDirectoryStream(temp, PREFIX + "*")) {
      for (Path directory : directories) {
        Path owners = directory.resolve(OWNERS);
        List<String> processes;
        try {
          processes = Files.readAllLines(owners, StandardCharsets.UTF_8);
        } catch (IOException e) {
          continue; // not ours to judge, or just being created
        }
        if (processes.stream().noneMatch(StaleClusters::running)) {
          delete(directory);
        }
      }
    } catch (IOException e) {
      // Leftovers of other runs are not this run's failure.
    }
  }

  /** Deletes {@code directory} and everything in it, as far as it can. */
  static void delete(Path directory) {
    if (!Files.exists(directory)) {
      return;
    }
    try (Stream<Path> paths = Files.walk(directory)) {
      paths.sorted(Comparator.reverseOrder()).forEach(StaleClusters::deleteQuietly);
    } catch (IOException | UncheckedIOException e) {
      // What remains is removed by the next cluster's look at stale directories.
    }
  }

  private static void deleteQuietly(Path path) {
    try {
      Files.deleteIfExists(path);
    } catch (IOException e) {
      // See delete.
    }
  }
}
