package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.TestDescriptor;
import org.junit.platform.engine.TestExecutionResult;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * Which scenario failed, read without the IDE's tree: the legacy reporting name that Maven Surefire
 * prints (after the test class) names the {@code @Scenario} class, and the message names the
 * scenario, the expectation and the job's write its output was captured from.
 */
class ReportingNamesTest {

  private static final String NESTED = "io.pipespec.engine.fixtures.nested.WordCountTest";
  private static final String SINGLE = "io.pipespec.engine.fixtures.failing.WrongLengthsTest";
  private static final String TOTALS = "io.pipespec.engine.fixtures.names.TotalsJobTest";

  @Test
  void anExpectationOfAScenarioClassIsReportedWithItsScenarioBelowABracketedEngine() {
    TestDescriptor engine =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(NESTED), selectClass(SINGLE))
            .discover()
            .getEngineDescriptor();

    // Surefire names a test by its own legacy reporting name only below a source-less container
    // whose legacy reporting name is in brackets; without it, both counts print as
    // WordCountTest.counts.
    assertThat(engine.getSource()).isEmpty();
    assertThat(engine.getLegacyReportingName()).isEqualTo("[Pipespec]");
    Map<String, String> names = new LinkedHashMap<>();
    engine
        .getDescendants()
        .forEach(
            node -> {
              if (node.isTest()) {
                names.put(node.getUniqueId().toString(), node.getLegacyReportingName());
              }
            });
    assertThat(names.values())
        .containsExactly(
            "counts [TwoLines]",
            "allPositive [TwoLines]",
            "counts [NoLines]",
            "rightLengths",
            "wrongLengths");
  }

  @Test
  void twoScenariosFailingAnExpectationOfOneNameAreToldApartInNameAndMessage() {
    List<Event> failed =
        EngineTestKit.engine("pipespec")
            .selectors(selectClass(TOTALS))
            .execute()
            .testEvents()
            .failed()
            .list();

    assertThat(failed).hasSize(2);
    Map<String, String> messages = new LinkedHashMap<>();
    for (Event event : failed) {
      messages.put(
          event.getTestDescriptor().getLegacyReportingName(),
          event
              .getPayload(TestExecutionResult.class)
              .orElseThrow()
              .getThrowable()
              .orElseThrow()
              .getMessage());
    }
    assertThat(messages.keySet()).containsExactly("totals [Apples]", "totals [Pears]");
    assertThat(messages.get("totals [Apples]"))
        .contains(
            "\nscenario 'Apples', expectation totals;"
                + " output 'totals' captured from write 'WriteTotals'\n");
    assertThat(messages.get("totals [Pears]"))
        .contains(
            "\nscenario 'Pears', expectation totals;"
                + " output 'totals' captured from write 'WriteTotals'\n");
    // The line comes after what the expectation found, before the link to the report.
    assertThat(messages.get("totals [Apples]")).containsMatch("(?m)^missing\\s*:.*PEAR");
    assertThat(messages.get("totals [Apples]"))
        .containsMatch("WriteTotals'\\nTimeline report: file:");
  }
}
