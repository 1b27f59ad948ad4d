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
 * The function-test part of the exploration corpus, explored on the harness: a count reset per
 * bundle found by bundling, a lookup cached in an instance field across keys found by fresh
 * instances, a first-arrival dedupe found by order, and correct functions of the same shapes, which
 * pass every member explored. The fixtures ask for it with {@code @Explore} and run once.
 */
class FunctionExplorationTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.explore.";

  /** Failure message by "Class#method"; null for a passed expectation. */
  private static final Map<String, String> outcomes = new LinkedHashMap<>();

  @BeforeAll
  static void runCorpus() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(
                selectClass(PACKAGE + "FunctionBundleTotalTest"),
                selectClass(PACKAGE + "FunctionRateCacheTest"),
                selectClass(PACKAGE + "FunctionFirstArrivalTest"),
                selectClass(PACKAGE + "FunctionEarliestDedupeTest"),
                selectClass(PACKAGE + "FunctionTotalCountTest"))
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
  void everyCorrectFunctionPassesEveryMemberExplored() {
    assertThat(outcomes).containsKey("FunctionEarliestDedupeTest#keepsTheEarliest");
    assertThat(outcomes.get("FunctionEarliestDedupeTest#keepsTheEarliest")).isNull();
    assertThat(outcomes).containsKey("FunctionTotalCountTest#countsEveryLine");
    assertThat(outcomes.get("FunctionTotalCountTest#countsEveryLine")).isNull();
  }

  @Test
  void aCountResetAtEachBundleIsFoundByCuttingTheSegment() {
    String failure = outcomes.get("FunctionBundleTotalTest#countsEveryLine");
    assertThat(failure)
        .contains(
            "countsEveryLine passes in the order and bundles written and fails when the segment"
                + " before `watermark 10s` arrives in the bundles [");
    assertThat(failure).doesNotContain("arrives before");
    assertThat(failure).doesNotContain("fresh instance");
    // The pasted timeline cuts the segment with a bundle step, in the user's own step texts
    assertThat(failure)
        .containsMatch(
            "@Timeline\\(\\{\\n(    \"k=[abc] @ [123]s\",\\n)+    \"bundle\",\\n"
                + "(    \"k=[abc] @ [123]s\",\\n)+    \"watermark 10s\"}\\)");
    assertThat(failure).contains("(it fails on the function harness as written)");
  }

  @Test
  void aLookupCachedInAnInstanceFieldAcrossKeysIsFoundByAFreshInstancePerBundle() {
    String failure = outcomes.get("FunctionRateCacheTest#theOrderAtItsCurrencysRate");
    assertThat(failure)
        .contains(
            "theOrderAtItsCurrencysRate passes in the order and bundles written and fails when each"
                + " bundle gets a fresh instance of the function instead of one reused instance.");
    assertThat(failure).contains("eur=10");
  }

  @Test
  void aDedupeThatKeepsTheFirstArrivalIsFoundByReorderingTheSegment() {
    String failure = outcomes.get("FunctionFirstArrivalTest#keepsTheEarliest");
    assertThat(failure)
        .contains(
            "keepsTheEarliest passes in the order and bundles written and fails when"
                + " `k=late @ 2s` arrives before `k=early @ 1s` in the segment before"
                + " `watermark 10s`.");
    assertThat(failure)
        .contains(
            "@Scenario\n@Timeline({\n    \"k=late @ 2s\",\n    \"k=early @ 1s\",\n"
                + "    \"watermark 10s\"})\nstatic class FunctionFirstArrivalTestExplored {");
  }
}
