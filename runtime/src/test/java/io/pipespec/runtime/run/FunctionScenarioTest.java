package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import io.pipespec.RefusedExpectationError;
import io.pipespec.Timing;
import io.pipespec.function.OutputElement;
import io.pipespec.function.StatefulFunctionHarness;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.FunctionExpectations;
import io.pipespec.runtime.suite.FunctionScenarioSpec;
import io.pipespec.runtime.suite.FunctionTimeline;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.usercode.ScenarioTimeoutException;
import io.pipespec.runtime.verdict.expect.Expectation;
import io.pipespec.runtime.verdict.expect.ExpectedTimer;
import io.pipespec.runtime.verdict.expect.HarnessExpectation;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.UnaryOperator;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.TimeDomain;
import org.apache.beam.sdk.state.Timer;
import org.apache.beam.sdk.state.TimerSpec;
import org.apache.beam.sdk.state.TimerSpecs;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * Function scenarios built the way a generated suite builds them, judged through the one verify
 * path: scopes, refusals, window history, timeouts and the hints a function timeline needs.
 */
class FunctionScenarioTest {

  private static final long MINUTE = 60_000;
  private static final IntervalWindow FIRST_TEN_MINUTES = window(0, 10 * MINUTE);

  /**
   * Buffers the values of each key and window and flushes them as one batch when the watermark
   * passes the end of the window; a processing-time timer marks a batch stale five minutes after
   * its last element.
   */
  static final class Batching extends DoFn<KV<String, Integer>, KV<String, List<Integer>>> {
    @StateId("buffer")
    private final StateSpec<BagState<Integer>> buffer = StateSpecs.bag();

    @TimerId("flush")
    private final TimerSpec flush = TimerSpecs.timer(TimeDomain.EVENT_TIME);

    @TimerId("stale")
    private final TimerSpec stale = TimerSpecs.timer(TimeDomain.PROCESSING_TIME);

    @ProcessElement
    public void process(
        @Element KV<String, Integer> element,
        BoundedWindow window,
        @StateId("buffer") BagState<Integer> buffer,
        @TimerId("flush") Timer flush,
        @TimerId("stale") Timer stale) {
      if (element.getKey().equals("hang")) {
        hang();
      }
      buffer.add(element.getValue());
      flush.set(window.maxTimestamp());
      stale.offset(org.joda.time.Duration.standardMinutes(5)).setRelative();
    }

    @OnTimer("flush")
    public void onFlush(
        @Key String key,
        @StateId("buffer") BagState<Integer> buffer,
        OutputReceiver<KV<String, List<Integer>>> out) {
      List<Integer> batch = new ArrayList<>();
      buffer.read().forEach(batch::add);
      buffer.clear();
      out.output(KV.of(key, batch));
    }

    @OnTimer("stale")
    public void onStale() {}

    private static void hang() {
      try {
        Thread.sleep(Duration.ofMinutes(10).toMillis());
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
        throw new IllegalStateException("interrupted while hanging", e);
      }
    }
  }

  private static IntervalWindow window(long startMillis, long endMillis) {
    return new IntervalWindow(Instant.ofEpochMilli(startMillis), Instant.ofEpochMilli(endMillis));
  }

  private static StatefulFunctionHarness.Builder<String, Integer, KV<String, List<Integer>>>
      newHarness() {
    return StatefulFunctionHarness.forKeyedDoFn(new Batching())
        .withWindowFn(FixedWindows.of(org.joda.time.Duration.standardMinutes(10)));
  }

  /** A scenario of {@link Batching} whose timeline {@code steps} writes, with its expectations. */
  private static ScenarioSpec scenario(
      UnaryOperator<FunctionTimeline.Builder<String, Integer, KV<String, List<Integer>>>> steps,
      ExpectationSpec... expectations) {
    FunctionScenarioSpec.Builder scenario =
        ScenarioSpec.builder("Batches", FunctionScenarioTest.class)
            .function(
                steps
                    .apply(
                        FunctionTimeline.builder(
                            "batches",
                            "FunctionScenarioTest.batching()",
                            FunctionScenarioTest::newHarness))
                    .build());
    for (ExpectationSpec expectation : expectations) {
      scenario.expectation(expectation);
    }
    return scenario.build();
  }

  /** a=1, 2 and 3 in the first ten minutes, then the end of event time: one batch, flushed. */
  private static FunctionTimeline.Builder<String, Integer, KV<String, List<Integer>>> oneBatch(
      FunctionTimeline.Builder<String, Integer, KV<String, List<Integer>>> timeline) {
    return timeline
        .element("a=1 @ 1m", KV.of("a", 1), MINUTE)
        .element("a=2 @ 2m", KV.of("a", 2), 2 * MINUTE)
        .element("a=3 @ 3m", KV.of("a", 3), 3 * MINUTE)
        .watermarkToEnd("watermark end");
  }

  /** The same elements without {@code watermark end}: the flush timer is still pending. */
  private static FunctionTimeline.Builder<String, Integer, KV<String, List<Integer>>> unflushed(
      FunctionTimeline.Builder<String, Integer, KV<String, List<Integer>>> timeline) {
    return timeline
        .element("a=1 @ 1m", KV.of("a", 1), MINUTE)
        .element("a=2 @ 2m", KV.of("a", 2), 2 * MINUTE)
        .watermark("watermark 5m", 5 * MINUTE);
  }

  private static ExpectationSpec output(String method, Scope scope, Expectation expectation) {
    return ExpectationSpec.of(
        FunctionScenarioTest.class, method, Target.output("batches", scope, expectation));
  }

  private static ExpectationSpec harness(String method, HarnessExpectation expectation) {
    return ExpectationSpec.of(FunctionScenarioTest.class, method, Target.harness(expectation));
  }

  private static AssertionFailedError failure(ScenarioSpec scenario) {
    ScenarioResult result = ScenarioRunner.run(scenario, Fixtures.settings());
    return assertThrows(
        AssertionFailedError.class, () -> result.verify(scenario.expectations().get(0)));
  }

  @Test
  void aWindowScopeOnFunctionOutputSelectsThatWindow() {
    ScenarioSpec scenario =
        scenario(
            FunctionScenarioTest::oneBatch,
            output(
                "inTheFirstWindow",
                Scopes.of(WindowRef.interval(0, 10 * MINUTE, "[0, 10m)")),
                Expectations.containsInAnyOrder(List.of(KV.of("a", List.of(1, 2, 3))))));

    ScenarioRunner.run(scenario, Fixtures.settings()).verify(scenario.expectations().get(0));
  }

  @Test
  void aWindowScopeOnFunctionOutputFailsWithTheWindowHistory() {
    AssertionFailedError failure =
        failure(
            scenario(
                FunctionScenarioTest::oneBatch,
                output(
                    "inTheSecondWindow",
                    Scopes.of(WindowRef.interval(10 * MINUTE, 20 * MINUTE, "[10m, 20m)")),
                    Expectations.includes(List.of(KV.of("a", List.of(1, 2, 3)))))));

    assertThat(failure)
        .hasMessageThat()
        .contains(
            "missing          : a=[1, 2, 3] (x1): arrived out of scope in window"
                + " [1970-01-01T00:00Z, 1970-01-01T00:10Z), pane NO_FIRING, timestamp"
                + " 1970-01-01T00:09:59.999Z");
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "history of output 'batches' (windowing: FixedWindows, trigger DefaultTrigger,"
                + " allowed lateness 0s, discarding fired panes):\n"
                + "  nothing fired in the windows in scope; the windows that fired:\n"
                + "    window [1970-01-01T00:00Z, 1970-01-01T00:10Z): 1 element");
  }

  @Test
  void aWindowTheHarnessNeverAssignsIsRefusedForOutputAsForAPipeline() {
    AssertionFailedError failure =
        failure(
            scenario(
                FunctionScenarioTest::oneBatch,
                output(
                    "nothingInAnOffsetWindow",
                    Scopes.of(WindowRef.interval(5 * MINUTE, 15 * MINUTE, "[5m, 15m)")),
                    Expectations.empty())));

    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "Output 'batches' (all panes of window [1970-01-01T00:05Z, 1970-01-01T00:15Z)) cannot"
                + " be judged honestly: window [1970-01-01T00:05Z, 1970-01-01T00:15Z) can never be"
                + " assigned by FixedWindows of 10m");
  }

  @Test
  void aPaneTimingOnFunctionOutputThatNeverFiredIsRefused() {
    AssertionFailedError failure =
        failure(
            scenario(
                FunctionScenarioTest::oneBatch,
                output(
                    "nothingOnTime",
                    Scopes.of(WindowRef.interval(0, 10 * MINUTE, "[0, 10m)"), Timing.ON_TIME, -1),
                    Expectations.empty())));

    assertThat(failure).isInstanceOf(RefusedExpectationError.class);
    assertThat(failure).hasMessageThat().contains("cannot be judged honestly: no pane of window");
    assertThat(failure).hasMessageThat().contains("PaneInfo.NO_FIRING");
  }

  @Test
  void noStateInAWindowTheWindowFunctionNeverAssignsIsRefusedWithTheWindowsItAssigns() {
    AssertionFailedError failure =
        failure(
            scenario(
                FunctionScenarioTest::unflushed,
                harness(
                    "typoInTheWindow",
                    FunctionExpectations.noState("buffer", "a", window(0, 10_000)))));

    assertThat(failure).isInstanceOf(RefusedExpectationError.class);
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "The expectation typoInTheWindow (state 'buffer' of key a is empty) cannot be judged"
                + " honestly: window [1970-01-01T00:00Z, 1970-01-01T00:00:10Z) can never be"
                + " assigned by FixedWindows of 10m; at 1970-01-01T00:00Z and"
                + " 1970-01-01T00:00:09.999Z it assigns [1970-01-01T00:00Z, 1970-01-01T00:10Z)."
                + " Name one of those in the expectation.\n"
                + "scenario 'Batches', expectation typoInTheWindow");
  }

  @Test
  void noStateOfAKeyTheHarnessNeverSawIsRefusedNotPassedOnNothing() {
    AssertionFailedError failure =
        failure(
            scenario(
                FunctionScenarioTest::unflushed,
                harness(
                    "mistypedKey",
                    FunctionExpectations.noState("buffer", "aa", window(0, 10 * MINUTE)))));

    assertThat(failure).isInstanceOf(RefusedExpectationError.class);
    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "The expectation mistypedKey (state 'buffer' of key aa is empty) cannot be judged"
                + " honestly: The harness never saw the key aa: no element of it was processed and"
                + " no state of it was set. Its keys are [a].\n"
                + "scenario 'Batches', expectation mistypedKey");
  }

  @Test
  void stateOfTheGlobalWindowOnAWindowedHarnessIsRefusedNamingItsWindowFunction() {
    AssertionFailedError failure =
        failure(
            scenario(
                FunctionScenarioTest::unflushed,
                harness(
                    "noWindowGiven",
                    FunctionExpectations.state("buffer", "a", null, List.of(1, 2)))));

    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "The expectation noWindowGiven (state 'buffer' of key a is [1, 2]) cannot be judged"
                + " honestly: the global window is not a window of the harness: it is windowed by"
                + " FixedWindows of 10m. Name one of its windows in the expectation, as in window ="
                + " \"[0, 10m)\".\n"
                + "scenario 'Batches', expectation noWindowGiven");
  }

  @Test
  void anEmptyListExpectedOfAnEmptiedBagPointsToExpectNoState() {
    AssertionFailedError failure =
        failure(
            scenario(
                FunctionScenarioTest::oneBatch,
                harness(
                    "bufferIsEmpty",
                    FunctionExpectations.state("buffer", "a", FIRST_TEN_MINUTES, List.of()))));

    assertThat(failure)
        .hasMessageThat()
        .contains(
            "expected       : []\n"
                + "but was        : empty\n"
                + "keys holding it: none\n"
                + "hint           : a state that holds nothing is empty, not []: Beam keeps no empty"
                + " bag, set or map. Expect that with @ExpectNoState(id = \"buffer\", key = \"a\")"
                + " in the same window.");
  }

  @Test
  void outputThatWaitsForAPendingTimerHintsAtWatermarkEnd() {
    AssertionFailedError failure =
        failure(
            scenario(
                FunctionScenarioTest::unflushed,
                output(
                    "batchIsFlushed",
                    Scope.everything(),
                    Expectations.containsInAnyOrder(List.of(KV.of("a", List.of(1, 2)))))));

    assertThat(failure)
        .hasMessageThat()
        .endsWith(
            "timers still pending when the timeline ended:\n"
                + "  stale a @ 1970-01-01T00:05Z in window [1970-01-01T00:00Z,"
                + " 1970-01-01T00:10Z) (PROCESSING_TIME)\n"
                + "  flush a @ 1970-01-01T00:09:59.999Z in window [1970-01-01T00:00Z,"
                + " 1970-01-01T00:10Z)\n"
                + "the watermark stopped at 1970-01-01T00:05Z: end the @Timeline with \"watermark"
                + " end\" to fire every event-time timer and expire every window, as a pipeline's"
                + " bounded input does.\n"
                + "processing time stopped at 1970-01-01T00:00Z: a \"processing <duration>\" step"
                + " past 1970-01-01T00:05Z fires the processing-time timers.\n"
                + "scenario 'Batches', expectation batchIsFlushed");
  }

  @Test
  void aFunctionThatDoesNotFinishWithinTheTimeoutIsCancelled() {
    ScenarioSpec scenario =
        scenario(
            timeline ->
                timeline
                    .element("a=1 @ 1m", KV.of("a", 1), MINUTE)
                    .element("hang=1 @ 2m", KV.of("hang", 1), 2 * MINUTE),
            output(
                "notJudged",
                Scope.everything(),
                Expectations.containsInAnyOrder(List.of(KV.of("a", List.of(1))))));

    ScenarioResult result =
        assertTimeoutPreemptively(
            Duration.ofSeconds(30),
            () ->
                ScenarioRunner.run(
                    scenario, Fixtures.settings().withTimeout(Duration.ofSeconds(1))));

    assertThat(result.failure().orElseThrow()).isInstanceOf(ScenarioTimeoutException.class);
    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class, () -> result.verify(scenario.expectations().get(0)));
    assertThat(failure)
        .hasMessageThat()
        .startsWith(
            "The function of scenario 'Batches' did not finish within 1s and was cancelled");
  }

  private static final long BASE = java.time.Instant.parse("2026-01-01T00:00:00Z").toEpochMilli();

  @Test
  void processingTimeStartsAtTheBaseTimeOfTheScenario() {
    ScenarioSpec scenario =
        scenario(
            timeline ->
                timeline
                    .baseTime(BASE)
                    .element("a=1 @ 1m", KV.of("a", 1), BASE + MINUTE)
                    .advanceProcessingTime("processing +1m", MINUTE),
            harness(
                "staleFiveMinutesAfterTheBaseTime",
                FunctionExpectations.pendingTimers(
                    List.of(
                        ExpectedTimer.of("stale", "a", BASE + 5 * MINUTE),
                        ExpectedTimer.of("flush", "a", BASE + 10 * MINUTE - 1)))));

    ScenarioRunner.run(scenario, Fixtures.settings()).verify(scenario.expectations().get(0));
  }

  @Test
  void aHarnessConfiguredWithAnotherProcessingTimeThanTheBaseTimeIsRefused() {
    ScenarioSpec scenario =
        ScenarioSpec.builder("Batches", FunctionScenarioTest.class)
            .function(
                FunctionTimeline.builder(
                        "batches",
                        "FunctionScenarioTest.batching()",
                        () -> newHarness().withProcessingTime(Instant.ofEpochMilli(0)))
                    .baseTime(BASE)
                    .build())
            .expectation(
                output("nothing", Scope.everything(), Expectations.containsInAnyOrder(List.of())))
            .build();

    AssertionFailedError failure = failure(scenario);

    assertThat(failure)
        .hasMessageThat()
        .contains(
            "failed at construction, before it ran: the harness of"
                + " FunctionScenarioTest.batching() could not be built:"
                + " java.lang.IllegalArgumentException: The harness is configured to start"
                + " processing time at 1970-01-01T00:00:00.000Z (withProcessingTime), but its"
                + " scenario's @BaseTime is 2026-01-01T00:00:00.000Z");
  }

  @Test
  void aTimerMayNameItsWindow() {
    IntervalWindow second = window(10 * MINUTE, 20 * MINUTE);
    ScenarioSpec scenario =
        scenario(
            FunctionScenarioTest::unflushed,
            harness(
                "flushOfTheFirstWindow",
                FunctionExpectations.pendingTimers(
                    List.of(
                        ExpectedTimer.of("flush", "a", 10 * MINUTE - 1, FIRST_TEN_MINUTES),
                        ExpectedTimer.of("stale", "a", 5 * MINUTE)))),
            harness(
                "flushOfTheSecondWindow",
                FunctionExpectations.pendingTimers(
                    List.of(
                        ExpectedTimer.of("flush", "a", 10 * MINUTE - 1, second),
                        ExpectedTimer.of("stale", "a", 5 * MINUTE)))),
            harness(
                "flushOfAWindowNeverAssigned",
                FunctionExpectations.pendingTimers(
                    List.of(ExpectedTimer.of("flush", "a", 10 * MINUTE - 1, window(0, 10_000))))));
    ScenarioResult result = ScenarioRunner.run(scenario, Fixtures.settings());

    result.verify(scenario.expectations().get(0));
    AssertionFailedError otherWindow =
        assertThrows(
            AssertionFailedError.class, () -> result.verify(scenario.expectations().get(1)));
    AssertionFailedError neverAssigned =
        assertThrows(
            AssertionFailedError.class, () -> result.verify(scenario.expectations().get(2)));

    assertThat(otherWindow)
        .hasMessageThat()
        .contains(
            "missing:\n"
                + "    flush a @ 1970-01-01T00:09:59.999Z in window [1970-01-01T00:10Z,"
                + " 1970-01-01T00:20Z)\n"
                + "unexpected:\n"
                + "    flush a @ 1970-01-01T00:09:59.999Z in window [1970-01-01T00:00Z,"
                + " 1970-01-01T00:10Z)\n");
    assertThat(neverAssigned)
        .hasMessageThat()
        .startsWith(
            "The expectation flushOfAWindowNeverAssigned (1 timer pending) cannot be judged"
                + " honestly: window [1970-01-01T00:00Z, 1970-01-01T00:00:10Z) can never be"
                + " assigned by FixedWindows of 10m; at 1970-01-01T00:00Z and"
                + " 1970-01-01T00:00:09.999Z it assigns [1970-01-01T00:00Z, 1970-01-01T00:10Z)."
                + " Name one of those in the expectation.");
  }

  @Test
  void aTimestampedCheckerSeesTheWindowPaneAndTimestampOfEachElementInScope() {
    List<OutputElement<KV<String, List<Integer>>>> seen = new ArrayList<>();
    ScenarioSpec scenario =
        scenario(
            FunctionScenarioTest::oneBatch,
            output(
                "flushedAtTheEndOfTheWindow",
                Scopes.of(WindowRef.interval(0, 10 * MINUTE, "[0, 10m)")),
                Expectations.<KV<String, List<Integer>>>satisfiesTimestamped(
                    "flushedAtTheEndOfTheWindow", seen::addAll)));

    ScenarioRunner.run(scenario, Fixtures.settings()).verify(scenario.expectations().get(0));

    assertThat(seen).hasSize(1);
    OutputElement<KV<String, List<Integer>>> flushed = seen.get(0);
    assertThat(flushed.value()).isEqualTo(KV.of("a", List.of(1, 2, 3)));
    assertThat(flushed.timestamp()).isEqualTo(Instant.ofEpochMilli(10 * MINUTE - 1));
    assertThat(flushed.window()).isEqualTo(FIRST_TEN_MINUTES);
    assertThat(flushed.pane()).isEqualTo(PaneInfo.NO_FIRING);
    assertThat(flushed.tag().getId()).isEqualTo("batches");
  }

  @Test
  void aTimestampedCheckerFailureIsTheCheckersOwnWithTheWindowHistory() {
    AssertionFailedError failure =
        failure(
            scenario(
                FunctionScenarioTest::oneBatch,
                output(
                    "flushedAtTheStart",
                    Scope.everything(),
                    Expectations.<KV<String, List<Integer>>>satisfiesTimestamped(
                        "flushedAtTheStart",
                        elements ->
                            assertThat(elements.get(0).timestamp())
                                .isEqualTo(Instant.ofEpochMilli(0))))));

    assertThat(failure).hasMessageThat().contains("expected: 1970-01-01T00:00:00.000Z");
    assertThat(failure).hasMessageThat().contains("history of output 'batches'");
    assertThat(failure).hasCauseThat().isInstanceOf(AssertionError.class);
  }

  @Test
  void aPipelineScenarioRefusesAnExpectationOfTheHarness() {
    IllegalArgumentException refused =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Fixtures.scenario("Pipeline", List.of(1L), inputs -> null)
                    .expectation(
                        harness(
                            "stateOfAPipeline",
                            FunctionExpectations.noState("buffer", "a", null))));

    assertThat(refused)
        .hasMessageThat()
        .isEqualTo(
            "The expectation stateOfAPipeline (state 'buffer' of key a is empty) reads the harness"
                + " of a @FunctionTest, but scenario 'Pipeline' runs a pipeline; regenerate the"
                + " suite (mvn clean test-compile).");
  }

  @Test
  void aTraceRecordsWhatEachStepOutputSetFiredAndChangedOnlyWhenAsked() {
    ScenarioSpec scenario = scenario(FunctionScenarioTest::oneBatch);
    assertThat(((FunctionResult) ScenarioRunner.run(scenario, Fixtures.settings())).functionTrace())
        .isEmpty();

    FunctionTrace trace =
        ((FunctionResult) ScenarioRunner.run(scenario, Fixtures.settings().withFunctionTrace(true)))
            .functionTrace()
            .orElseThrow();
    assertThat(trace.steps().stream().map(FunctionTrace.Step::source).toList())
        .containsExactly("a=1 @ 1m", "a=2 @ 2m", "a=3 @ 3m", "watermark end")
        .inOrder();
    FunctionTrace.Step first = trace.steps().get(0);
    assertThat(first.outputs()).isEmpty();
    assertThat(first.timersSet()).hasSize(2);
    assertThat(first.timersSet().stream().filter(t -> t.startsWith("flush [a, ")).count())
        .isEqualTo(1);
    assertThat(first.stateChanges()).hasSize(1);
    assertThat(first.stateChanges().get(0)).startsWith("buffer[a, ");
    assertThat(first.stateChanges().get(0)).endsWith("(none) -> [1]");
    assertThat(trace.steps().get(1).stateChanges().get(0)).endsWith("[1] -> [1, 2]");
    FunctionTrace.Step end = trace.steps().get(3);
    assertThat(end.timersFired()).hasSize(1);
    assertThat(end.timersFired().get(0)).startsWith("flush [a, ");
    assertThat(end.outputs()).hasSize(1);
    assertThat(end.outputs().get(0)).startsWith("a=[1, 2, 3] @ ");
  }

  @Test
  void judgeReturnsTheVerdictVerifyThrows() {
    ScenarioSpec scenario = scenario(FunctionScenarioTest::oneBatch);
    ScenarioResult result = ScenarioRunner.run(scenario, Fixtures.settings());
    ExpectationSpec right =
        output(
            "right",
            Scope.everything(),
            Expectations.containsInAnyOrder(List.of(KV.of("a", List.of(1, 2, 3)))));
    ExpectationSpec wrong =
        output(
            "wrong",
            Scopes.of(WindowRef.interval(0, 10 * MINUTE, "[0, 10m)")),
            Expectations.containsInAnyOrder(List.of(KV.of("a", List.of(1, 2)))));
    ExpectationSpec refused =
        output(
            "refused",
            Scopes.of(WindowRef.interval(0, 10 * MINUTE, "[0, 10m)"), Timing.EARLY, -1),
            Expectations.empty());
    assertThat(result.judge(right)).isInstanceOf(Judgement.Passed.class);

    Judgement failed = result.judge(wrong);
    assertThat(failed).isInstanceOf(Judgement.Failed.class);
    Judgement.Failed mismatch = (Judgement.Failed) failed;
    assertThat(mismatch.missing())
        .containsExactly(
            new io.pipespec.runtime.verdict.expect.ElementMismatchError.Missing("a=[1, 2]", 1));
    assertThat(mismatch.unexpected()).hasSize(1);
    assertThat(result.capturedOutputs().get("batches").decode(mismatch.unexpected().get(0)))
        .isEqualTo(KV.of("a", List.of(1, 2, 3)));
    AssertionFailedError thrown =
        assertThrows(AssertionFailedError.class, () -> result.verify(wrong));
    assertThat(mismatch.error()).hasMessageThat().isEqualTo(thrown.getMessage());
    assertThat(mismatch.error())
        .isInstanceOf(io.pipespec.runtime.verdict.expect.ElementMismatchError.class);

    Judgement refusal = result.judge(refused);
    assertThat(refusal).isInstanceOf(Judgement.Refused.class);
    assertThat(refusal.failure().orElseThrow()).isInstanceOf(RefusedExpectationError.class);
    assertThat(refusal.word()).isEqualTo("refused");
  }

  @Test
  void aTraceOfALongTimelineStopsAtItsBoundAndSaysSo() {
    ScenarioSpec scenario =
        scenario(
            timeline -> {
              for (int i = 0; i < FunctionTrace.STEPS + 100; i++) {
                timeline.element("a=1 @ " + i + "ms", KV.of("a", 1), i);
              }
              return timeline;
            });
    FunctionTrace trace =
        ((FunctionResult) ScenarioRunner.run(scenario, Fixtures.settings().withFunctionTrace(true)))
            .functionTrace()
            .orElseThrow();
    assertThat(trace.steps()).hasSize(FunctionTrace.STEPS);
    assertThat(trace.complete()).isFalse();
    assertThat(
            ((FunctionResult)
                    ScenarioRunner.run(
                        scenario(FunctionScenarioTest::oneBatch),
                        Fixtures.settings().withFunctionTrace(true)))
                .functionTrace()
                .orElseThrow()
                .complete())
        .isTrue();
  }
}
