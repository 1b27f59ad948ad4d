package io.pipespec.samples.function;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.function.StatefulFunctionHarness;
import java.util.List;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Duration;
import org.junit.jupiter.api.Test;

class RateLimitTest {

  private static final Duration PERIOD = Duration.standardSeconds(10);
  private static final Duration PAST_PERIOD = PERIOD.plus(Duration.millis(1));

  @Test
  void releasesAtMostTwoPerPeriodPerKey() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new RateLimit(2, PERIOD)).build()) {
      harness.processElements(
          List.of(
              KV.of("a", "1"),
              KV.of("a", "2"),
              KV.of("a", "3"),
              KV.of("a", "4"),
              KV.of("a", "5"),
              KV.of("b", "1")));
      assertThat(harness.getOutputValues())
          .containsExactly(KV.of("a", "1"), KV.of("a", "2"), KV.of("b", "1"))
          .inOrder();
      assertThat(harness.<List<String>>getState("waiting", "a")).containsExactly("3", "4", "5");
      assertThat(harness.getPendingTimers().get(0).domain()).isEqualTo(TimeDomain.PROCESSING_TIME);

      harness.clearOutput();
      harness.advanceProcessingTime(PAST_PERIOD);
      assertThat(harness.getOutputValues()).containsExactly(KV.of("a", "3"), KV.of("a", "4"));

      harness.clearOutput();
      harness.advanceProcessingTime(PAST_PERIOD);
      assertThat(harness.getOutputValues()).containsExactly(KV.of("a", "5"));

      harness.advanceProcessingTime(PAST_PERIOD);
      assertThat(harness.getPendingTimers()).isEmpty();
      assertThat(harness.getKeysForState("sent")).isEmpty();
    }
  }

  @Test
  void agreesWithTheDirectRunner() {
    List<KV<String, String>> input =
        List.of(KV.of("a", "1"), KV.of("a", "2"), KV.of("a", "3"), KV.of("b", "1"));
    List<KV<String, String>> emitted;
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new RateLimit(1, PERIOD)).build()) {
      harness.processElements(input);
      for (int i = 0; i < 4; i++) {
        harness.advanceProcessingTime(PAST_PERIOD);
      }
      harness.advanceWatermarkToInfinity();
      emitted = harness.getOutputValues();
      assertThat(emitted).containsExactlyElementsIn(input);
    }

    TestStream.Builder<KV<String, String>> stream =
        TestStream.create(KvCoder.of(StringUtf8Coder.of(), StringUtf8Coder.of()))
            .addElements(input.get(0), input.get(1), input.get(2), input.get(3));
    for (int i = 0; i < 4; i++) {
      stream = stream.advanceProcessingTime(PAST_PERIOD);
    }
    DirectRunnerBaseline.assertRunnerEmits(
        stream.advanceWatermarkToInfinity(), null, new RateLimit(1, PERIOD), emitted);
  }
}
