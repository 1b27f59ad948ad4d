package io.pipespec.function;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

/** A bundle attempt that fails and its retry: what Beam discards and what stays. */
class RetriesTest {

  /**
   * Sums per key in state, remembers the elements in a bag, sets a flush timer on "set" and clears
   * it on "clear"; counts every element in a static (outside Beam) and its lifecycle in another.
   */
  static class Summing extends DoFn<KV<String, Integer>, String> {
    static final AtomicInteger SEEN = new AtomicInteger();
    static final List<String> CALLS = new ArrayList<>();

    @StateId("sum")
    private final StateSpec<ValueState<Integer>> sum = StateSpecs.value();

    @StateId("seen")
    private final StateSpec<BagState<Integer>> seen = StateSpecs.bag();

    @TimerId("flush")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    private int instanceCount;

    @Setup
    public void setup() {
      CALLS.add("setup " + instanceCount);
    }

    @ProcessElement
    public void process(
        @Element KV<String, Integer> element,
        @StateId("sum") ValueState<Integer> sum,
        @StateId("seen") BagState<Integer> seen,
        @TimerId("flush") Timer flush,
        OutputReceiver<String> out) {
      SEEN.incrementAndGet();
      instanceCount++;
      int total = (sum.read() == null ? 0 : sum.read()) + element.getValue();
      sum.write(total);
      seen.add(element.getValue());
      if (element.getValue() == 100) {
        flush.set(Instant.ofEpochMilli(1000));
      } else if (element.getValue() == -100) {
        flush.clear();
      }
      out.output(element.getKey() + "=" + total + " #" + instanceCount);
    }

    @FinishBundle
    public void finishBundle(FinishBundleContext context) {
      CALLS.add("finishBundle");
      context.output("flushed", Instant.ofEpochMilli(0), GlobalWindow.INSTANCE);
    }

    @OnTimer("flush")
    public void onFlush() {}

    @Teardown
    public void teardown() {
      CALLS.add("teardown");
    }
  }

  @BeforeEach
  void reset() {
    Summing.SEEN.set(0);
    Summing.CALLS.clear();
  }

  private static StatefulFunctionHarness<String, Integer, String> harness() {
    return StatefulFunctionHarness.forKeyedDoFn(new Summing()).build();
  }

  @Test
  void theFailedAttemptsOutputsAreDiscarded() {
    try (StatefulFunctionHarness<String, Integer, String> harness = harness()) {
      harness.processElement("a", 1);
      BundleAttempt attempt = harness.startAttempt();
      harness.processElement("a", 2);
      assertThat(harness.getOutputValues()).hasSize(3);
      attempt.fail();
      assertThat(harness.getOutputValues()).containsExactly("a=1 #1", "flushed").inOrder();
    }
  }

  @Test
  void stateAndTimersAreAsTheyWereWhenTheAttemptStarted() {
    try (StatefulFunctionHarness<String, Integer, String> harness = harness()) {
      harness.processElement("a", 100); // sets the timer
      BundleAttempt attempt = harness.startAttempt();
      harness.processElement("a", 5);
      harness.processElement("a", -100); // clears it
      harness.processElement("b", 100); // a key first seen in the attempt, with a timer
      assertThat(harness.<Integer>getState("sum", "a")).isEqualTo(5);
      assertThat(harness.getPendingTimersForKey("a")).isEmpty();
      attempt.fail();

      assertThat(harness.<Integer>getState("sum", "a")).isEqualTo(100);
      assertThat(harness.<List<Integer>>getState("seen", "a")).containsExactly(100);
      assertThat(harness.getPendingTimers()).hasSize(1);
      assertThat(harness.getPendingTimers().get(0).key()).isEqualTo("a");
      assertThat(harness.getKeysForState("sum")).containsExactly("a");

      // The retry runs on what was restored, and commits.
      harness.startBundle();
      harness.processElement("a", 5);
      harness.finishBundle();
      assertThat(harness.<Integer>getState("sum", "a")).isEqualTo(105);
      harness.advanceWatermarkToInfinity();
      assertThat(harness.getFiredTimers()).hasSize(1);
    }
  }

  @Test
  void whatTheFunctionDidOutsideBeamStays() {
    try (StatefulFunctionHarness<String, Integer, String> harness = harness()) {
      BundleAttempt attempt = harness.startAttempt();
      harness.processElement("a", 1);
      harness.processElement("a", 2);
      attempt.fail();
      harness.startBundle();
      harness.processElement("a", 1);
      harness.processElement("a", 2);
      harness.finishBundle();
      assertThat(Summing.SEEN.get()).isEqualTo(4);
      assertThat(harness.getOutputValues()).containsExactly("a=1 #1", "a=3 #2", "flushed");
    }
  }

  @Test
  void theRetryRunsOnAFreshInstanceSetUpAgain() {
    try (StatefulFunctionHarness<String, Integer, String> harness = harness()) {
      harness.processElement("a", 1); // the instance counts 1
      BundleAttempt attempt = harness.startAttempt();
      harness.processElement("a", 2);
      attempt.fail();
      harness.processElement("a", 3);
      // The fresh copy is made from the function as given: its field starts at 0 again.
      assertThat(harness.getOutputValues())
          .containsExactly("a=1 #1", "flushed", "a=4 #1", "flushed");
    }
    assertThat(Summing.CALLS)
        .containsExactly(
            "setup 0", "finishBundle", "teardown", "setup 0", "finishBundle", "teardown")
        .inOrder();
  }

  @Test
  void aFailureInFinishBundleRunsItAndDiscardsItsOutput() {
    try (StatefulFunctionHarness<String, Integer, String> harness = harness()) {
      BundleAttempt attempt = harness.startAttempt();
      harness.processElement("a", 1);
      attempt.failInFinishBundle();
      assertThat(harness.getOutputValues()).isEmpty();
      assertThat(Summing.CALLS).containsExactly("setup 0", "finishBundle", "teardown", "setup 0");
    }
  }

  @Test
  void aFreshInstancePerBundleHarnessRetriesToo() {
    try (StatefulFunctionHarness<String, Integer, String> harness =
        StatefulFunctionHarness.forKeyedDoFn(new Summing()).withFreshInstancePerBundle().build()) {
      BundleAttempt attempt = harness.startAttempt();
      harness.processElement("a", 1);
      attempt.fail();
      harness.processElement("a", 1);
      assertThat(harness.getOutputValues()).containsExactly("a=1 #1", "flushed");
      assertThat(Summing.CALLS)
          .containsExactly("setup 0", "teardown", "setup 0", "finishBundle", "teardown")
          .inOrder();
    }
  }

  @Test
  void anAttemptFailsOnceAndOnlyWhileItsBundleIsOpen() {
    try (StatefulFunctionHarness<String, Integer, String> harness = harness()) {
      BundleAttempt attempt = harness.startAttempt();
      harness.processElement("a", 1);
      harness.finishBundle();
      IllegalStateException late = assertThrows(IllegalStateException.class, attempt::fail);
      assertThat(late).hasMessageThat().contains("no longer open");
      assertThat(harness.<Integer>getState("sum", "a")).isEqualTo(1);
    }
  }

  @Test
  void aHarnessThatRunsTheGivenInstanceCannotRetry() {
    try (StatefulFunctionHarness<String, Integer, String> harness =
        StatefulFunctionHarness.forKeyedDoFn(new Summing()).withoutCopyingFn().build()) {
      IllegalStateException refused =
          assertThrows(IllegalStateException.class, harness::startAttempt);
      assertThat(refused).hasMessageThat().contains("Remove withoutCopyingFn()");
    }
  }
}
