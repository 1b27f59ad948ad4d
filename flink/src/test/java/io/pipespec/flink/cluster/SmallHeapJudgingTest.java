package io.pipespec.flink.cluster;

import static com.google.common.truth.Truth.assertThat;
import static com.google.common.truth.Truth.assertWithMessage;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * The memory bound of judging on the runner: ten million numbers on the local cluster, judged
 * against a ten-million-line snapshot by a test JVM whose heap is 256 MB, pass and fail exactly as
 * they should (the count holds; ten missing and ten unexpected numbers, each named).
 */
class SmallHeapJudgingTest {

  @Test
  void tenMillionElementsAreJudgedByATestJvmOf256Megabytes(@TempDir Path directory)
      throws Exception {
    Path output = directory.resolve("out.txt");
    Process main =
        new ProcessBuilder(
                Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-Xmx256m",
                "-cp",
                System.getProperty("java.class.path"),
                SmallHeapJudgingMain.class.getName(),
                directory.resolve("snapshots").toString())
            .redirectErrorStream(true)
            .redirectOutput(output.toFile())
            .start();
    boolean ended = main.waitFor(25, TimeUnit.MINUTES);
    if (!ended) {
      main.destroyForcibly();
    }
    String printed = Files.readString(output, StandardCharsets.UTF_8);
    assertWithMessage("the judging JVM ended; it printed:\n%s", tail(printed)).that(ended).isTrue();
    assertWithMessage("its exit; it printed:\n%s", tail(printed))
        .that(main.exitValue())
        .isEqualTo(0);
    List<String> lines = printed.lines().toList();
    assertWithMessage(tail(printed)).that(lines).contains("PIPESPEC-PASSED everyNumber");
    assertWithMessage(tail(printed)).that(lines).contains("PIPESPEC-FAILED golden");
    assertThat(printed).doesNotContain("OutOfMemoryError");
    assertThat(lines.stream().filter(line -> line.startsWith("missing ")).count()).isEqualTo(10);
    assertThat(lines.stream().filter(line -> line.startsWith("unexpected ")).count()).isEqualTo(10);
    for (int i = 0; i < SmallHeapJudgingMain.CHANGED; i++) {
      long n = i * 1_000_000L + 7;
      assertThat(lines).contains("missing    : -" + n + " (x1): never produced");
      assertThat(lines.stream().anyMatch(line -> line.startsWith("unexpected : " + n + " (x1)")))
          .isTrue();
    }
    assertThat(printed).contains("expected   : 10000000 elements");
    assertThat(printed).contains("but got    : 10000000 elements");
    System.out.println(
        lines.stream().filter(line -> line.startsWith("PIPESPEC-PEAK-HEAP-MB")).findFirst());
  }

  private static String tail(String text) {
    List<String> lines = text.lines().toList();
    return String.join("\n", lines.subList(Math.max(0, lines.size() - 60), lines.size()));
  }
}
