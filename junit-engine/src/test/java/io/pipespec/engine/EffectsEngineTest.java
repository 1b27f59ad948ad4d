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
 * Effects outside Beam, through the engine: a non-idempotent external write found by a retry on the
 * harness, with the failed attempt named; its control, an upsert by key, not flagged; and a
 * pipeline on the DirectRunner whose effects are judged exactly once, as written and explored.
 */
class EffectsEngineTest {

  /** Failure message by "Class#method"; null for a passed expectation. */
  private static final Map<String, String> outcomes = new LinkedHashMap<>();

  @BeforeAll
  static void runCorpus() {
    EngineExecutionResults results =
        EngineTestKit.engine("pipespec")
            .selectors(
                selectClass("io.pipespec.engine.fixtures.explore.FunctionRetryChargeTest"),
                selectClass("io.pipespec.engine.fixtures.explore.FunctionRetryUpsertTest"),
                selectClass("io.pipespec.engine.fixtures.effects.PipelineChargeTest"))
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
  void aChargeMadeAgainByARetryIsFoundAndTheFailedAttemptNamed() {
    String failure = outcomes.get("FunctionRetryChargeTest#chargesEachAccountOnce");
    assertThat(failure).isNotNull();
    assertThat(failure).contains("fails when bundle 1 fails after 1 element (`alice=100 @ 1s`)");
    assertThat(failure)
        .contains(
            "duplicated: charge(alice, 100) made twice, expected once: once in a failed attempt of"
                + " its bundle, and again in its retry.");
    assertThat(failure).contains("\"fail and retry\"");
  }

  @Test
  void theOutputsOfTheChargingFunctionAreRightUnderRetries() {
    assertThat(outcomes).containsKey("FunctionRetryChargeTest#confirmsEachAccount");
    assertThat(outcomes.get("FunctionRetryChargeTest#confirmsEachAccount")).isNull();
  }

  @Test
  void anUpsertByKeyIsNotFlagged() {
    assertThat(outcomes).containsKey("FunctionRetryUpsertTest#writesEachBalance");
    assertThat(outcomes.get("FunctionRetryUpsertTest#writesEachBalance")).isNull();
  }

  /**
   * The corpus's non-idempotent external write in a pipeline on the DirectRunner: exploration's
   * retried bundle charges twice, and says the duplicate came from the failed attempt; the audit
   * log, expected at least once, holds; each member's effects are judged alone.
   */
  @Test
  void aNonIdempotentChargeInAPipelineIsFoundByARetryAndAtLeastOnceStillHolds() {
    String failure = outcomes.get("PipelineChargeTest#chargesEachAccountOnce");
    assertThat(failure).isNotNull();
    assertThat(failure).contains("fails when bundle 1 fails after 1 element (`alice=100`)");
    assertThat(failure)
        .contains(
            "duplicated: charge(alice, 100) made twice, expected once: once in a failed attempt of"
                + " its bundle, and again in its retry.");
    assertThat(failure).contains("what this expectation reads (no output");
    assertThat(failure).doesNotContain("what the output settles to");
    assertThat(outcomes).containsKey("PipelineChargeTest#auditsEachCharge");
    assertThat(outcomes.get("PipelineChargeTest#auditsEachCharge")).isNull();
  }

  @Test
  void aPipelineEffectNotMadeOrASystemNeverCalledFailsWithWhatWasMade() {
    String missing = outcomes.get("PipelineChargeTest#failsOnWhatWasNotCharged");
    assertThat(missing).isNotNull();
    assertThat(missing).contains("missing: charge(dave, 5)");
    assertThat(missing).contains("unexpected: charge(bob, 250)");
    String misnamed = outcomes.get("PipelineChargeTest#failsOnASystemNothingCalled");
    assertThat(misnamed).isNotNull();
    assertThat(misnamed).contains("The run made no call to 'paymnts'; it called ");
    assertThat(misnamed).contains("'payments'");
  }
}
