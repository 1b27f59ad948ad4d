package io.pipespec.engine.report;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.w3c.dom.Document;

/**
 * The page of a job test: how the job was wired (replaced reads with their input, captured writes,
 * what ran as written, the options), every metric the run reported and what each metric expectation
 * compared, batch outputs as tables of elements, ungrouped elements said to be so.
 */
class JobPageTest {

  private static final String JOB = "io.pipespec.engine.fixtures.jobpage.ScoresJobTest";

  @TempDir static Path dir;

  private static Document page;
  private static String html;

  @BeforeAll
  static void runTheJobTest() throws Exception {
    EngineTestKit.engine("pipespec")
        .selectors(selectClass(JOB))
        .configurationParameter("pipespec.reports.dir", dir.toString())
        .execute();
    Path file;
    try (Stream<Path> pages = Files.list(dir.resolve(JOB))) {
      file = pages.filter(p -> p.toString().endsWith(".html")).findFirst().orElseThrow();
    }
    html = Files.readString(file, StandardCharsets.UTF_8);
    // kept for a look in a browser
    Files.writeString(Path.of("target", "job-page.html"), html);
    page = Pages.parse(html);
  }

  @Test
  void theReplacedReadShowsItsInputBoundedWithItsCount() throws Exception {
    assertThat(Pages.attribute(page, "//tr[@class='replaced-read']", "data-transform"))
        .isEqualTo("ReadScores");
    assertThat(Pages.attribute(page, "//tr[@class='replaced-read']", "data-count")).isEqualTo("6");
    assertThat(Pages.text(page, "//tr[@class='replaced-read']/td[2]"))
        .contains("input 'lines' (ScoresJobTest.lines");
    assertThat(
            Pages.texts(
                page, "//tr[@class='replaced-read']//span[contains(@class,'input-element')]"))
        .containsExactly("ann,3", "bob,4", "oops", "ann,5", "bob", "cy,1")
        .inOrder();
  }

  @Test
  void theCapturedWritesNameTheTransformTheyWereCapturedFrom() throws Exception {
    assertThat(Pages.attributes(page, "//tr[@class='captured-write']", "data-output"))
        .containsExactly("totals", "rejected")
        .inOrder();
    assertThat(Pages.attributes(page, "//tr[@class='captured-write']", "data-transform"))
        .containsExactly("WriteTotals", "WriteRejected")
        .inOrder();
  }

  @Test
  void whatRanAsWrittenIsListedWithTheReadsFromMemory() throws Exception {
    assertThat(Pages.attributes(page, "//tr[@class='ran-as-written']", "data-transform"))
        .containsExactly("Audit");
    assertThat(Pages.text(page, "//tr[@class='ran-as-written']/td[2]"))
        .contains("write 'Audit' (MapElements)");
    assertThat(Pages.attributes(page, "//tr[@class='in-memory-read']", "data-transform"))
        .containsExactly("Settings");
    assertThat(Pages.text(page, "//tr[@class='in-memory-read']/td[2]"))
        .contains("reads from memory");
  }

  @Test
  void theOptionsAreThoseTheJobRanWith() throws Exception {
    assertThat(Pages.text(page, "//tr[@class='option'][@data-option='scores']/td[2]"))
        .isEqualTo("/data/scores-*.csv");
    assertThat(Pages.text(page, "//tr[@class='option'][@data-option='totals']/td[2]"))
        .isEqualTo("/data/out/totals");
    assertThat(Pages.text(page, "//tr[@class='option'][@data-option='runner']/td[2]"))
        .contains("DirectRunner");
  }

  @Test
  void everyReportedMetricIsListedWithItsAttemptedAndCommittedValues() throws Exception {
    assertThat(Pages.attributes(page, "//tr[@class='metric']", "data-name"))
        .containsExactly("badLines", "lineLength", "limit")
        .inOrder();
    assertThat(Pages.text(page, "//tr[@class='metric'][@data-name='badLines']/td[5]"))
        .isEqualTo("2");
    assertThat(Pages.text(page, "//tr[@class='metric'][@data-name='badLines']/td[6]"))
        .isEqualTo("2");
    assertThat(Pages.text(page, "//tr[@class='metric'][@data-name='lineLength']/td[5]"))
        .isEqualTo("count=6, sum=26, min=3, max=5");
    assertThat(Pages.text(page, "//tr[@class='metric'][@data-name='limit']/td[5]"))
        .startsWith("100 (set at ");
    assertThat(Pages.text(page, "//tr[@class='metric'][@data-name='badLines']/td[4]"))
        .startsWith("Parse");
  }

  @Test
  void eachMetricExpectationShowsItsVerdictAndTheValuesItCompared() throws Exception {
    assertThat(
            Pages.text(
                page,
                "//tr[contains(@class,'metric-expectation')][@data-expectation='twoBadLines']"
                    + "/td[@class='compared']"))
        .isEqualTo("expected 2; committed value 2");
    assertThat(
            Pages.attribute(
                page,
                "//tr[contains(@class,'metric-expectation')][@data-expectation='sevenBadLines']",
                "class"))
        .isEqualTo("metric-expectation failed");
    assertThat(
            Pages.text(
                page,
                "//tr[contains(@class,'metric-expectation')][@data-expectation='sevenBadLines']"
                    + "/td[@class='compared']"))
        .isEqualTo("expected 7; committed value 2");
    assertThat(
            Pages.text(
                page,
                "//tr[contains(@class,'metric-expectation')][@data-expectation='lineLengths']"
                    + "/td[@class='compared']"))
        .isEqualTo("expected count=6, min=3, max=5; committed value count=6, min=3, max=5");
    // in the expectations' table, a metric expectation reads the metrics and has no window scope
    assertThat(
            Pages.text(
                page, "//tr[contains(@class,'expectation ')][@data-expectation='limit']/td[3]"))
        .isEqualTo("the run's metrics");
    assertThat(
            Pages.text(
                page, "//tr[contains(@class,'expectation ')][@data-expectation='limit']/td[4]"))
        .isEmpty();
  }

  @Test
  void batchOutputsInTheGlobalWindowAreTablesOfElementsNotATimeAxis() throws Exception {
    assertThat(Pages.count(page, "//*[local-name()='svg'][@class='output-timeline']")).isEqualTo(0);
    assertThat(
            Pages.texts(
                page, "//table[@data-output='totals']//tr[contains(@class,'element-row')]/td[1]"))
        .containsExactly("ann=8", "bob=4", "cy=1");
    // the totals passed a grouping; the rejected lines did not
    assertThat(Pages.texts(page, "//table[@data-output='totals']//tr/td[3]"))
        .containsExactly("ON_TIME #0 first last", "ON_TIME #0 first last", "ON_TIME #0 first last");
    assertThat(Pages.texts(page, "//table[@data-output='rejected']//tr/td[3]"))
        .containsExactly("not grouped", "not grouped");
    assertThat(html).doesNotContain("UNKNOWN");
  }

  @Test
  void aFailureMessageIsReadableInFullOutsideTheTable() throws Exception {
    String id =
        Pages.attribute(
                page, "//tr[@data-expectation='sevenBadLines']//a[@class='message-link']", "href")
            .substring(1);
    String message = Pages.text(page, "//div[@id='" + id + "']/pre[@class='failure-message']");
    assertThat(message).startsWith("Expected counter badLines is 7, but it is 2 (committed).");
    assertThat(message).contains("\nEvery counter named badLines:\n  namespace scores, step Parse");
    // not collapsed, and not inside the scrolled list of expectations
    assertThat(Pages.count(page, "//details//pre[@class='failure-message']")).isEqualTo(0);
    assertThat(Pages.count(page, "//*[contains(@class,'expectations-list')]//pre")).isEqualTo(0);
  }
}
