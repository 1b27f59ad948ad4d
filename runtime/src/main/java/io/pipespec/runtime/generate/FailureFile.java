package io.pipespec.runtime.generate;

import java.io.IOException;
import java.io.Reader;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.OptionalLong;
import java.util.Properties;

/**
 * The file that remembers the seed each generated scenario last failed with ({@code test class +
 * "#" + scenario = seed}), so that the next run tries that seed first; an entry is removed once its
 * seed passes. A file that cannot be read or written is not a verdict: it is only not used.
 */
final class FailureFile {

  private final Path file;

  FailureFile(Path file) {
    this.file = file;
  }

  Path path() {
    return file;
  }

  /** The seed {@code key} last failed with, if the file remembers one. */
  synchronized OptionalLong remembered(String key) {
    String value = read().getProperty(key);
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
  synchronized void remember(String key, long seed) {
    Properties properties = read();
    properties.setProperty(key, Long.toString(seed));
    write(properties);
  }

  /** Forgets {@code key}'s seed, which passed. */
  synchronized void forget(String key) {
    Properties properties = read();
    if (properties.remove(key) != null) {
      write(properties);
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
      Path parent = file.toAbsolutePath().getParent();
      if (parent != null) {
        Files.createDirectories(parent);
      }
      try (Writer writer = Files.newBufferedWriter(file, StandardCharsets.UTF_8)) {
        properties.store(
            writer,
            " Pipespec: the seed each generated scenario last failed with, tried first next time."
                + " Safe to delete.");
      }
    } catch (IOException e) {
      // Remembering is a convenience: the failure's message gives the seed either way.
    }
  }
}
