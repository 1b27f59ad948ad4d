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
 * The retry part of the exploration corpus, explored in pipelines on the DirectRunner, where a
 * failed attempt is replayed beside the run: a cache in a static filled by a failed attempt, a
 * dedupe in a static set that drops the retried element, a count in a static that counts the
 * retried elements twice, a flush in {@code @FinishBundle} to a static sink that a retry repeats,
 * each found by a failed and retried bundle; and correct transforms of the same shapes (a
 * per-bundle buffer flushed in {@code @FinishBundle}, a pure map), which pass every member.
 */
class PipelineRetryExplorationTest {

  private static final String PACKAGE = "io.pipespec.engine.fixtures.explore.";

  /** Failure message by "Class#method"; null for a passed expectation. */
  private static final Map<String, String> outcomes = new LinkedHashMap<>();

  @BeforeAll
  static void runCorpus() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(
                selectClass(PACKAGE + "PipelineRetryCacheTest"),
                selectClass(PACKAGE + "PipelineRetryDedupeTest"),
                selectClass(PACKAGE + "PipelineRetryCounterTest"),
                selectClass(PACKAGE + "PipelineRetryFlushTest"),
                selectClass(PACKAGE + "PipelineRetryBufferTest"),
                selectClass(PACKAGE + "PipelineRetryMapTest"))
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
  void noCorrectTransformIsFlagged() {
    assertThat(outcomes).containsKey("PipelineRetryBufferTest#flushesEveryElement");
    assertThat(outcomes.get("PipelineRetryBufferTest#flushesEveryElement")).isNull();
    assertThat(outcomes).containsKey("PipelineRetryMapTest#mapsEveryElement");
    assertThat(outcomes.get("PipelineRetryMapTest#mapsEveryElement")).isNull();
  }

  @Test
  void aCacheInAStaticFilledByAFailedAttemptIsFoundByARetry() {
    assertFoundByARetry(
        outcomes.get("PipelineRetryCacheTest#sumsEachKey"), "fails after 1 element");
  }

  @Test
  void aDedupeInAStaticSetThatDropsTheRetriedElementIsFoundByARetry() {
    assertFoundByARetry(
        outcomes.get("PipelineRetryDedupeTest#emitsEachIdOnce"), "fails after 1 element");
  }

  @Test
  void aCountInAStaticThatCountsTheRetryAgainIsFoundByARetry() {
    assertFoundByARetry(
        outcomes.get("PipelineRetryCounterTest#countsEveryElementOnce"), "fails after 1 element");
  }

  @Test
  void aFlushToAStaticSinkThatARetryRepeatsIsFoundByARetryInFinishBundle() {
    assertFoundByARetry(
        outcomes.get("PipelineRetryFlushTest#writesEachLineOnce"), "fails in @FinishBundle");
  }

  private static void assertFoundByARetry(String failure, String where) {
    assertThat(failure).isNotNull();
    assertThat(failure).contains("fails when bundle 1 " + where);
    assertThat(failure).contains("is retried whole on a fresh instance");
    assertThat(failure).contains("outside Beam in the failed attempt");
    assertThat(failure).doesNotContain("arrives before");
  }
}
