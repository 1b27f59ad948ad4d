package io.pipespec.samples.function;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.function.StatefulFunctionHarness;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

class DeduplicateTest {

  private static final Duration TTL = Duration.standardMinutes(1);

  private static Instant at(int seconds) {
    return Instant.ofEpochMilli(seconds * 1000L);
  }

  @Test
  void dropsRepeatsUntilTheTimeToLiveRunsOut() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new Deduplicate(TTL)).build()) {
      harness.processElement("a", "first", at(0));
      harness.processElement("a", "repeat", at(30));
      harness.processElement("b", "first", at(10));
      assertThat(harness.getOutputValues())
          .containsExactly(KV.of("a", "first"), KV.of("b", "first"))
          .inOrder();
      assertThat(harness.<Boolean>getState("seen", "a")).isTrue();
      assertThat(harness.getPendingTimers("expiry").get(0).timestamp()).isEqualTo(at(60));

      harness.setWatermark(at(120));
      assertThat(harness.getKeysForState("seen")).isEmpty();
      assertThat(harness.getFiredTimers()).hasSize(2);

      harness.processElement("a", "after ttl", at(180));
      assertThat(harness.getOutputValues())
          .containsExactly(KV.of("a", "first"), KV.of("b", "first"), KV.of("a", "after ttl"))
          .inOrder();
      harness.advanceWatermarkToInfinity();

      DirectRunnerBaseline.assertRunnerEmits(
          TestStream.create(KvCoder.of(StringUtf8Coder.of(), StringUtf8Coder.of()))
              .addElements(
                  TimestampedValue.of(KV.of("a", "first"), at(0)),
                  TimestampedValue.of(KV.of("a", "repeat"), at(30)),
                  TimestampedValue.of(KV.of("b", "first"), at(10)))
              .advanceWatermarkTo(at(120))
              .addElements(TimestampedValue.of(KV.of("a", "after ttl"), at(180)))
              .advanceWatermarkToInfinity(),
          null,
          new Deduplicate(TTL),
          harness.getOutputValues());
    }
  }

  @Test
  void aPresetStateActsAsAnEarlierSighting() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new Deduplicate(TTL)).build()) {
      harness.setState("seen", "a", true);
      harness.processElement("a", "looks new", at(0));
      assertThat(harness.getOutputValues()).isEmpty();
    }
  }
}
