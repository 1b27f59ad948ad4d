package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.engine.reporting.FileEntry;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.w3c.dom.Document;

/** Timeline reports through the engine: pages, links in failures, file entries, the index. */
class TimelineReportTest {

  private static final String LEADERBOARD = "io.pipespec.engine.fixtures.report.LeaderboardTest";

  private static EngineExecutionResults run(Path dir, Optional<String> mode) {
    var kit =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(LEADERBOARD))
            .configurationParameter("pipespec.reports.dir", dir.toString());
    if (mode.isPresent()) {
      kit = kit.configurationParameter("pipespec.reports", mode.get());
    }
    return kit.execute();
  }

  private static Map<String, Throwable> failures(EngineExecutionResults results) {
    Map<String, Throwable> failures = new java.util.LinkedHashMap<>();
    for (Event event : results.testEvents().finished().list()) {
      TestExecutionResult result = event.getPayload(TestExecutionResult.class).orElseThrow();
      result
          .getThrowable()
          .ifPresent(
              failure ->
                  failures.put(
                      event.getTestDescriptor().getDisplayName().split(" ", 2)[0], failure));
    }
    return failures;
  }

  @Test
  void aPageOfAnEarlierRunIsRemovedWhenItsScenarioHasNoPageInThisRun(@TempDir Path dir)
      throws Exception {
    run(dir, Optional.of("all"));
    Path allGood = dir.resolve(LEADERBOARD).resolve("AllGood.html");
    Path lateScores = dir.resolve(LEADERBOARD).resolve("LateScores.html");
    assertThat(Files.exists(allGood)).isTrue();
    // written a minute before the next run, whatever the file system's clock resolution
    Files.setLastModifiedTime(
        allGood, java.nio.file.attribute.FileTime.from(java.time.Instant.now().minusSeconds(60)));

    run(dir, Optional.empty());

    assertThat(Files.exists(allGood)).isFalse();
    assertThat(Files.exists(lateScores)).isTrue();
  }

  @Test
  void failingScenarioGetsAPageLinkedFromEachFailureAndPublishedAsAFileEntry(@TempDir Path dir)
      throws Exception {
    EngineExecutionResults results = run(dir, Optional.empty());
    Path page = dir.resolve(LEADERBOARD).resolve("LateScores.html");
    assertThat(Files.exists(page)).isTrue();
    // failures only by default: the passing scenario has no page, but is in the index
    assertThat(Files.exists(dir.resolve(LEADERBOARD).resolve("AllGood.html"))).isFalse();

    Map<String, Throwable> failures = failures(results);
    assertThat(failures.keySet()).containsExactly("secondWindowTotals", "greenJoinsLater");
    for (Throwable failure : failures.values()) {
      assertThat(failure.getMessage()).endsWith("Timeline report: " + page.toUri());
      assertThat(failure)
          .isInstanceOf(io.pipespec.runtime.verdict.expect.ElementMismatchError.class);
    }

    List<FileEntry> entries = new ArrayList<>();
    results
        .allEvents()
        .list()
        .forEach(event -> event.getPayload(FileEntry.class).ifPresent(entries::add));
    assertThat(entries).hasSize(1);
    assertThat(entries.get(0).getPath()).isEqualTo(page);
    assertThat(entries.get(0).getMediaType()).hasValue("text/html");

    Document html = Pages.parse(page);
    // "watermark end" is the end of the stream, not a step drawn on the axis
    assertThat(Pages.count(html, "//*[@class='watermark-step']")).isEqualTo(2);
    assertThat(Pages.count(html, "//*[contains(@class,'unexpected')]")).isEqualTo(1);
    assertThat(Pages.attribute(html, "//*[contains(@class,'unexpected')]", "data-element"))
        .isEqualTo("blue=7");
    assertThat(Pages.attributes(html, "//*[@class='missing ghost']", "data-element"))
        .containsExactly("blue=9", "green=1");
    // the ghost of green=1 sits in the window it was expected in, which nothing arrived in
    assertThat(Pages.attribute(html, "//*[contains(@class,'ghost-window')]", "data-window"))
        .isEqualTo("[12:20, 12:30)");
    // panes of the first window in index order: EARLY #0, ON_TIME #1, LATE #2
    assertThat(
            Pages.attributes(
                html,
                "//*[@data-window='[12:00, 12:10)']/*[contains(@class,'pane ')]",
                "data-timing"))
        .containsExactly("EARLY", "ON_TIME", "LATE")
        .inOrder();
    assertThat(Pages.attributes(html, "//tr[contains(@class,'expectation')]", "class"))
        .containsExactly("expectation passed", "expectation failed", "expectation failed")
        .inOrder();

    Document index = Pages.parse(dir.resolve("index.html"));
    assertThat(Pages.count(index, "//tr[@class='scenario-entry']")).isEqualTo(2);
    assertThat(Pages.attributes(index, "//a", "href"))
        .containsExactly(LEADERBOARD + "/LateScores.html");
  }

  @Test
  void allWritesEveryPageAndNoneWritesNothingAndLeavesMessagesAlone(@TempDir Path dir)
      throws Exception {
    run(dir.resolve("all"), Optional.of("all"));
    Path allGood = dir.resolve("all").resolve(LEADERBOARD).resolve("AllGood.html");
    assertThat(Files.exists(allGood)).isTrue();
    Document page = Pages.parse(allGood);
    assertThat(Pages.attributes(page, "//tr[contains(@class,'expectation')]", "class"))
        .containsExactly("expectation passed", "expectation not-judged")
        .inOrder();

    EngineExecutionResults none = run(dir.resolve("none"), Optional.of("NONE"));
    assertThat(Files.exists(dir.resolve("none"))).isFalse();
    for (Throwable failure : failures(none).values()) {
      assertThat(failure.getMessage()).doesNotContain("Timeline report");
    }
  }

  @Test
  void aFunctionScenarioPageShowsWhatEachStepOutputSetFiredAndChanged(@TempDir Path dir)
      throws Exception {
    String function = "io.pipespec.engine.fixtures.function.CountPerKeyTest";
    EngineTestKit.engine("pipespec")
        .selectors(selectClass(function))
        .configurationParameter("pipespec.reports.dir", dir.toString())
        .execute();
    Document page = Pages.parse(dir.resolve(function).resolve("Counting.html"));
    assertThat(Pages.attributes(page, "//tr[@class='function-step']/td[@class='source']", "class"))
        .hasSize(4);
    assertThat(Pages.text(page, "//tr[@class='function-step'][1]/td[2]")).isEqualTo("a=1 @ 0");
    // a=1 sets the emit timer and writes the count of a
    assertThat(Pages.text(page, "//tr[@class='function-step'][1]/td[4]")).startsWith("emit [a, ");
    assertThat(Pages.text(page, "//tr[@class='function-step'][1]/td[6]"))
        .contains("count[a, the global window]: (none) -> 1");
    assertThat(Pages.text(page, "//tr[@class='function-step'][2]/td[6]"))
        .contains("count[a, the global window]: 1 -> 2");
    // the watermark fires a's timer, which outputs a=2
    assertThat(Pages.text(page, "//tr[@class='function-step'][4]/td[5]")).startsWith("emit [a, ");
    assertThat(Pages.text(page, "//tr[@class='function-step'][4]/td[3]")).startsWith("a=2 @ ");
    assertThat(Pages.attributes(page, "//tr[contains(@class,'expectation')]", "data-expectation"))
        .containsExactly(
            "aIsEmitted",
            "aCountsTwo",
            "bIsPending",
            "wrongOutput",
            "wrongState",
            "wrongFiredTimers")
        .inOrder();
    // the timeline's event times are drawn: its elements (one batch, to 00:30) and its watermark,
    // and the output on an event-time axis, not a table saying no input has event time
    assertThat(Pages.count(page, "//*[local-name()='svg'][@class='timeline-lane']")).isEqualTo(1);
    assertThat(Pages.count(page, "//*[@class='input-step']")).isEqualTo(1);
    assertThat(Pages.count(page, "//*[@class='watermark-step']")).isEqualTo(1);
    assertThat(Pages.count(page, "//*[local-name()='svg'][contains(@class,'output-timeline')]"))
        .isEqualTo(1);
    assertThat(Pages.count(page, "//*[contains(text(),'no input has event')]")).isEqualTo(0);
  }

  @Test
  void aPageThatCannotBeWrittenLeavesTheVerdictsAndSaysWhy(@TempDir Path dir) throws Exception {
    Path file = dir.resolve("not-a-directory");
    Files.writeString(file, "a file where the reports directory should be");
    EngineExecutionResults results = run(file, Optional.empty());
    assertThat(failures(results).keySet()).containsExactly("secondWindowTotals", "greenJoinsLater");
    List<String> errors = new ArrayList<>();
    results
        .allEvents()
        .reportingEntryPublished()
        .list()
        .forEach(
            event ->
                event
                    .getPayload(org.junit.platform.engine.reporting.ReportEntry.class)
                    .flatMap(
                        entry ->
                            Optional.ofNullable(
                                entry.getKeyValuePairs().get("pipespec.reportError")))
                    .ifPresent(errors::add));
    assertThat(errors).hasSize(2); // the page of LateScores, and the index
    assertThat(errors.get(0)).contains("Cannot write the timeline report");
    // The failures do not link to a page that was never written; they say why there is none.
    for (Throwable failure : failures(results).values()) {
      assertThat(failure).hasMessageThat().doesNotContain("Timeline report: file:");
      assertThat(failure)
          .hasMessageThat()
          .contains(
              "Timeline report: none, the directory "
                  + file.resolve("io.pipespec.engine.fixtures.report.LeaderboardTest")
                  + " cannot be made: java.nio.file.");
    }
  }

  @Test
  void anUnknownModeFailsTheEngineWithTheAcceptedValues(@TempDir Path dir) {
    EngineExecutionResults results = run(dir, Optional.of("sometimes"));
    Throwable failure =
        results
            .containerEvents()
            .finished()
            .list()
            .get(0)
            .getPayload(TestExecutionResult.class)
            .orElseThrow()
            .getThrowable()
            .orElseThrow();
    assertThat(failure).hasMessageThat().contains("'sometimes'");
    assertThat(failure).hasMessageThat().contains("pipespec.reports");
    assertThat(failure).hasMessageThat().contains("failures");
  }
}
