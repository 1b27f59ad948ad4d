package io.pipespec.runtime.generate;

import static com.google.common.truth.Truth.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.OptionalLong;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The failure file when scenarios of engine runs side by side remember their seeds at once. */
class FailureFileTest {

  @TempDir Path directory;

  @Test
  void seedsRememberedAtOnceAreAllKeptAndNoHalfWrittenFileIsLeft() throws Exception {
    Path path = directory.resolve("pipespec/generate-failures.properties");
    int threads = 8;
    int keysEach = 25;
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      List<Future<?>> writes = new ArrayList<>();
      for (int t = 0; t < threads; t++) {
        int thread = t;
        // A file object per scenario, as each generated scenario makes its own.
        writes.add(
            pool.submit(
                () -> {
                  for (int k = 0; k < keysEach; k++) {
                    new FailureFile(path).remember("Test#S" + thread + "_" + k, thread * 100L + k);
                  }
                }));
      }
      for (Future<?> write : writes) {
        write.get();
      }
    } finally {
      pool.shutdownNow();
    }

    FailureFile file = new FailureFile(path);
    for (int t = 0; t < threads; t++) {
      for (int k = 0; k < keysEach; k++) {
        assertThat(file.remembered("Test#S" + t + "_" + k))
            .isEqualTo(OptionalLong.of(t * 100L + k));
      }
    }
    try (Stream<Path> files = Files.list(path.getParent())) {
      assertThat(files.map(p -> p.getFileName().toString()).toList())
          .containsExactly("generate-failures.properties");
    }
  }
}
