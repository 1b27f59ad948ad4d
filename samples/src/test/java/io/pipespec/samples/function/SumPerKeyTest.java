package io.pipespec.samples.function;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.function.StatefulFunctionHarness;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

class SumPerKeyTest {

  private static final Duration WINDOW = Duration.standardMinutes(10);
  private static final Duration FLUSH_AFTER = Duration.standardMinutes(2);

  private static Instant at(int minutes, int seconds) {
    return Instant.ofEpochMilli(minutes * 60_000L + seconds * 1000L);
  }

  @Test
  void flushesOnTheTimerAndWhatIsLeftWhenTheWindowExpires() {
    IntervalWindow first = new IntervalWindow(at(0, 0), WINDOW);
    try (var harness =
        StatefulFunctionHarness.forKeyedDoFn(new SumPerKey(FLUSH_AFTER))
            .withWindowFn(FixedWindows.of(WINDOW))
            .build()) {
      harness.processElement("red", 3L, at(1, 0));
      harness.processElement("red", 4L, at(1, 30));
      harness.processElement("blue", 1L, at(2, 0));
      assertThat(harness.<Long>getState("sum", "red", first)).isEqualTo(7L);
      assertThat(harness.getPendingTimers("flush")).hasSize(2);

      harness.setWatermark(at(3, 1)); // red's flush (at 3:00) fires, blue's (4:00) not yet
      assertThat(harness.getOutputValues()).containsExactly(KV.of("red", 7L));

      harness.processElement("red", 5L, at(8, 30)); // flush capped at the window's end
      assertThat(harness.getPendingTimersForKey("red").get(0).timestamp())
          .isEqualTo(first.maxTimestamp());
      harness.processElement("green", 2L, at(12, 0)); // next window

      harness.setWatermark(first.end());
      assertThat(harness.getOutputValues())
          .containsExactly(KV.of("red", 7L), KV.of("blue", 1L), KV.of("red", 5L))
          .inOrder();

      harness.advanceWatermarkToInfinity(); // green's window expires with its sum unflushed
      assertThat(harness.getOutputValues()).contains(KV.of("green", 2L));
      assertThat(harness.getKeysForState("sum")).isEmpty();

      DirectRunnerBaseline.assertRunnerEmits(
          TestStream.create(KvCoder.of(StringUtf8Coder.of(), VarLongCoder.of()))
              .addElements(
                  TimestampedValue.of(KV.of("red", 3L), at(1, 0)),
                  TimestampedValue.of(KV.of("red", 4L), at(1, 30)),
                  TimestampedValue.of(KV.of("blue", 1L), at(2, 0)))
              .advanceWatermarkTo(at(3, 1))
              .addElements(
                  TimestampedValue.of(KV.of("red", 5L), at(8, 30)),
                  TimestampedValue.of(KV.of("green", 2L), at(12, 0)))
              .advanceWatermarkTo(first.end())
              .advanceWatermarkToInfinity(),
          FixedWindows.of(WINDOW),
          new SumPerKey(FLUSH_AFTER),
          harness.getOutputValues());
    }
  }

  @Test
  void onlyTheExpirationFlushesWhenTheTimerCannotFireFirst() {
    IntervalWindow first = new IntervalWindow(at(0, 0), WINDOW);
    try (var harness =
        StatefulFunctionHarness.forKeyedDoFn(new SumPerKey(Duration.standardHours(1)))
            .withWindowFn(FixedWindows.of(WINDOW))
            .build()) {
      harness.setState("sum", "red", first, new long[] {40L});
      harness.processElement("red", 2L, at(9, 0));
      harness.advanceWatermarkToInfinity();
      // The flush timer, capped at the window's last instant, fires before the expiration.
      assertThat(harness.getOutputValues()).containsExactly(KV.of("red", 42L));
      assertThat(harness.getFiredTimers("flush")).hasSize(1);
    }
  }

  /** The example of harness/FUNCTION-HARNESS.md, kept here so the documentation stays true. */
  @Test
  void documentedExample() {
    IntervalWindow window =
        new IntervalWindow(Instant.ofEpochMilli(0), Duration.standardMinutes(10));
    try (StatefulFunctionHarness<String, Long, KV<String, Long>> harness =
        StatefulFunctionHarness.forKeyedDoFn(new SumPerKey(Duration.standardMinutes(2)))
            .withWindowFn(FixedWindows.of(Duration.standardMinutes(10)))
            .build()) {
      harness.processElement("red", 3L, Instant.ofEpochMilli(60_000));
      harness.processElement("red", 4L, Instant.ofEpochMilli(90_000));
      assertThat(harness.<Long>getState("sum", "red", window)).isEqualTo(7L);
      assertThat(harness.getPendingTimers("flush")).hasSize(1);

      harness.setWatermark(Instant.ofEpochMilli(180_001));
      assertThat(harness.getOutputValues()).containsExactly(KV.of("red", 7L));

      harness.setState("sum", "red", window, new long[] {40L});
      harness.advanceWatermarkToInfinity();
      assertThat(harness.getOutputValues())
          .containsExactly(KV.of("red", 7L), KV.of("red", 40L))
          .inOrder();
      assertThat(harness.getKeysForState("sum")).isEmpty();
    }
  }
}
