package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * A run's report directory shows that run: the page of a scenario that failed in an earlier run and
 * passes now is removed, and nothing else is (a file of the user's, a page of a class another JVM
 * of the build runs, a page written since this run started).
 */
class StalePagesTest {

  /** How a page of Pipespec's starts, as {@link TimelinePage} writes it. */
  private static final String PAGE =
      "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"en\"><head>"
          + "<meta charset=\"utf-8\"/><meta name=\"generator\" content=\"Pipespec timeline"
          + " report\"/><title>x</title></head><body></body></html>\n";

  private static Path file(Path path, String text, Instant modified) throws Exception {
    Files.createDirectories(path.getParent());
    Files.writeString(path, text, StandardCharsets.UTF_8);
    Files.setLastModifiedTime(path, FileTime.from(modified));
    return path;
  }

  @Test
  void pagesOfEarlierRunsOfAClassThatRanAreRemovedAndNothingElse(@TempDir Path dir)
      throws Exception {
    ReportIndex index = new ReportIndex(new ReportSettings(ReportMode.FAILURES, dir));
    Instant before = Instant.now().minusSeconds(3_600);
    Path folder = dir.resolve("com.example.ScoresTest");
    Path stale = file(folder.resolve("NowPasses.html"), PAGE, before);
    Path staleOnRunner = file(folder.resolve("NowPasses.flink.html"), PAGE, before);
    Path written = file(folder.resolve("Fails.html"), PAGE, Instant.now());
    Path users = file(folder.resolve("notes.html"), "<html>my notes</html>", before);
    Path usersText = file(folder.resolve("README.txt"), "mine", before);
    Path otherClass = file(dir.resolve("com.example.OtherTest").resolve("A.html"), PAGE, before);
    Path beingWritten = file(folder.resolve("Meanwhile.html"), PAGE, Instant.now().plusSeconds(60));
    index.add(
        new ReportIndex.Entry(
            "com.example.ScoresTest", "Fails", Map.of("failed", 1), Optional.of(written)));
    index.add(
        new ReportIndex.Entry(
            "com.example.ScoresTest", "NowPasses", Map.of("passed", 1), Optional.empty()));

    index.write();

    assertThat(Files.exists(stale)).isFalse();
    assertThat(Files.exists(staleOnRunner)).isFalse();
    assertThat(Files.exists(written)).isTrue();
    assertThat(Files.exists(users)).isTrue();
    assertThat(Files.exists(usersText)).isTrue();
    assertThat(Files.exists(otherClass)).isTrue();
    assertThat(Files.exists(beingWritten)).isTrue();
    assertThat(Files.exists(dir.resolve("index.html"))).isTrue();
  }

  @Test
  void withReportsOffNothingIsRemoved(@TempDir Path dir) throws Exception {
    ReportIndex index = new ReportIndex(new ReportSettings(ReportMode.NONE, dir));
    Path stale =
        file(dir.resolve("com.example.ScoresTest").resolve("NowPasses.html"), PAGE, Instant.EPOCH);
    index.add(
        new ReportIndex.Entry(
            "com.example.ScoresTest", "NowPasses", Map.of("passed", 1), Optional.empty()));

    index.write();

    assertThat(Files.exists(stale)).isTrue();
  }
}
