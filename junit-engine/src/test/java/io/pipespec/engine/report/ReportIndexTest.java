package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;

import java.nio.channels.FileChannel;
import java.nio.channels.FileLock;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.w3c.dom.Document;

/**
 * The index lists the scenarios of every test JVM of a build: with Surefire's {@code forkCount > 1}
 * each JVM writes it at its end, and none may drop what the others wrote. Each {@link ReportIndex}
 * here stands for one JVM.
 */
class ReportIndexTest {

  private static final String PAGE = "<html><head>" + StalePages.GENERATOR + "</head></html>";

  private static ReportIndex index(Path dir) {
    return new ReportIndex(new ReportSettings(ReportMode.FAILURES, dir));
  }

  /** A scenario that failed, with its page written. */
  private static ReportIndex.Entry failed(Path dir, String testClass, String scenario)
      throws Exception {
    Path page = ScenarioReport.pagePath(dir, testClass, scenario);
    Files.createDirectories(page.getParent());
    Files.writeString(page, PAGE, StandardCharsets.UTF_8);
    return new ReportIndex.Entry(testClass, scenario, Map.of("failed", 1), Optional.of(page));
  }

  private static ReportIndex.Entry passed(String testClass, String scenario) {
    return new ReportIndex.Entry(testClass, scenario, Map.of("passed", 2), Optional.empty());
  }

  /** Writes {@code lines} to {@code file}, each ended by a line break. */
  private static Path lines(Path file, String... lines) throws Exception {
    return Files.writeString(file, String.join("\n", lines) + "\n", StandardCharsets.UTF_8);
  }

  private static Document indexPage(Path dir) throws Exception {
    return Pages.parse(dir.resolve("index.html"));
  }

  private static List<String> rows(Document index) throws Exception {
    List<String> rows = new ArrayList<>();
    int count = Pages.count(index, "//tr[@class='scenario-entry']");
    for (int i = 1; i <= count; i++) {
      String row = "//tr[@class='scenario-entry'][" + i + "]";
      rows.add(Pages.text(index, row + "/td[1]") + " " + Pages.text(index, row + "/td[2]"));
    }
    return rows;
  }

  @Test
  void twoJvmsWritingIntoOneDirectoryListBothsScenarios(@TempDir Path dir) throws Exception {
    ReportIndex first = index(dir);
    ReportIndex second = index(dir);
    first.add(failed(dir, "com.acme.ATest", "One"));
    first.add(passed("com.acme.ATest", "Two"));
    second.add(failed(dir, "com.acme.BTest", "Three"));

    first.write();
    second.write();

    Document index = indexPage(dir);
    assertThat(rows(index))
        .containsExactly("com.acme.ATest One", "com.acme.ATest Two", "com.acme.BTest Three")
        .inOrder();
    assertThat(Pages.attributes(index, "//a", "href"))
        .containsExactly("com.acme.ATest/One.html", "com.acme.BTest/Three.html")
        .inOrder();
    assertThat(Pages.text(index, "//tr[@class='scenario-entry'][2]/td[3]")).contains("2 passed");
  }

  @Test
  void aClassThatRanAgainReplacesItsEntriesAndOneThatDidNotSaysWhenItsWereWritten(@TempDir Path dir)
      throws Exception {
    Instant earlier = Instant.parse("2020-01-02T03:04:05.678Z");
    IndexEntries.write(
        dir,
        new IndexEntries.ClassEntries(
            "com.acme.OldTest", earlier, List.of(passed("com.acme.OldTest", "Before"))));
    ReportIndex lastRun = index(dir);
    lastRun.add(failed(dir, "com.acme.ATest", "One"));
    lastRun.add(failed(dir, "com.acme.ATest", "Gone"));
    lastRun.write();
    ReportIndex thisRun = index(dir);
    thisRun.add(passed("com.acme.ATest", "One"));

    thisRun.write();

    Document index = indexPage(dir);
    assertThat(rows(index)).containsExactly("com.acme.ATest One", "com.acme.OldTest Before");
    assertThat(Pages.attributes(index, "//a", "href")).isEmpty();
    assertThat(Pages.text(index, "//tr[@class='scenario-entry'][2]/td[5]"))
        .isEqualTo("2020-01-02 03:04:05");
    assertThat(Pages.text(index, "//tr[@class='scenario-entry'][1]/td[5]"))
        .isNotEqualTo("2020-01-02 03:04:05");
    assertThat(Pages.text(index, "//p[@class='note']")).contains("did not run");
  }

  /**
   * Several JVMs finishing at once, each writing its index once, in fresh directories again and
   * again: the last index written lists every JVM's scenarios. Without the lock, a JVM that read
   * the entries before another wrote its own could write its index last, and it lost them.
   */
  @Test
  void jvmsWritingAtOnceLoseNothing(@TempDir Path dirs) throws Exception {
    int jvms = 8;
    ExecutorService threads = Executors.newFixedThreadPool(jvms);
    try {
      for (int trial = 0; trial < 30; trial++) {
        Path dir = dirs.resolve("trial-" + trial);
        CountDownLatch start = new CountDownLatch(jvms);
        List<Future<?>> done = new ArrayList<>();
        for (int jvm = 0; jvm < jvms; jvm++) {
          ReportIndex index = index(dir);
          for (int s = 0; s < 3; s++) {
            index.add(failed(dir, "com.acme.Test" + jvm, "S" + s));
          }
          done.add(
              threads.submit(
                  () -> {
                    start.countDown();
                    start.await();
                    return index.write();
                  }));
        }
        for (Future<?> future : done) {
          future.get(60, TimeUnit.SECONDS);
        }

        Document index = indexPage(dir);
        assertThat(Pages.count(index, "//tr[@class='scenario-entry']")).isEqualTo(jvms * 3);
        assertThat(Pages.count(index, "//a")).isEqualTo(jvms * 3);
        try (var left = Files.list(dir.resolve(IndexEntries.FOLDER))) {
          assertThat(left.filter(f -> f.toString().endsWith(".pending")).toList()).isEmpty();
        }
      }
    } finally {
      threads.shutdownNow();
    }
  }

  /**
   * Another JVM writing the index holds the lock file: a JVM waits for it (here the lock is held in
   * this JVM by another channel, which the file system refuses alike) before it writes its own.
   */
  @Test
  void aJvmWaitsForTheLockAnotherHolds(@TempDir Path dir) throws Exception {
    Path folder = Files.createDirectories(dir.resolve(IndexEntries.FOLDER));
    ReportIndex index = index(dir);
    index.add(failed(dir, "com.acme.ATest", "One"));
    ExecutorService thread = Executors.newSingleThreadExecutor();
    try (FileChannel other =
        FileChannel.open(
            folder.resolve("lock"), StandardOpenOption.CREATE, StandardOpenOption.WRITE)) {
      Future<Optional<Path>> written;
      FileLock held = other.lock();
      written = thread.submit(index::write);
      Thread.sleep(300);
      assertThat(written.isDone()).isFalse();
      assertThat(Files.exists(dir.resolve("index.html"))).isFalse();
      held.release();
      assertThat(written.get(30, TimeUnit.SECONDS)).hasValue(dir.resolve("index.html"));
    } finally {
      thread.shutdownNow();
    }
  }

  @Test
  void entryFilesThatDoNotReadAreSkippedAndKept(@TempDir Path dir) throws Exception {
    Path folder = Files.createDirectories(dir.resolve(IndexEntries.FOLDER));
    Path outside = Files.writeString(dir.resolve("secret.html"), PAGE);
    String header = "pipespec-index-entries\t1";
    String written = "written\t2020-01-01T00:00:00Z";
    List<Path> junk =
        List.of(
            lines(folder.resolve("notes.entries"), "my notes"),
            Files.write(
                folder.resolve("com.acme.BytesTest.entries"), new byte[] {(byte) 0xff, 0x00, 1}),
            lines(
                folder.resolve("com.acme.OlderTest.entries"),
                "pipespec-index-entries\t0",
                written,
                "class\tcom.acme.OlderTest"),
            lines(
                folder.resolve("com.acme.BadTest.entries"),
                header,
                "written\tyesterday",
                "class\tcom.acme.BadTest"),
            lines(
                folder.resolve("com.acme.CutTest.entries"),
                header,
                written,
                "class\tcom.acme.CutTest",
                "scenario\tA\tpassed%3D1"),
            // its name is not its class's
            lines(
                folder.resolve("com.acme.RenamedTest.entries"),
                header,
                written,
                "class\tcom.acme.XTest",
                "scenario\tA\tpassed%3D1\t"));
    lines(
        folder.resolve("com.acme.EscapeTest.entries"),
        header,
        written,
        "class\tcom.acme.EscapeTest",
        "scenario\tA\tfailed%3D1\t..%2Fsecret.html",
        "scenario\tB\tfailed%3D1\t..%2F" + dir.getFileName() + "%2Fsecret.html");
    ReportIndex index = index(dir);
    index.add(failed(dir, "com.acme.ATest", "One"));

    index.write();

    Document page = indexPage(dir);
    assertThat(rows(page))
        .containsExactly("com.acme.ATest One", "com.acme.EscapeTest A", "com.acme.EscapeTest B")
        .inOrder();
    // a page named by an entry file is linked only inside the report directory
    assertThat(Pages.attributes(page, "//a", "href"))
        .containsExactly("com.acme.ATest/One.html", "secret.html");
    for (Path file : junk) {
      assertThat(Files.exists(file)).isTrue();
    }
    assertThat(Files.exists(outside)).isTrue();
  }

  @Test
  void namesWithTabsLineBreaksAndMarkupReadBackAsTheyWere(@TempDir Path dir) throws Exception {
    String testClass = "com.acme.Odd\tTest\n";
    ReportIndex.Entry odd =
        new ReportIndex.Entry(
            testClass,
            "a\tb\r\nscenario%20&x=1+2 <b>\"ü\" \uD83D\uDE00",
            Map.of("not judged", 1, "failed", 3),
            Optional.empty());
    ReportIndex.Entry linked = failed(dir, testClass, "with page\n");
    Instant written = Instant.parse("2024-05-06T07:08:09.123456789Z");
    IndexEntries.ClassEntries entries =
        new IndexEntries.ClassEntries(testClass, written, List.of(odd, linked));

    String text = IndexEntries.text(dir, entries);
    IndexEntries.write(dir, entries);

    assertThat(text.split("\n", -1)).hasLength(6);
    List<IndexEntries.ClassEntries> read = IndexEntries.readAll(dir);
    assertThat(read).hasSize(1);
    assertThat(read.get(0).testClass()).isEqualTo(testClass);
    assertThat(read.get(0).written()).isEqualTo(written);
    assertThat(read.get(0).entries().get(0)).isEqualTo(odd);
    assertThat(read.get(0).entries().get(1).page().orElseThrow())
        .isEqualTo(linked.page().orElseThrow().toAbsolutePath().normalize());

    ReportIndex index = index(dir);
    index.add(passed("com.acme.ATest", "<script>"));
    index.write();
    Document page = indexPage(dir);
    assertThat(Pages.texts(page, "//tr[@class='scenario-entry']/td[2]")).contains("<script>");
    assertThat(Pages.count(page, "//script")).isEqualTo(0);
  }
}
