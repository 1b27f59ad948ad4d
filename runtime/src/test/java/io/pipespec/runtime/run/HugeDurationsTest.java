package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.function.FunctionHarness;
import io.pipespec.runtime.usercode.Timeouts;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;
import org.junit.jupiter.api.Test;

/** Durations too large for nanoseconds or milliseconds are limits, never overflows. */
class HugeDurationsTest {

  @Test
  void aTimeoutBeyondMillisecondsIsWrittenAsItsLimitNotAnOverflow() {
    RunSettings forever =
        new RunSettings("DirectRunner", List.of(), Duration.ofSeconds(Long.MAX_VALUE));

    assertThat(forever.toString()).contains("timeout more than 106751991167d7h12m55s807ms");
    assertThat(Timeouts.deadlineAfter(forever.timeout())).isEqualTo(Long.MAX_VALUE);
  }

  @Test
  void aHugeNegativeTimeoutIsRejectedWithItsValueNotAnOverflow() {
    IllegalArgumentException negative =
        assertThrows(
            IllegalArgumentException.class,
            () -> new RunSettings("DirectRunner", List.of(), Duration.ofSeconds(Long.MIN_VALUE)));

    assertThat(negative)
        .hasMessageThat()
        .isEqualTo("The timeout must be positive, was less than -106751991167d7h12m55s807ms");
  }

  static final class Echo extends DoFn<String, String> {
    @ProcessElement
    public void process(@Element String element, OutputReceiver<String> out) {
      out.output(element);
    }
  }

  @Test
  void processingTimeAdvancedPastTheEndOfTimeIsAnErrorThatSaysSo() {
    try (FunctionHarness<String, String> harness = FunctionHarness.forDoFn(new Echo()).build()) {
      IllegalArgumentException past =
          assertThrows(
              IllegalArgumentException.class,
              () -> harness.advanceProcessingTime(org.joda.time.Duration.millis(Long.MAX_VALUE)));

      assertThat(past)
          .hasMessageThat()
          .startsWith(
              "advanceProcessingTime(106751991167d7h12m55s807ms) would pass the end of time");
    }
  }
}
