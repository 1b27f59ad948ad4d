package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.run.RestartRun;
import io.pipespec.runtime.suite.TimeMark;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.w3c.dom.Document;

/** The page of a scenario whose timeline fails and restarts the job, passing or failing. */
class RestartPageTest {

  private static final String RESTARTED =
      "the job failed at step `fail and restart` (after `a @ 1s`) and restarted from checkpoint 2,"
          + " taken after `a @ 1s`: the restored job went on from there <with> the same watermark";

  /** {@code a @ 1s}, the restart step, {@code b @ 2s}. */
  private static final List<TimeMark> MARKS =
      List.of(
          new TimeMark(TimeMark.Kind.ELEMENTS, 1_000, 1),
          new TimeMark(TimeMark.Kind.RESTART, 0, 0),
          new TimeMark(TimeMark.Kind.ELEMENTS, 2_000, 1),
          new TimeMark(TimeMark.Kind.WATERMARK, 4_000, 0));

  private static Document page(List<TimeMark> marks, RestartNote restart) throws Exception {
    String html = pageHtml(marks, restart);
    assertThat(html).doesNotContain("<with>");
    return Pages.parse(html);
  }

  private static String pageHtml(List<TimeMark> marks, RestartNote restart) {
    return TimelinePage.html(
        new PageInput(
            "com.acme.FieldPairsTest",
            "pairs",
            "pipeline",
            "FlinkRunner",
            Duration.ofMillis(900),
            Optional.empty(),
            Map.of(),
            marks,
            Optional.empty(),
            List.of(),
            Optional.empty(),
            List.of(),
            new Exploration.NotAsked(),
            Optional.empty(),
            Optional.empty(),
            Optional.empty(),
            restart));
  }

  private static String html(Document page) {
    return page.getDocumentElement().getTextContent();
  }

  @Test
  void aPassingRestartedRunSaysSoNearTheTopAndMarksTheStepWhereTheJobFailed() throws Exception {
    Document page =
        page(
            MARKS,
            RestartNote.of(true, Map.of(RestartRun.NOTE, RESTARTED, RestartRun.FAILED, "true")));

    assertThat(Pages.text(page, "//*[@class='restart']")).isEqualTo("Restart: " + RESTARTED);
    // Near the top: in the header, before the expectations and the timeline.
    assertThat(Pages.nodes(page, "//header/*[@class='restart']").getLength()).isEqualTo(1);
    assertThat(Pages.attributes(page, "//*[@class='restart-step']", "data-step"))
        .containsExactly("2");
    assertThat(Pages.text(page, "//*[@class='restart-step']/*[local-name()='title']"))
        .isEqualTo("step 2: " + RESTARTED);
    assertThat(Pages.nodes(page, "//*[@class='savepoint-step']").getLength()).isEqualTo(0);
    // An SVG line without a stroke is not drawn: the page's style gives the mark one.
    assertThat(html(page)).contains(".restart-mark{stroke:");
  }

  @Test
  void whetherTheJobFailedAtTheStepIsTheRunsFlagNotTheNotesWording() throws Exception {
    String reworded = "Pipespec failed the job at `fail and restart` and restored checkpoint 2";
    Document flagged =
        page(
            MARKS,
            RestartNote.of(true, Map.of(RestartRun.NOTE, reworded, RestartRun.FAILED, "true")));
    assertThat(Pages.attributes(flagged, "//*[@class='restart-step']", "data-step"))
        .containsExactly("2");
    assertThat(Pages.text(flagged, "//*[@class='restart-step']/*[local-name()='title']"))
        .isEqualTo("step 2: " + reworded);

    // The old wording without the flag: the run did not say the job failed there.
    Document unflagged = page(MARKS, RestartNote.of(true, Map.of(RestartRun.NOTE, RESTARTED)));
    assertThat(Pages.nodes(unflagged, "//*[@class='restart-step']").getLength()).isEqualTo(0);
    assertThat(Pages.nodes(unflagged, "//*[@class='restart-step not-reached']").getLength())
        .isEqualTo(1);
  }

  @Test
  void aRunWhoseRestartStepNeverRanIsNotDrawnAsRestarted() throws Exception {
    Document noted =
        page(
            MARKS,
            RestartNote.of(
                true,
                Map.of(RestartRun.NOTE, "the job never reached its `fail and restart` step")));
    assertThat(Pages.text(noted, "//*[@class='restart']"))
        .isEqualTo("Restart: the job never reached its `fail and restart` step");
    assertThat(Pages.nodes(noted, "//*[@class='restart-step']").getLength()).isEqualTo(0);
    assertThat(Pages.text(noted, "//*[@class='restart-step not-reached']/*[local-name()='title']"))
        .isEqualTo(
            "step 2: the restart step did not fail the job: the job never reached its `fail and"
                + " restart` step");

    // Refused, or failed before the step: no note at all.
    Document unnoted = page(MARKS, RestartNote.of(true, Map.of()));
    assertThat(Pages.nodes(unnoted, "//*[@class='restart']").getLength()).isEqualTo(0);
    assertThat(Pages.nodes(unnoted, "//*[@class='restart-step']").getLength()).isEqualTo(0);
    assertThat(Pages.nodes(unnoted, "//*[@class='restart-step not-reached']").getLength())
        .isEqualTo(1);
    assertThat(Pages.nodes(unnoted, "//*[@class='savepoint-step']").getLength()).isEqualTo(0);
  }

  @Test
  void aScenarioWithoutARestartShowsNothingRestartLike() throws Exception {
    List<TimeMark> marks =
        List.of(
            new TimeMark(TimeMark.Kind.ELEMENTS, 1_000, 1),
            new TimeMark(TimeMark.Kind.WATERMARK, 4_000, 0));
    String html =
        pageHtml(marks, RestartNote.of(false, Map.of("pipespec.other", "a note of another kind")));
    Document page = Pages.parse(html);
    assertThat(Pages.nodes(page, "//*[contains(@class,'restart')]").getLength()).isEqualTo(0);
    assertThat(html).doesNotContain("Restart:");
    assertThat(html).doesNotContain("restarted");
  }
}
