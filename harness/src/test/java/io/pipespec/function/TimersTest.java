package io.pipespec.function;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.apache.beam.runners.core.StatefulDoFnRunner;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerMap;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

class TimersTest {

  private static final Instant T0 = Instant.ofEpochMilli(0);

  /**
   * Sets an event-time timer at element time + value seconds; when it fires it outputs and, while
   * the count is below three, sets itself again one second later.
   */
  static class Echo extends DoFn<KV<String, Integer>, String> {
    @TimerId("echo")
    private final TimerSpec echo = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @StateId("count")
    private final StateSpec<ValueState<Integer>> count = StateSpecs.value();

    @ProcessElement
    public void process(
        @Element KV<String, Integer> element,
        @Timestamp Instant timestamp,
        @TimerId("echo") Timer echo) {
      echo.set(timestamp.plus(Duration.standardSeconds(element.getValue())));
    }

    @OnTimer("echo")
    public void onEcho(
        @Key String key,
        @Timestamp Instant timestamp,
        @TimerId("echo") Timer echo,
        @StateId("count") ValueState<Integer> count,
        OutputReceiver<String> out) {
      int n = count.read() == null ? 1 : count.read() + 1;
      count.write(n);
      out.output(key + "#" + n + "@" + timestamp.getMillis());
      if (n < 3) {
        echo.set(timestamp.plus(Duration.standardSeconds(1)));
      }
    }
  }

  @Test
  void watermarkFiresDueEventTimersInTimestampOrderAcrossKeys() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new Echo()).build()) {
      harness.processElement("late", 5, T0);
      harness.processElement("early", 2, T0);

      assertThat(harness.getPendingTimers()).hasSize(2);
      HarnessTimer<String> first = harness.getPendingTimers().get(0);
      assertThat(first.key()).isEqualTo("early");
      assertThat(first.timerId()).isEqualTo("echo");
      assertThat(first.timerFamilyId()).isEmpty();
      assertThat(first.timestamp()).isEqualTo(Instant.ofEpochMilli(2000));
      assertThat(first.outputTimestamp()).isEqualTo(Instant.ofEpochMilli(2000));
      assertThat(first.window()).isEqualTo(GlobalWindow.INSTANCE);
      assertThat(first.domain()).isEqualTo(TimeDomain.EVENT_TIME);

      // A timer fires once the watermark has passed its timestamp, as in InMemoryTimerInternals.
      harness.setWatermark(Instant.ofEpochMilli(2000));
      assertThat(harness.getOutputValues()).isEmpty();

      harness.setWatermark(Instant.ofEpochMilli(6001));
      // early fires at 2s, sets 3s and 4s on the way (both due); late fires at 5s and 6s.
      assertThat(harness.getOutputValues())
          .containsExactly(
              "early#1@2000", "early#2@3000", "early#3@4000", "late#1@5000", "late#2@6000")
          .inOrder();
      assertThat(
              harness.getFiredTimers().stream().map(t -> t.key() + "@" + t.timestamp().getMillis()))
          .containsExactly("early@2000", "early@3000", "early@4000", "late@5000", "late@6000")
          .inOrder();
      assertThat(harness.getFiredTimersForKey("early")).hasSize(3);
      assertThat(harness.getFiredTimers("echo")).hasSize(5);
      assertThat(harness.getPendingTimersForKey("late")).hasSize(1);
      assertThat(harness.getPendingTimersForKey("early")).isEmpty();
      assertThat(harness.getPendingTimers("echo").get(0).timestamp())
          .isEqualTo(Instant.ofEpochMilli(7000));

      harness.clearFiredTimers();
      assertThat(harness.getFiredTimers()).isEmpty();
      assertThat(harness.getOutput().get(0).timestamp()).isEqualTo(Instant.ofEpochMilli(2000));
    }
  }

  /** Processing-time timers: a delay per key that can be reset (moved) or cancelled. */
  static class Delay extends DoFn<KV<String, String>, String> {
    @TimerId("delay")
    private final TimerSpec delay = TimerSpecs.timer(TimeDomain.PROCESSING_TIME);

    @ProcessElement
    public void process(@Element KV<String, String> element, @TimerId("delay") Timer delay) {
      switch (element.getValue()) {
        case "cancel" -> delay.clear();
        default -> delay.offset(Duration.standardSeconds(10)).setRelative();
      }
    }

    @OnTimer("delay")
    public void onDelay(@Key String key, OutputReceiver<String> out) {
      out.output(key + " after delay");
    }
  }

  @Test
  void processingTimeFiresProcessingTimeTimers() {
    try (var harness =
        StatefulFunctionHarness.forKeyedDoFn(new Delay())
            .withProcessingTime(Instant.ofEpochMilli(1_000_000))
            .build()) {
      harness.processElement("a", "go");
      harness.advanceProcessingTime(Duration.standardSeconds(5));
      harness.processElement("b", "go");
      harness.processElement("c", "go");
      harness.processElement("c", "cancel");

      List<HarnessTimer<String>> pending = harness.getPendingTimers();
      assertThat(pending.stream().map(HarnessTimer::key)).containsExactly("a", "b").inOrder();
      assertThat(pending.get(0).domain()).isEqualTo(TimeDomain.PROCESSING_TIME);
      assertThat(pending.get(0).timestamp()).isEqualTo(Instant.ofEpochMilli(1_010_000));

      // The watermark does not fire processing-time timers.
      harness.advanceWatermarkToInfinity();
      assertThat(harness.getOutputValues()).isEmpty();

      harness.setProcessingTime(Instant.ofEpochMilli(1_010_001));
      assertThat(harness.getOutputValues()).containsExactly("a after delay");
      harness.advanceProcessingTime(Duration.standardSeconds(5));
      assertThat(harness.getOutputValues()).containsExactly("a after delay", "b after delay");
      assertThat(harness.getPendingTimers()).isEmpty();
      assertThat(harness.getProcessingTime()).isEqualTo(Instant.ofEpochMilli(1_015_001));
    }
  }

  /** A timer family: one dynamic timer per element value. */
  static class Reminders extends DoFn<KV<String, Long>, String> {
    @SuppressWarnings("UnusedVariable") // Beam reads the timer family's spec by reflection.
    @TimerFamily("remind")
    private final TimerSpec remind = TimerSpecs.timerMap(TimeDomain.EVENT_TIME);

    @ProcessElement
    public void process(@Element KV<String, Long> element, @TimerFamily("remind") TimerMap remind) {
      remind.set("at-" + element.getValue(), new Instant(element.getValue()));
    }

    @OnTimerFamily("remind")
    public void onRemind(@TimerId String timerId, @Key String key, OutputReceiver<String> out) {
      out.output(key + ":" + timerId);
    }
  }

  @Test
  void timerFamiliesCarryTheirFamilyAndDynamicId() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new Reminders()).build()) {
      harness.processElement("k", 20L);
      harness.processElement("k", 10L);

      List<HarnessTimer<String>> pending = harness.getPendingTimers("remind");
      assertThat(pending.stream().map(HarnessTimer::timerId))
          .containsExactly("at-10", "at-20")
          .inOrder();
      assertThat(pending.get(0).timerFamilyId()).isEqualTo("remind");
      assertThat(pending.get(0).inFamily()).isTrue();

      harness.setWatermark(Instant.ofEpochMilli(15));
      assertThat(harness.getOutputValues()).containsExactly("k:at-10");
      assertThat(harness.getFiredTimers("remind").get(0).timerId()).isEqualTo("at-10");
    }
  }

  /** Counts per key and window; reports the count when the window expires. */
  static class CountUntilExpiry extends DoFn<KV<String, String>, String> {
    @StateId("count")
    private final StateSpec<ValueState<Long>> count = StateSpecs.value();

    @ProcessElement
    public void process(@StateId("count") ValueState<Long> count) {
      Long n = count.read();
      count.write(n == null ? 1L : n + 1);
    }

    @OnWindowExpiration
    public void onExpiration(
        @Key String key,
        BoundedWindow window,
        @StateId("count") ValueState<Long> count,
        OutputReceiver<String> out) {
      out.output(key + "=" + count.read() + " in " + window);
    }
  }

  @Test
  void windowExpiresAtEndPlusAllowedLatenessThenStateIsGoneAndLateDataDropped() {
    Duration minute = Duration.standardMinutes(1);
    IntervalWindow first = new IntervalWindow(T0, minute);
    try (var harness =
        StatefulFunctionHarness.forKeyedDoFn(new CountUntilExpiry())
            .withWindowFn(FixedWindows.of(minute))
            .withAllowedLateness(Duration.standardSeconds(30))
            .build()) {
      harness.processElement("k", "a", Instant.ofEpochMilli(1000));
      harness.processElement("k", "b", Instant.ofEpochMilli(2000));

      harness.setWatermark(first.end());
      harness.processElement("k", "late but allowed", Instant.ofEpochMilli(3000));
      assertThat(harness.getOutputValues()).isEmpty();
      // The garbage-collection timer is runner-core's, not the function's.
      assertThat(harness.getPendingTimers()).isEmpty();

      harness.setWatermark(first.end().plus(Duration.standardSeconds(31)));
      assertThat(harness.getOutputValues()).containsExactly("k=3 in " + first);
      assertThat(harness.getOutput().get(0).timestamp()).isEqualTo(first.maxTimestamp());
      assertThat(harness.<Long>getState("count", "k", first)).isNull();
      assertThat(harness.getKeysForState("count")).isEmpty();

      harness.processElement("k", "too late", Instant.ofEpochMilli(4000));
      assertThat(harness.getDroppedElements().get(0).getValue()).isEqualTo(KV.of("k", "too late"));
      assertThat(
              harness.getCounter(
                  StatefulDoFnRunner.class.getName(),
                  StatefulDoFnRunner.DROPPED_DUE_TO_LATENESS_COUNTER))
          .isEqualTo(1);
      assertThat(harness.<Long>getState("count", "k", first)).isNull();
    }
  }

  @Test
  void globalWindowExpiresOnlyAtTheEndOfTime() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new CountUntilExpiry()).build()) {
      harness.processElement("k", "a");
      harness.setWatermark(Instant.ofEpochMilli(Long.MAX_VALUE / 2000));
      assertThat(harness.getOutputValues()).isEmpty();
      harness.advanceWatermarkToInfinity();
      assertThat(harness.getOutputValues()).containsExactly("k=1 in " + GlobalWindow.INSTANCE);
    }
  }

  @Test
  void effectiveWatermarkIsTheMinimumOverInputs() {
    try (var harness =
        StatefulFunctionHarness.forKeyedDoFn(new Echo()).withInputs("clicks", "views").build()) {
      harness.processElement("k", 1, T0);
      harness.setInputWatermark("clicks", Instant.ofEpochMilli(5000));
      assertThat(harness.getWatermark()).isEqualTo(BoundedWindow.TIMESTAMP_MIN_VALUE);
      assertThat(harness.getOutputValues()).isEmpty();

      harness.setInputWatermark("views", Instant.ofEpochMilli(1500));
      assertThat(harness.getWatermark()).isEqualTo(Instant.ofEpochMilli(1500));
      assertThat(harness.getInputWatermark("clicks")).isEqualTo(Instant.ofEpochMilli(5000));
      assertThat(harness.getOutputValues()).containsExactly("k#1@1000");
    }
  }
}
