package io.pipespec.runtime.scope;

import static com.google.common.truth.Truth.assertThat;

import org.apache.beam.sdk.transforms.windowing.AfterPane;
import org.apache.beam.sdk.transforms.windowing.AfterProcessingTime;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.DefaultTrigger;
import org.apache.beam.sdk.transforms.windowing.Repeatedly;
import org.joda.time.Duration;
import org.junit.jupiter.api.Test;

/** Messages write every duration as the annotations do, triggers included. */
class TimesTest {

  @Test
  void triggerDelaysAreWrittenAsTheAnnotationsWriteDurations() {
    assertThat(
            Times.trigger(
                AfterWatermark.pastEndOfWindow()
                    .withEarlyFirings(
                        AfterProcessingTime.pastFirstElementInPane()
                            .plusDelayOf(Duration.standardMinutes(5)))
                    .withLateFirings(AfterPane.elementCountAtLeast(1))))
        .isEqualTo(
            "AfterWatermark.pastEndOfWindow()"
                + ".withEarlyFirings(AfterProcessingTime.pastFirstElementInPane().plusDelayOf(5m))"
                + ".withLateFirings(AfterPane.elementCountAtLeast(1))");
    assertThat(
            Times.trigger(
                Repeatedly.forever(
                    AfterProcessingTime.pastFirstElementInPane()
                        .plusDelayOf(Duration.millis(90_250))
                        .plusDelayOf(Duration.standardHours(25)))))
        .isEqualTo(
            "Repeatedly.forever(AfterProcessingTime.pastFirstElementInPane()"
                + ".plusDelayOf(1m30s250ms).plusDelayOf(1d1h))");
    assertThat(Times.trigger(DefaultTrigger.of())).isEqualTo("DefaultTrigger");
  }
}
