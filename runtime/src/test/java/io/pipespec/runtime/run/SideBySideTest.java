package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;

class SideBySideTest {

  @Test
  void linesOfTheSameKeyShareARowAndARowThatDiffersIsMarked() {
    String left =
        """
        history of output 'sums' (windowing: FixedWindows):
          [00:00, 00:20):
            #0 ON_TIME (first, last): blue=3 @ 00:19:59.999
          [00:20, 00:40):
            #0 ON_TIME (first, last): blue=5 @ 00:39:59.999\
        """;
    String right =
        """
        history of output 'sums' (windowing: FixedWindows):
          [00:00, 00:20):
            #0 ON_TIME (first, last): blue=103 @ 00:19:59.999
            #0 ON_TIME (first, last): blue=0 @ 00:19:59.999
          [00:20, 00:40):
            #0 ON_TIME (first, last): blue=5 @ 00:39:59.999\
        """;

    List<String> lines =
        SideBySide.columns(List.of("DirectRunner", "FlinkRunner"), List.of(left, right))
            .lines()
            .toList();

    assertThat(lines)
        .containsExactly(
            "  DirectRunner                                        | FlinkRunner",
            "  --------------------------------------------------- | -----------------------------------------------------",
            "  history of output 'sums' (windowing: FixedWindows): | history of output 'sums' (windowing: FixedWindows):",
            "    [00:00, 00:20):                                   |   [00:00, 00:20):",
            "*     #0 ON_TIME (first, last): blue=3 @ 00:19:59.999 |     #0 ON_TIME (first, last): blue=103 @ 00:19:59.999",
            "*                                                     |     #0 ON_TIME (first, last): blue=0 @ 00:19:59.999",
            "    [00:20, 00:40):                                   |   [00:20, 00:40):",
            "      #0 ON_TIME (first, last): blue=5 @ 00:39:59.999 |     #0 ON_TIME (first, last): blue=5 @ 00:39:59.999")
        .inOrder();
  }

  @Test
  void aWindowOnlyOneRunnerFiredLeavesAGapOnTheOther() {
    String text =
        SideBySide.columns(
            List.of("A", "B", "C"),
            List.of("  [0, 10):\n  [10, 20):", "  [10, 20):", "  [0, 10):\n  [10, 20):"));

    assertThat(text.lines().toList())
        .containsExactly(
            "  A           | B           | C",
            "  ----------- | ----------- | -----------",
            "*   [0, 10):  |             |   [0, 10):",
            "    [10, 20): |   [10, 20): |   [10, 20):")
        .inOrder();
  }

  @Test
  void aLongLineWrapsWithinItsColumnInsteadOfBeingCut() {
    String element = "key=" + "x".repeat(40);
    String line = "    #0 ON_TIME: " + element + ", " + element;

    String text = SideBySide.columns(List.of("A", "B"), List.of(line, line));

    // Each column's line goes on two lines, side by side, with both elements whole.
    assertThat(text.lines().filter(l -> l.contains(element + ", | ")).count()).isEqualTo(0);
    assertThat(text.lines().filter(l -> l.contains(element)).count()).isEqualTo(2);
    assertThat(text.lines().filter(l -> l.indexOf(element) != l.lastIndexOf(element)).count())
        .isEqualTo(2);
    for (String physical : text.lines().toList()) {
      assertThat(physical.indexOf(" | ")).isAtMost(2 + SideBySide.WIDTH);
    }
  }
}
