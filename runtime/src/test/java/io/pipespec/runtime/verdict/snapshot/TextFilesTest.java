package io.pipespec.runtime.verdict.snapshot;

import static com.google.common.truth.Truth.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Files replaced whole: what a reader sees while they are written, and what is left beside them.
 */
class TextFilesTest {

  @Test
  void replacesTheTextMakingTheDirectoryAndLeavesNothingBeside(@TempDir Path directory)
      throws IOException {
    Path file = directory.resolve("a/b/totals.snap");

    TextFiles.replace(file, "first ü\n");
    TextFiles.replace(file, "second\n");

    assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo("second\n");
    assertThat(listing(file.getParent())).containsExactly("totals.snap");
  }

  @Test
  void aReaderSeesTheOldTextOrTheNewNeverAPart(@TempDir Path directory) throws Exception {
    Path file = directory.resolve("index.html");
    String small = "small\n";
    String large = "large line\n".repeat(50_000);
    TextFiles.replace(file, small);
    AtomicBoolean writing = new AtomicBoolean(true);
    Set<String> seen = ConcurrentHashMap.newKeySet();
    Thread writer =
        new Thread(
            () -> {
              try {
                for (int i = 0; i < 200; i++) {
                  TextFiles.replace(file, i % 2 == 0 ? large : small);
                }
              } catch (IOException e) {
                throw new IllegalStateException(e);
              } finally {
                writing.set(false);
              }
            });
    writer.start();
    int reads = 0;
    while (writing.get()) {
      try {
        String text = Files.readString(file, StandardCharsets.UTF_8);
        seen.add(text.equals(small) ? "small" : text.equals(large) ? "large" : "a part");
        reads++;
      } catch (NoSuchFileException e) {
        seen.add("no file");
      }
    }
    writer.join();

    assertThat(reads).isGreaterThan(0);
    assertThat(seen).containsNoneOf("a part", "no file");
    assertThat(listing(directory)).containsExactly("index.html");
  }

  @Test
  void aWriteThatFailsLeavesTheOldFileAndNothingBeside(@TempDir Path directory) throws IOException {
    Path file = directory.resolve("seeds.properties");
    TextFiles.replace(file, "old\n");
    // A directory where the file's new text would be moved: the move fails.
    Path blocked = directory.resolve("blocked");
    Files.createDirectories(blocked.resolve("inside"));

    try {
      TextFiles.replace(blocked, "new\n");
    } catch (IOException expected) {
      // the directory is not empty, so it cannot be replaced
    }

    assertThat(Files.readString(file, StandardCharsets.UTF_8)).isEqualTo("old\n");
    assertThat(listing(directory)).containsExactly("seeds.properties", "blocked");
  }

  private static List<String> listing(Path directory) throws IOException {
    try (Stream<Path> files = Files.list(directory)) {
      return files.map(f -> f.getFileName().toString()).toList();
    }
  }
}
