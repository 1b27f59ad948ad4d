package io.pipespec.runtime.suite;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/** The copies of a timeline that relational expectations run: its elements, and it moved. */
class TimelineCopiesTest {

  private static TimelineSteps<String> written() {
    return TimelineSteps.<String>create()
        .element("a", 1_000)
        .bundle()
        .element("b", 2_000)
        .watermark(5_000)
        .processing(60_000)
        .element("c", 3_000);
  }

  @Test
  void elementsAreEveryElementWithItsEventTimeInTimelineOrder() {
    assertThat(written().elements())
        .containsExactly(
            TimestampedValue.of("a", Instant.ofEpochMilli(1_000)),
            TimestampedValue.of("b", Instant.ofEpochMilli(2_000)),
            TimestampedValue.of("c", Instant.ofEpochMilli(3_000)))
        .inOrder();
  }

  @Test
  void shiftedMovesEveryEventTimeAndWatermarkAndKeepsBundlesAndProcessingTime() {
    TimelineSteps<String> moved = written().shifted(600_000);

    assertThat(moved.steps())
        .containsExactly(
            new TimelineSteps.Elements<>(
                List.of(TimestampedValue.of("a", Instant.ofEpochMilli(601_000)))),
            new TimelineSteps.Elements<>(
                List.of(TimestampedValue.of("b", Instant.ofEpochMilli(602_000)))),
            new TimelineSteps.Watermark<String>(605_000),
            new TimelineSteps.Processing<String>(60_000),
            new TimelineSteps.Elements<>(
                List.of(TimestampedValue.of("c", Instant.ofEpochMilli(603_000)))))
        .inOrder();
  }

  @Test
  void aTimelineThatRetriesABundleIsNotMoved() {
    TimelineSteps<String> retrying = written().failAndRetry(false, "c @ 3s");

    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> retrying.shifted(1_000));
    assertThat(refused).hasMessageThat().contains("cannot be moved in time");
  }
}
