package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;
import org.w3c.dom.Document;

/** The exploration section of a page: the seed, the limits, the written and failing lanes. */
class ExplorationReportTest {

  private static final String DEDUPE = "io.pipespec.engine.fixtures.explore.FirstArrivalDedupeTest";

  @Test
  void aFindingShowsTheWrittenAndTheFailingArrivalWithTheMovedElementMarked(@TempDir Path dir)
      throws Exception {
    EngineTestKit.engine("pipespec")
        .selectors(selectClass(DEDUPE))
        .configurationParameter("pipespec.reports.dir", dir.toString())
        .configurationParameter("pipespec.explore.seed", "7")
        .execute();

    Document html = Pages.parse(dir.resolve(DEDUPE).resolve("FirstArrivalDedupeTest.html"));
    assertThat(Pages.text(html, "//section[@class='exploration']/p[@class='summary']"))
        .contains("with seed 7");
    assertThat(Pages.text(html, "//section[@class='exploration']"))
        .contains("-Dpipespec.explore.seed=7");
    // DoFn instances are a limit of the DirectRunner, said on the page
    assertThat(Pages.text(html, "//section[@class='exploration']")).contains("DoFn instances");
    assertThat(
            Pages.attribute(
                html, "//section[@class='exploration']//div[@class='finding']", "data-expectation"))
        .isEqualTo("keepsTheEarliest");
    assertThat(Pages.text(html, "//div[@data-lane='written']")).contains("k=early");
    assertThat(Pages.count(html, "//div[@data-lane='written']//*[contains(@class,'moved')]"))
        .isEqualTo(0);
    assertThat(Pages.count(html, "//div[@data-lane='failing']//*[contains(@class,'moved')]"))
        .isAtLeast(1);
    assertThat(Pages.text(html, "//section[@class='exploration']//pre")).startsWith("@Scenario");
    // the output drawn is the failing member's, not the run as written: k=late arrived first and
    // was kept, ringed in red, and the page says whose output it is
    assertThat(
            Pages.attributes(
                html, "//*[local-name()='circle'][contains(@class,'unexpected')]", "data-element"))
        .containsExactly("k=late");
    assertThat(Pages.text(html, "//p[@class='drawn-member']"))
        .contains("the failing member of the family that keepsTheEarliest fails on");
  }

  @Test
  void aFindingThatCannotBePastedSaysWhyAndShowsItsArrivalAndSeed(@TempDir Path dir)
      throws Exception {
    String readings = "io.pipespec.engine.fixtures.explore.UnliteralReadingsTest";
    List<Event> failed =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(readings))
            .configurationParameter("pipespec.reports.dir", dir.toString())
            .configurationParameter("pipespec.explore.seed", "7")
            .execute()
            .testEvents()
            .failed()
            .list();

    assertThat(failed).hasSize(1);
    String message =
        failed
            .get(0)
            .getPayload(TestExecutionResult.class)
            .orElseThrow()
            .getThrowable()
            .orElseThrow()
            .getMessage();
    assertThat(message).contains("The failing run cannot be pasted as a scenario: the element `k=");
    assertThat(message).contains("UnliteralReadingsTest$Reading has no literal form");
    assertThat(message).doesNotContain("as written)");
    assertThat(message).doesNotContain("@Scenario");
    assertThat(message).contains("-Dpipespec.explore.seed=7 replays it");
    Document html = Pages.parse(dir.resolve(readings).resolve("UnliteralReadingsTest.html"));
    assertThat(Pages.text(html, "//div[@class='finding']/p[@class='unpastable']"))
        .contains("It cannot be pasted as a scenario");
    assertThat(Pages.text(html, "//div[@class='finding']/pre[@class='arrival']"))
        .contains("k=Reading#2 @ 1970-01-01T00:00:02Z");
    assertThat(Pages.text(html, "//div[@class='finding']")).doesNotContain("@Scenario");
  }
}
