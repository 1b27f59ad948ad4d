package io.pipespec.runtime.generate;

import io.pipespec.runtime.verdict.snapshot.TextFiles;
import java.io.IOException;
import java.io.Reader;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.Properties;

/**
 * The file that remembers the seed each generated scenario last failed with ({@code test class +
 * "#" + scenario = seed}), so that the next run tries that seed first; an entry is removed once its
 * seed passes. A file that cannot be read or written is not a verdict: it is only not used.
 *
 * <p>Scenarios that run at once in one JVM (engine runs side by side) take turns on the file, and a
 * new content replaces the old whole (written beside it, then moved over it), so that no reader, in
 * this JVM or another, sees half a file.
 */
final class FailureFile {

  /** One turn at a time on any failure file of this JVM: each change reads, then writes. */
  private static final Object TURN = new Object();

  private final Path file;

  FailureFile(Path file) {
    this.file = file;
  }

  Path path() {
    return file;
  }

  /** The seed {@code key} last failed with, if the file remembers one. */
  OptionalLong remembered(String key) {
    String value;
    synchronized (TURN) {
      value = read().getProperty(key);
    }
    if (value == null) {
      return OptionalLong.empty();
    }
    try {
      return OptionalLong.of(Long.parseLong(value.strip()));
    } catch (NumberFormatException e) {
      return OptionalLong.empty();
    }
  }

  /** Remembers that {@code key} failed with {@code seed}. */
  void remember(String key, long seed) {
    synchronized (TURN) {
      Properties properties = read();
      properties.setProperty(key, Long.toString(seed));
      write(properties);
    }
  }

  /** Forgets {@code key}'s seed, which passed. */
  void forget(String key) {
    synchronized (TURN) {
      Properties properties = read();
      if (properties.remove(key) != null) {
        write(properties);
      }
    }
  }

  private Properties read() {
    Properties properties = new Properties();
    if (Files.isRegularFile(file)) {
      try (Reader reader = Files.newBufferedReader(file, StandardCharsets.UTF_8)) {
        properties.load(reader);
      } catch (IOException | IllegalArgumentException e) {
        return new Properties();
      }
    }
    return properties;
  }

  private void write(Properties properties) {
    try {
      StringWriter text = new StringWriter();
      properties.store(
          text,
          " Pipespec: the seed each generated scenario last failed with, tried first next time."
              + " Safe to delete.");
      TextFiles.replace(file, text.toString());
    } catch (IOException e) {
      // Remembering is a convenience: the failure's message gives the seed either way.
    }
  }
}
