package io.pipespec.runtime.verdict.scope;

import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.Timing;
import io.pipespec.beam.Times;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.verdict.expect.Expectation;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Supplier;
import java.util.stream.Stream;
import org.apache.beam.runners.direct.DirectRunner;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.testing.PAssert;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.AfterPane;
import org.apache.beam.sdk.transforms.windowing.AfterProcessingTime;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.GlobalWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.Repeatedly;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * The same pipelines and inputs asserted with Beam's PAssert and with Pipespec, for every PAssert
 * scope, on passing and failing expectations: the verdicts must agree. The rows marked {@code
 * DIFFERS} are where Pipespec deliberately refuses a scope that PAssert judges empty; each says
 * why.
 */
class DifferentialTest {

  private static final long MINUTE = 60_000;
  private static final IntervalWindow FIRST = window(0, 20);
  private static final IntervalWindow SECOND = window(20, 40);

  /** One pipeline under test with its input. */
  private record PipelineUnderTest(
      String name,
      Supplier<TimelineSteps<KV<String, Integer>>> timeline,
      Function<PCollection<KV<String, Integer>>, PCollection<KV<String, Integer>>> transform) {
    @Override
    public String toString() {
      return name;
    }
  }

  /** A PAssert scope and the Pipespec scope that stands for it. */
  private record PaneScope(
      String name,
      Function<
              PAssert.IterableAssert<KV<String, Integer>>,
              PAssert.IterableAssert<KV<String, Integer>>>
          passert,
      Scope pipespec) {
    @Override
    public String toString() {
      return name;
    }
  }

  /** What is expected: the elements, or none. */
  private record Expected(List<KV<String, Integer>> elements) {
    @Override
    public String toString() {
      return elements.isEmpty() ? "empty()" : "containsInAnyOrder" + elements;
    }
  }

  /** Whether the verdicts agree or Pipespec deliberately refuses. */
  private enum Agreement {
    SAME,
    DIFFERS
  }

  /**
   * Early firings one minute of processing time after the first element, on-time, late firings for
   * each late element, one hour of lateness, accumulating. Panes: EARLY blue=3, ON_TIME blue=8,
   * LATE blue=12; no final pane (FIRE_IF_NON_EMPTY, nothing buffered at the end).
   */
  private static final PipelineUnderTest EVERY_TIMING =
      new PipelineUnderTest(
          "everyTiming",
          () ->
              TimelineSteps.<KV<String, Integer>>create()
                  .element(KV.of("blue", 3), MINUTE)
                  .processing(2 * MINUTE)
                  .element(KV.of("blue", 5), 10 * MINUTE)
                  .watermark(20 * MINUTE)
                  .element(KV.of("blue", 4), 5 * MINUTE),
          input ->
              input
                  .apply(
                      Window.<KV<String, Integer>>into(
                              FixedWindows.of(Duration.standardMinutes(20)))
                          .triggering(
                              AfterWatermark.pastEndOfWindow()
                                  .withEarlyFirings(
                                      AfterProcessingTime.pastFirstElementInPane()
                                          .plusDelayOf(Duration.standardMinutes(1)))
                                  .withLateFirings(AfterPane.elementCountAtLeast(1)))
                          .withAllowedLateness(Duration.standardHours(1))
                          .accumulatingFiredPanes())
                  .apply(Sum.integersPerKey()));

  /** The default trigger without lateness: one ON_TIME pane per window; blue=100 is dropped. */
  private static final PipelineUnderTest ONE_PANE =
      new PipelineUnderTest(
          "onePane",
          () ->
              TimelineSteps.<KV<String, Integer>>create()
                  .element(KV.of("blue", 3), MINUTE)
                  .element(KV.of("red", 2), 2 * MINUTE)
                  .watermark(30 * MINUTE)
                  .element(KV.of("blue", 100), 3 * MINUTE),
          input ->
              input
                  .apply(Window.into(FixedWindows.of(Duration.standardMinutes(20))))
                  .apply(Sum.integersPerKey()));

  /**
   * The global window, early every minute of processing time: EARLY a=1, EARLY a=3, ON_TIME a=3.
   */
  private static final PipelineUnderTest GLOBAL_EARLY =
      new PipelineUnderTest(
          "globalEarly",
          () ->
              TimelineSteps.<KV<String, Integer>>create()
                  .element(KV.of("a", 1), 0)
                  .processing(2 * MINUTE)
                  .element(KV.of("a", 2), MINUTE)
                  .processing(2 * MINUTE),
          input ->
              input
                  .apply(
                      Window.<KV<String, Integer>>into(new GlobalWindows())
                          .triggering(
                              Repeatedly.forever(
                                  AfterProcessingTime.pastFirstElementInPane()
                                      .plusDelayOf(Duration.standardMinutes(1))))
                          .withAllowedLateness(Duration.ZERO)
                          .accumulatingFiredPanes())
                  .apply(Sum.integersPerKey()));

  static Stream<Object[]> rows() {
    return Stream.of(
        row(EVERY_TIMING, inWindow(FIRST), SAME, "blue=3", "blue=8", "blue=12"),
        row(EVERY_TIMING, inWindow(FIRST), SAME, "blue=3", "blue=8"),
        row(EVERY_TIMING, inEarlyPane(FIRST), SAME, "blue=3"),
        row(EVERY_TIMING, inEarlyPane(FIRST), SAME, "blue=8"),
        row(EVERY_TIMING, inOnTimePane(FIRST), SAME, "blue=8"),
        row(EVERY_TIMING, inOnTimePane(FIRST), SAME, "blue=12"),
        row(EVERY_TIMING, inLatePane(FIRST), SAME, "blue=12"),
        row(EVERY_TIMING, inLatePane(FIRST), SAME, "blue=8"),
        row(EVERY_TIMING, inCombinedNonLatePanes(FIRST), SAME, "blue=3", "blue=8"),
        row(EVERY_TIMING, inCombinedNonLatePanes(FIRST), SAME, "blue=3"),
        // Three panes fired: PAssert's inOnlyPane throws, Pipespec refuses; both fail.
        row(EVERY_TIMING, inOnlyPane(FIRST), SAME, "blue=12"),
        row(EVERY_TIMING, inOnlyPane(FIRST), SAME),
        row(EVERY_TIMING, inFinalPane(FIRST), SAME, "blue=12"),
        // DIFFERS: no final pane was emitted (FIRE_IF_NON_EMPTY), so PAssert judges an empty pane
        // and passes; Pipespec refuses, because the window did fire and the test would pass on
        // nothing. PAssert's own Javadoc of inFinalPane warns about this case.
        row(EVERY_TIMING, inFinalPane(FIRST), DIFFERS),
        // Nothing fired in the second window: both judge an empty scope.
        row(EVERY_TIMING, inWindow(SECOND), SAME),
        row(EVERY_TIMING, inWindow(SECOND), SAME, "blue=1"),
        row(ONE_PANE, inFinalPane(FIRST), SAME, "blue=3", "red=2"),
        row(ONE_PANE, inFinalPane(FIRST), SAME, "blue=103", "red=2"),
        row(ONE_PANE, inOnlyPane(FIRST), SAME, "blue=3", "red=2"),
        row(ONE_PANE, inOnlyPane(FIRST), SAME, "blue=3"),
        row(ONE_PANE, inOnTimePane(FIRST), SAME, "blue=3", "red=2"),
        // DIFFERS: zero allowed lateness, so no late pane can exist; PAssert passes on nothing.
        row(ONE_PANE, inLatePane(FIRST), DIFFERS),
        // DIFFERS: the default trigger has no early firings; PAssert passes on nothing.
        row(ONE_PANE, inEarlyPane(FIRST), DIFFERS),
        // DIFFERS: FixedWindows of 20m never assigns [5m, 25m); PAssert passes on nothing.
        row(ONE_PANE, inWindow(window(5, 25)), DIFFERS),
        row(GLOBAL_EARLY, inEarlyGlobalWindowPanes(), SAME, "a=1", "a=3"),
        row(GLOBAL_EARLY, inEarlyGlobalWindowPanes(), SAME, "a=1"));
  }

  @ParameterizedTest(name = "{0} {1} {3}")
  @MethodSource("rows")
  void verdictsAgree(
      PipelineUnderTest underTest, PaneScope scope, Agreement agreement, Expected expected) {
    boolean passertPasses = passertPasses(underTest, scope, expected);
    boolean pipespecPasses = pipespecPasses(underTest, scope, expected);
    if (agreement == SAME) {
      assertWithMessage("PAssert passes: %s, Pipespec passes: %s", passertPasses, pipespecPasses)
          .that(pipespecPasses)
          .isEqualTo(passertPasses);
    } else {
      assertWithMessage("PAssert passes on an empty scope; Pipespec refuses it")
          .that(List.of(passertPasses, pipespecPasses))
          .containsExactly(true, false)
          .inOrder();
    }
  }

  private static boolean passertPasses(
      PipelineUnderTest underTest, PaneScope scope, Expected expected) {
    PipelineOptions options = PipelineOptionsFactory.create();
    options.setRunner(DirectRunner.class);
    Pipeline pipeline = Pipeline.create(options);
    PCollection<KV<String, Integer>> input =
        pipeline.apply(
            underTest
                .timeline()
                .get()
                .toTestStream(KvCoder.of(StringUtf8Coder.of(), VarIntCoder.of())));
    PAssert.IterableAssert<KV<String, Integer>> assertion =
        scope.passert().apply(PAssert.that(underTest.transform().apply(input)));
    if (expected.elements().isEmpty()) {
      assertion.empty();
    } else {
      assertion.containsInAnyOrder(expected.elements());
    }
    try {
      pipeline.run().waitUntilFinish();
      return true;
    } catch (RuntimeException e) {
      for (Throwable cause = e; cause != null; cause = cause.getCause()) {
        if (cause instanceof AssertionError || cause instanceof IllegalStateException) {
          return false;
        }
      }
      throw e;
    }
  }

  private static boolean pipespecPasses(
      PipelineUnderTest underTest, PaneScope scope, Expected expected) {
    Expectation expectation =
        expected.elements().isEmpty()
            ? Expectations.empty()
            : Expectations.containsInAnyOrder(expected.elements());
    ExpectationSpec spec =
        ExpectationSpec.of(
            DifferentialTest.class,
            "verdictsAgree",
            Target.output("out", scope.pipespec(), expectation));
    ScenarioSpec scenario =
        ScenarioSpec.builder(underTest.name(), DifferentialTest.class)
            .input(
                InputSpec.ofTimeline(
                    "in",
                    "DifferentialTest." + underTest.name(),
                    new TypeDescriptor<KV<String, Integer>>() {},
                    underTest.timeline()))
            .transform(
                inputs -> Outputs.single("out", underTest.transform().apply(inputs.get("in"))))
            .expectation(spec)
            .build();
    ScenarioResult result =
        ScenarioRunner.run(
            scenario, RunSettings.defaults().withTimeout(java.time.Duration.ofSeconds(60)));
    try {
      result.verify(spec);
      return true;
    } catch (AssertionError e) {
      return false;
    }
  }

  private static final Agreement SAME = Agreement.SAME;
  private static final Agreement DIFFERS = Agreement.DIFFERS;

  private static Object[] row(
      PipelineUnderTest underTest, PaneScope scope, Agreement agreement, String... kvs) {
    List<KV<String, Integer>> elements = new ArrayList<>();
    for (String kv : kvs) {
      int equals = kv.indexOf('=');
      elements.add(KV.of(kv.substring(0, equals), Integer.parseInt(kv.substring(equals + 1))));
    }
    return new Object[] {underTest, scope, agreement, new Expected(elements)};
  }

  private static IntervalWindow window(long startMinute, long endMinute) {
    return new IntervalWindow(
        Instant.ofEpochMilli(startMinute * MINUTE), Instant.ofEpochMilli(endMinute * MINUTE));
  }

  private static WindowRef ref(IntervalWindow window) {
    return WindowRef.interval(
        window.start().getMillis(), window.end().getMillis(), Times.window(window));
  }

  private static PaneScope inWindow(IntervalWindow w) {
    return new PaneScope("inWindow(" + w + ")", a -> a.inWindow(w), Scopes.of(ref(w)));
  }

  private static PaneScope inEarlyPane(IntervalWindow w) {
    return new PaneScope(
        "inEarlyPane(" + w + ")", a -> a.inEarlyPane(w), Scopes.of(ref(w), Timing.EARLY, -1));
  }

  private static PaneScope inOnTimePane(IntervalWindow w) {
    return new PaneScope(
        "inOnTimePane(" + w + ")", a -> a.inOnTimePane(w), Scopes.of(ref(w), Timing.ON_TIME, -1));
  }

  private static PaneScope inLatePane(IntervalWindow w) {
    return new PaneScope(
        "inLatePane(" + w + ")", a -> a.inLatePane(w), Scopes.of(ref(w), Timing.LATE, -1));
  }

  private static PaneScope inFinalPane(IntervalWindow w) {
    return new PaneScope(
        "inFinalPane(" + w + ")", a -> a.inFinalPane(w), Scopes.of(ref(w), Timing.FINAL, -1));
  }

  private static PaneScope inOnlyPane(IntervalWindow w) {
    return new PaneScope(
        "inOnlyPane(" + w + ")", a -> a.inOnlyPane(w), Scopes.of(ref(w), Timing.ONLY, -1));
  }

  private static PaneScope inCombinedNonLatePanes(IntervalWindow w) {
    return new PaneScope(
        "inCombinedNonLatePanes(" + w + ")",
        a -> a.inCombinedNonLatePanes(w),
        Scopes.of(ref(w), Timing.COMBINED_NON_LATE, -1));
  }

  private static PaneScope inEarlyGlobalWindowPanes() {
    return new PaneScope(
        "inEarlyGlobalWindowPanes()",
        PAssert.IterableAssert::inEarlyGlobalWindowPanes,
        Scopes.of(WindowRef.global(), Timing.EARLY, -1));
  }
}
