package io.pipespec.runtime.verdict.scope;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.beam.Times;
import io.pipespec.grammar.TimeGrammar;
import java.util.List;
import org.apache.beam.sdk.transforms.windowing.AfterPane;
import org.apache.beam.sdk.transforms.windowing.AfterProcessingTime;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.DefaultTrigger;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.Repeatedly;
import org.joda.time.Duration;
import org.junit.jupiter.api.Test;

/**
 * Messages write every duration as the annotations do, triggers included, and a step every instant
 * as the time grammar reads it.
 */
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

  @Test
  void aStepWritesEveryInstantSoThatTheTimeGrammarReadsItBack() {
    long endOfGlobalWindow = GlobalWindow.INSTANCE.maxTimestamp().getMillis();
    List<Long> instants =
        List.of(
            endOfGlobalWindow,
            BoundedWindow.TIMESTAMP_MAX_VALUE.getMillis(),
            BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis() + 1,
            java.time.Instant.parse("-0001-06-01T12:34:56.789Z").toEpochMilli(),
            java.time.Instant.parse("0000-12-31T23:59:59.999Z").toEpochMilli(),
            java.time.Instant.parse("0001-01-01T00:00:00Z").toEpochMilli(),
            java.time.Instant.parse("9999-12-31T23:59:59.999Z").toEpochMilli(),
            java.time.Instant.parse("+10000-01-01T00:00:00Z").toEpochMilli(),
            0L,
            1_500L);
    for (long millis : instants) {
      assertThat(TimeGrammar.instant(Times.step(millis), 0).millis()).hasValue(millis);
    }
    assertThat(Times.step(endOfGlobalWindow)).isEqualTo("+294247-01-09T04:00:54.775Z");
    assertThat(Times.step(60_000)).isEqualTo("1970-01-01T00:01Z");
  }

  @Test
  void aMessageWritesAnInstantBeforeYearOneWithItsSignedYear() {
    long yearMinusOne = java.time.Instant.parse("-0001-06-01T12:34:56.789Z").toEpochMilli();
    long yearZero = java.time.Instant.parse("0000-12-31T23:59:00Z").toEpochMilli();
    long nearMin = BoundedWindow.TIMESTAMP_MIN_VALUE.getMillis() + 1;

    assertThat(Times.instant(yearMinusOne)).isEqualTo("-0001-06-01T12:34:56.789Z");
    assertThat(Times.instant(yearZero)).isEqualTo("0000-12-31T23:59:00Z");
    assertThat(Times.instant(nearMin)).startsWith("-290308-");
    assertThat(Times.instant(java.time.Instant.parse("+10000-01-01T00:00:00Z").toEpochMilli()))
        .isEqualTo("+10000-01-01T00:00:00Z");
  }
}
