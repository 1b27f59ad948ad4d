package io.pipespec.function;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A question about something the harness does not have (a timer id, a window of another kind, a key
 * it never saw) is a mistake in the test: it is answered with an exception that lists what exists,
 * never with an empty answer that would let the assertion pass.
 */
class UnknownNamesTest {

  private static final Instant T0 = Instant.ofEpochMilli(0);
  private static final IntervalWindow FIRST_TEN_MINUTES =
      new IntervalWindow(T0, Duration.standardMinutes(10));

  @Test
  void pendingTimersOfAnUnknownTimerIdListTheDeclaredOnes() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new TimersTest.Echo()).build()) {
      harness.processElement("red", 5, T0);

      IllegalArgumentException pending =
          assertThrows(IllegalArgumentException.class, () -> harness.getPendingTimers("nope"));
      assertThat(pending)
          .hasMessageThat()
          .isEqualTo(
              "io.pipespec.function.TimersTest$Echo declares no timer or timer family 'nope';"
                  + " its timers are [echo] and it declares no timer family.");
      IllegalArgumentException fired =
          assertThrows(IllegalArgumentException.class, () -> harness.getFiredTimers("nope"));
      assertThat(fired).hasMessageThat().isEqualTo(pending.getMessage());
      assertThat(harness.getPendingTimers("echo")).hasSize(1);
      assertThat(harness.getFiredTimers("echo")).isEmpty();
    }
  }

  @Test
  void stateInAWindowOfTheWrongKindListsTheWindowsTheKeyHasStateIn() {
    try (var harness =
        StatefulFunctionHarness.forKeyedDoFn(new TimersTest.Echo())
            .withWindowFn(FixedWindows.of(Duration.standardMinutes(10)))
            .build()) {
      harness.processElement("red", 1, T0);
      harness.setWatermark(Instant.ofEpochMilli(2_000));

      assertThat(harness.<Integer>getState("count", "red", FIRST_TEN_MINUTES)).isEqualTo(1);
      IllegalArgumentException global =
          assertThrows(
              IllegalArgumentException.class,
              () -> harness.getState("count", "red", GlobalWindow.INSTANCE));
      assertThat(global)
          .hasMessageThat()
          .isEqualTo(
              "getState(\"count\", red, window): the global window is not a window of the"
                  + " harness: it is windowed by FixedWindows of 10m. Name one of its windows;"
                  + " key red has state in [1970-01-01T00:00Z, 1970-01-01T00:10Z).");
      IllegalArgumentException misaligned =
          assertThrows(
              IllegalArgumentException.class,
              () ->
                  harness.getState(
                      "count",
                      "red",
                      new IntervalWindow(Instant.ofEpochMilli(1), Instant.ofEpochMilli(600_001))));
      assertThat(misaligned).hasMessageThat().contains("can never be assigned by FixedWindows");
      assertThrows(
          IllegalArgumentException.class,
          () -> harness.getStateForAllKeys("count", GlobalWindow.INSTANCE));
    }
  }

  @Test
  void aKeyTheHarnessNeverSawListsTheKeysItSaw() {
    try (var harness = StatefulFunctionHarness.forKeyedDoFn(new TimersTest.Echo()).build()) {
      harness.processElement("red", 5, T0);
      harness.processElement("blue", 5, T0);

      IllegalArgumentException state =
          assertThrows(IllegalArgumentException.class, () -> harness.getState("count", "rde"));
      assertThat(state)
          .hasMessageThat()
          .isEqualTo(
              "The harness never saw the key rde: no element of it was processed and no state"
                  + " of it was set. Its keys are [red, blue].");
      assertThrows(IllegalArgumentException.class, () -> harness.getPendingTimersForKey("rde"));
      assertThrows(IllegalArgumentException.class, () -> harness.getFiredTimersForKey("rde"));
      assertThrows(IllegalArgumentException.class, () -> harness.getWindowsWithState("rde"));
      // A key it saw that holds nothing reads as the empty value of the state's kind.
      assertThat(harness.<Integer>getState("count", "red")).isNull();
      assertThat(harness.getFiredTimersForKey("red")).isEmpty();
    }
  }
}
