package io.pipespec.engine;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.platform.engine.discovery.DiscoverySelectors.selectClass;

import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.platform.engine.support.descriptor.MethodSource;
import org.junit.platform.testkit.engine.EngineExecutionResults;
import org.junit.platform.testkit.engine.EngineTestKit;
import org.junit.platform.testkit.engine.Event;

/**
 * The exploration corpus: transforms with an order-, bundle- or combiner-dependent bug, each of
 * which passes as written and fails under exploration, and correct transforms of the same shapes,
 * which pass every member explored. The fixtures run once; each test reads their outcomes.
 */
class ExplorationCorpusTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.explore.";

  /** Failure message by "Class#method"; null for a passed expectation. */
  private static final Map<String, String> outcomes = new LinkedHashMap<>();

  @BeforeAll
  static void runCorpus() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(
                selectClass(PACKAGE + "FirstArrivalDedupeTest"),
                selectClass(PACKAGE + "EarliestDedupeTest"),
                selectClass(PACKAGE + "BundleTotalTest"),
                selectClass(PACKAGE + "TotalCountTest"),
                selectClass(PACKAGE + "AverageOfAveragesTest"),
                selectClass(PACKAGE + "WeightedAverageTest"),
                selectClass(PACKAGE + "DeltaFromLastSeenTest"),
                selectClass(PACKAGE + "DeltaInEventTimeTest"),
                selectClass(PACKAGE + "BundleCacheLeakTest"),
                selectClass(PACKAGE + "KeyedLookupTest"),
                selectClass(PACKAGE + "EarlyPaneContentsTest"))
            .configurationParameter("pipespec.reports", "none")
            .execute();
    for (Event event : results.testEvents().finished().list()) {
      MethodSource source = EngineOutcomes.method(event);
      String name =
          source.getClassName().substring(source.getClassName().lastIndexOf('.') + 1)
              + "#"
              + source.getMethodName();
      outcomes.put(name, EngineOutcomes.failure(event));
    }
  }

  @Test
  void everyCorrectTransformPassesEveryMemberExplored() {
    assertThat(outcomes.get("EarliestDedupeTest#keepsTheEarliest")).isNull();
    assertThat(outcomes.get("TotalCountTest#countsEveryLine")).isNull();
    assertThat(outcomes.get("WeightedAverageTest#theMeanOfAllReadings")).isNull();
    assertThat(outcomes.get("DeltaInEventTimeTest#changesInEventTime")).isNull();
    assertThat(outcomes.get("KeyedLookupTest#eachOrderAtItsCurrencysRate")).isNull();
  }

  @Test
  void aDedupeThatKeepsTheFirstArrivalFailsWhenTheLaterElementArrivesFirst() {
    String failure = outcomes.get("FirstArrivalDedupeTest#keepsTheEarliest");
    assertThat(failure)
        .contains(
            "keepsTheEarliest passes in the order and bundles written and fails when"
                + " `k=late @ 2026-01-01T00:00:02Z` arrives before `k=early @ 2026-01-01T00:00:01Z`"
                + " in the segment before `watermark 2026-01-01T00:00:10Z`.");
    assertThat(failure).contains("the transform's result depends on how the runner delivers");
    assertThat(failure).contains("@Scenario");
  }

  @Test
  void aCountResetAtEachBundleFailsWhenTheSegmentIsCut() {
    String failure = outcomes.get("BundleTotalTest#countsEveryLine");
    assertThat(failure).contains("arrives in the bundles");
    assertThat(failure).doesNotContain("arrives before");
  }

  /**
   * The DirectRunner combines each bundle of a bounded input on its own and merges the results (its
   * MultiStepCombine), so cutting the input into bundles is what makes the merge run.
   */
  @Test
  void aMeanThatMergesUnweightedFailsWhenTheInputIsCutIntoBundles() {
    String failure = outcomes.get("AverageOfAveragesTest#theMeanOfAllReadings");
    assertThat(failure).contains("the input arrives in the bundles [");
    assertThat(failure).contains("the transform's result depends on how the runner delivers");
  }

  @Test
  void aDeltaFromTheLastSeenReadingFailsWhenReadingsArriveOutOfOrder() {
    assertThat(outcomes.get("DeltaFromLastSeenTest#changesInEventTime"))
        .contains("changesInEventTime passes in the order and bundles written and fails when `k=");
    assertThat(outcomes.get("DeltaFromLastSeenTest#changesInEventTime")).contains("arrives before");
  }

  @Test
  void aCacheThatLeaksAcrossKeysFailsWhenTwoKeysShareABundle() {
    String failure = outcomes.get("BundleCacheLeakTest#eachOrderAtItsCurrencysRate");
    assertThat(failure).contains("arrives in the bundles [eur=10 @");
    assertThat(failure).contains("usd=20");
  }

  @Test
  void anEarlyPaneThatDependsOnArrivalOrderIsPutDownToTheExpectation() {
    assertThat(outcomes.get("EarlyPaneContentsTest#theFirstTwoArrivals"))
        .contains("this expectation judges panes whose contents depend on arrival order");
    assertThat(outcomes.get("EarlyPaneContentsTest#everyPane"))
        .contains("this expectation judges panes whose contents depend on arrival order");
    assertThat(outcomes)
        .containsEntry("EarlyPaneContentsTest#theFirstTwoArrivalsNotExplored", null);
  }
}
