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
 * The retry part of the exploration corpus, explored on the harness: a cache in a static filled by
 * a failed attempt, a dedupe in a static set that drops the retried element, a count in a static
 * that counts the retried elements twice, each found by a failed and retried bundle; and correct
 * functions of the same shapes (a dedupe in state, a per-bundle buffer flushed in
 * {@code @FinishBundle}), which pass every member explored.
 */
class RetryExplorationTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.explore.";

  /** Failure message by "Class#method"; null for a passed expectation. */
  private static final Map<String, String> outcomes = new LinkedHashMap<>();

  @BeforeAll
  static void runCorpus() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(
                selectClass(PACKAGE + "FunctionRetryCacheTest"),
                selectClass(PACKAGE + "FunctionRetryDedupeTest"),
                selectClass(PACKAGE + "FunctionRetryCounterTest"),
                selectClass(PACKAGE + "FunctionRetryStateDedupeTest"),
                selectClass(PACKAGE + "FunctionRetryBufferTest"),
                selectClass(PACKAGE + "FunctionRetryMetricTest"),
                selectClass(PACKAGE + "FunctionRetryCutKeyTest"))
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
  void noCorrectFunctionIsFlagged() {
    assertThat(outcomes).containsKey("FunctionRetryStateDedupeTest#emitsEachIdOnce");
    assertThat(outcomes.get("FunctionRetryStateDedupeTest#emitsEachIdOnce")).isNull();
    assertThat(outcomes).containsKey("FunctionRetryBufferTest#flushesEveryElement");
    assertThat(outcomes.get("FunctionRetryBufferTest#flushesEveryElement")).isNull();
  }

  @Test
  void aCounterOfACorrectFunctionIsNotJudgedOnTheMembersThatRetry() {
    // Attempted metrics count a failed attempt by Beam's definition: no finding blames the
    // function.
    assertThat(outcomes).containsKey("FunctionRetryMetricTest#countsEveryElement");
    assertThat(outcomes.get("FunctionRetryMetricTest#countsEveryElement")).isNull();
    assertThat(outcomes).containsKey("FunctionRetryMetricTest#emitsEveryElement");
    assertThat(outcomes.get("FunctionRetryMetricTest#emitsEveryElement")).isNull();
  }

  @Test
  void aCacheInAStaticFilledByAFailedAttemptIsFoundByARetry() {
    assertFoundByARetry(outcomes.get("FunctionRetryCacheTest#sumsEachKey"));
  }

  @Test
  void aDedupeInAStaticSetThatDropsTheRetriedElementIsFoundByARetry() {
    assertFoundByARetry(outcomes.get("FunctionRetryDedupeTest#emitsEachIdOnce"));
  }

  @Test
  void aCountInAStaticThatCountsTheRetryAgainIsFoundByARetry() {
    assertFoundByARetry(outcomes.get("FunctionRetryCounterTest#countsEachKey"));
  }

  /**
   * A key made of the bundle's first element and a place in it holds when the retry repeats the
   * failed attempt's bundle, and charges twice when the retry cuts it in two: only the member that
   * cuts the retry finds it, and says how it was cut.
   */
  @Test
  void aKeyThatAssumesTheRetryRepeatsTheBundleIsFoundByARetryCutInTwo() {
    String failure = outcomes.get("FunctionRetryCutKeyTest#chargesEachAccountOnce");
    assertThat(failure).isNotNull();
    assertThat(failure)
        .contains(
            "fails when bundle 1 fails after 2 elements (`bob=250 @ 2s`) and is retried on a"
                + " fresh instance cut in two bundles, its first element (`alice=100 @ 1s`) and"
                + " the rest (`bob=250 @ 2s`, `carol=40 @ 3s`), as a runner may cut a retried"
                + " bundle,");
    assertThat(failure)
        .contains(
            "duplicated: charge(bob, 250) made twice, expected once: once in a failed attempt of"
                + " its bundle, and again in its retry.");
    assertThat(failure).contains("\"fail and retry, cut after 1\"");
    assertThat(failure).doesNotContain("no timeline step writes a retry cut differently");
    assertThat(outcomes).containsKey("FunctionRetryCutKeyTest#confirmsEachAccount");
    assertThat(outcomes.get("FunctionRetryCutKeyTest#confirmsEachAccount")).isNull();
  }

  private static void assertFoundByARetry(String failure) {
    assertThat(failure).isNotNull();
    assertThat(failure)
        .containsMatch(
            "fails when bundle 1 fails after 1 element \\(`a=x @ 1s`\\)|fails when bundle 1 fails after 1 element \\(`a=1 @ 1s`\\)");
    assertThat(failure).contains("is retried whole on a fresh instance");
    assertThat(failure).contains("outside Beam in the failed attempt");
    assertThat(failure).doesNotContain("arrives before");
    assertThat(failure).contains("\"fail and retry\"");
    assertThat(failure).contains("(it fails on the function harness as written)");
  }
}
