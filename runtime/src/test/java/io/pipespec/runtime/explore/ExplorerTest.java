package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.Explore;
import io.pipespec.NotExplored;
import io.pipespec.Timing;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.io.ByteArrayOutputStream;
import java.io.PrintStream;
import java.io.Serializable;
import java.nio.charset.StandardCharsets;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.ThreadLocalRandom;
import java.util.function.UnaryOperator;
import org.apache.beam.sdk.coders.BooleanCoder;
import org.apache.beam.sdk.coders.DefaultCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.AfterPane;
import org.apache.beam.sdk.transforms.windowing.AfterWatermark;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;

/** When exploration runs, when it is refused, and that a seed replays it. */
class ExplorerTest {

  /** The scenarios' declaring class: it asks for exploration. */
  @Explore(runs = 30)
  static final class Asked {}

  /** Keeps the first element of each key to arrive: depends on arrival order. */
  static final class FirstArrival extends DoFn<KV<String, String>, KV<String, String>> {
    @StateId("seen")
    private final StateSpec<ValueState<Boolean>> seen = StateSpecs.value(BooleanCoder.of());

    @ProcessElement
    public void process(
        @Element KV<String, String> event,
        @StateId("seen") ValueState<Boolean> seen,
        OutputReceiver<KV<String, String>> out) {
      if (seen.read() == null) {
        seen.write(true);
        out.output(event);
      }
    }
  }

  private static final ExpectationSpec EARLIEST =
      ExpectationSpec.of(
          Asked.class,
          "keepsTheEarliest",
          ExpectationSpec.Target.output(
              "kept",
              Scopes.of(WindowRef.any()),
              Expectations.containsInAnyOrder(List.of(KV.of("k", "a")))));

  private static ScenarioSpec scenario(UnaryOperator<TimelineSteps<KV<String, String>>> steps) {
    return scenario(Asked.class, new FirstArrival(), EARLIEST, steps);
  }

  private static ScenarioSpec scenario(
      Class<?> declaring,
      DoFn<KV<String, String>, KV<String, String>> fn,
      ExpectationSpec expectation,
      UnaryOperator<TimelineSteps<KV<String, String>>> steps) {
    return ScenarioSpec.builder("Dedupe", declaring)
        .input(
            InputSpec.ofTimeline(
                "events",
                "ExplorerTest",
                TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.strings()),
                () -> steps.apply(TimelineSteps.create())))
        .transform(
            inputs ->
                Outputs.single(
                    "kept", inputs.<KV<String, String>>get("events").apply(ParDo.of(fn))))
        .expectation(expectation)
        .build();
  }

  private static final RunSettings DIRECT =
      RunSettings.defaults().withTimeout(Duration.ofMinutes(2));

  private static ExploreSettings seed(long seed) {
    return new ExploreSettings(
        false, OptionalInt.empty(), Optional.of(Duration.ofMinutes(5)), OptionalLong.of(seed));
  }

  @Test
  void onAnotherRunnerAnExplorationAskedForIsSkippedWithTheReasonAndTheVerdictsStand() {
    ScenarioSpec spec =
        scenario(s -> s.element(KV.of("k", "a"), 1_000).element(KV.of("k", "b"), 2_000));
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);

    PrintStream console = System.err;
    ByteArrayOutputStream err = new ByteArrayOutputStream();
    Exploration exploration;
    try {
      System.setErr(new PrintStream(err, true, StandardCharsets.UTF_8));
      exploration = Explorer.explore(spec, DIRECT.withRunner("FlinkRunner"), seed(1), written);
    } finally {
      System.setErr(console);
    }

    assertThat(exploration).isInstanceOf(Exploration.Skipped.class);
    // A passing test's report entries are not shown by Maven: the skip is said on the console.
    assertThat(err.toString(StandardCharsets.UTF_8))
        .contains(
            "Pipespec: scenario "
                + spec.name()
                + " of "
                + Asked.class.getName()
                + " asks for exploration (@Explore) and was not explored on this run:"
                + " exploration runs on the DirectRunner and on the function harness;"
                + " FlinkRunner decides the order");
    assertThat(exploration.summary())
        .contains(
            "not explored: exploration runs on the DirectRunner and on the function harness;"
                + " FlinkRunner decides the order and bundles of its input by itself");
    assertThat(exploration.judge(EARLIEST, written.judge(EARLIEST)))
        .isEqualTo(written.judge(EARLIEST));
  }

  @Test
  void aScenarioWithNothingToPerturbIsRefusedSayingSo() {
    ScenarioSpec spec =
        scenario(
            s ->
                s.element(KV.of("k", "a"), 1_000).watermark(5_000).element(KV.of("k", "b"), 6_000));
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);

    Exploration exploration = Explorer.explore(spec, DIRECT, seed(1), written);

    assertThat(exploration).isInstanceOf(Exploration.Refused.class);
    assertThat(exploration.summary()).contains("there is nothing to perturb");
  }

  @Test
  void theSameSeedReplaysTheSameExploration() {
    ScenarioSpec spec =
        scenario(
            s ->
                s.element(KV.of("k", "a"), 1_000)
                    .element(KV.of("k", "b"), 2_000)
                    .element(KV.of("k", "c"), 3_000)
                    .watermark(10_000));
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);

    Exploration.Explored first =
        (Exploration.Explored) Explorer.explore(spec, DIRECT, seed(77), written);
    Exploration.Explored again =
        (Exploration.Explored) Explorer.explore(spec, DIRECT, seed(77), written);

    assertThat(first.seed()).isEqualTo(77);
    Finding found = first.finding(EARLIEST).orElseThrow();
    Finding replayed = again.finding(EARLIEST).orElseThrow();
    assertThat(replayed.member()).isEqualTo(found.member());
    assertThat(replayed.differences()).isEqualTo(found.differences());
    assertThat(replayed.scenario()).isEqualTo(found.scenario());
    // Shrunk to the least that still fails: two elements, the later one arriving first
    assertThat(found.member().arrangement(0, 0).size()).isEqualTo(2);
    assertThat(found.member().arrangement(0, 0).moved()).hasSize(1);
    assertThat(found.differences().get(0)).contains("arrives before `k=a");
    // An order bug replays: its seed and its pasted scenario are printed.
    assertThat(found.cause()).isEqualTo(Finding.Cause.TRANSFORM);
    assertThat(found.error(77).getMessage())
        .contains("Found by exploring with seed 77 (-Dpipespec.explore.seed=77 replays it)");
    assertThat(found.error(77).getMessage()).contains("@Scenario");
    // The failure starts at the expectation's method, as every other failure does: an IDE's click
    // on its first frame opens the test.
    Judgement judged = first.judge(EARLIEST, written.judge(EARLIEST));
    assertThat(((Judgement.Failed) judged).error().getStackTrace()[0])
        .isEqualTo(EARLIEST.declarationFrame());
  }

  /** Its scenarios ask for exploration; their one expectation is left out of it. */
  @Explore(runs = 30)
  static final class AskedWithEveryExpectationLeftOut {
    @NotExplored("which element comes first is the runner's choice")
    void keepsTheEarliest() {}
  }

  /** The same expectation left out, in a class that does not ask for exploration. */
  static final class EveryExpectationLeftOut {
    @NotExplored("which element comes first is the runner's choice")
    void keepsTheEarliest() {}
  }

  private static ExpectationSpec earliestOf(Class<?> declaring) {
    return ExpectationSpec.of(declaring, "keepsTheEarliest", EARLIEST.target());
  }

  private static TimelineSteps<KV<String, String>> twoInASegment(
      TimelineSteps<KV<String, String>> steps) {
    return steps.element(KV.of("k", "a"), 1_000).element(KV.of("k", "b"), 2_000).watermark(10_000);
  }

  @Test
  void exploreOverExpectationsThatAreAllLeftOutIsRefused() {
    ExpectationSpec earliest = earliestOf(AskedWithEveryExpectationLeftOut.class);
    ScenarioSpec spec =
        scenario(
            AskedWithEveryExpectationLeftOut.class,
            new FirstArrival(),
            earliest,
            ExplorerTest::twoInASegment);
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);

    Exploration exploration = Explorer.explore(spec, DIRECT, seed(1), written);

    assertThat(exploration).isInstanceOf(Exploration.Refused.class);
    assertThat(exploration.summary())
        .isEqualTo(
            "exploration refused: every expectation of it is left out of exploration"
                + " (keepsTheEarliest: which element comes first is the runner's choice), so no"
                + " run of it would be judged; remove @NotExplored from an expectation that must"
                + " hold whatever the order and bundles, or remove @Explore");
    assertThat(exploration.judge(earliest, written.judge(earliest)).word()).isEqualTo("refused");
  }

  @Test
  void exploringEveryScenarioSkipsOneWhoseExpectationsAreAllLeftOutSayingSo() {
    ExpectationSpec earliest = earliestOf(EveryExpectationLeftOut.class);
    ScenarioSpec spec =
        scenario(
            EveryExpectationLeftOut.class,
            new FirstArrival(),
            earliest,
            ExplorerTest::twoInASegment);
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);
    ExploreSettings everyScenario =
        new ExploreSettings(
            true, OptionalInt.empty(), Optional.of(Duration.ofMinutes(5)), OptionalLong.of(1));

    Exploration exploration = Explorer.explore(spec, DIRECT, everyScenario, written);

    assertThat(exploration).isInstanceOf(Exploration.Skipped.class);
    assertThat(exploration.summary())
        .isEqualTo(
            "not explored: every expectation of it is left out of exploration"
                + " (keepsTheEarliest: which element comes first is the runner's choice), so no"
                + " run of it would be judged");
    // Its expectation is judged as written, not failed for what pipespec.explore=on could not do.
    assertThat(exploration.judge(earliest, written.judge(earliest)).word()).isEqualTo("passed");
  }

  /** Asks for many members, so that a rarely failing transform fails one of them. */
  @Explore(runs = 300)
  static final class AskedForMany {}

  /** Drops an element now and then, at random: its output is not a function of its input. */
  static final class RandomDrop extends DoFn<KV<String, String>, KV<String, String>> {
    @ProcessElement
    public void process(@Element KV<String, String> event, OutputReceiver<KV<String, String>> out) {
      if (ThreadLocalRandom.current().nextInt(100) >= 3) {
        out.output(event);
      }
    }
  }

  @Test
  void aNondeterministicTransformIsToldApartFromAnOrderBugAndClaimsNoReplay() {
    List<KV<String, String>> events =
        List.of(
            KV.of("k", "a"), KV.of("k", "b"), KV.of("k", "c"), KV.of("k", "d"), KV.of("k", "e"));
    ExpectationSpec all =
        ExpectationSpec.of(
            AskedForMany.class,
            "keepsAll",
            ExpectationSpec.Target.output(
                "kept", Scopes.of(WindowRef.any()), Expectations.containsInAnyOrder(events)));
    ScenarioSpec spec =
        scenario(
            AskedForMany.class,
            new RandomDrop(),
            all,
            s -> {
              for (int i = 0; i < events.size(); i++) {
                s.element(events.get(i), 1_000L * (i + 1));
              }
              return s.watermark(10_000);
            });
    // Each run keeps every element six times out of seven: run as written until it does.
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);
    for (int tries = 0; !(written.judge(all) instanceof Judgement.Passed) && tries < 100; tries++) {
      written = ScenarioRunner.run(spec, DIRECT);
    }
    assertThat(written.judge(all).word()).isEqualTo("passed");

    Exploration exploration = Explorer.explore(spec, DIRECT, seed(5), written);

    assertThat(exploration).isInstanceOf(Exploration.Explored.class);
    Finding found = ((Exploration.Explored) exploration).finding(all).orElseThrow();
    assertThat(found.cause()).isEqualTo(Finding.Cause.NONDETERMINISTIC);
    String message =
        exploration.judge(all, written.judge(all)).failure().orElseThrow().getMessage();
    assertThat(message).contains("the transform is nondeterministic");
    assertThat(message).contains("no seed replays it");
    assertThat(message).doesNotContain("replays it)");
    assertThat(message).doesNotContain("-Dpipespec.explore.seed");
    assertThat(message).doesNotContain("@Scenario");
    assertThat(message).doesNotContain("only its panes are cut differently");
  }

  /** Keeps only the first value of key b to arrive, every value of the other keys. */
  static final class FirstArrivalOfB extends DoFn<KV<String, Integer>, KV<String, Integer>> {
    @StateId("seen")
    private final StateSpec<ValueState<Boolean>> seen = StateSpecs.value(BooleanCoder.of());

    @ProcessElement
    public void process(
        @Element KV<String, Integer> event,
        @StateId("seen") ValueState<Boolean> seen,
        OutputReceiver<KV<String, Integer>> out) {
      if (!event.getKey().equals("b")) {
        out.output(event);
      } else if (seen.read() == null) {
        seen.write(true);
        out.output(event);
      }
    }
  }

  /**
   * Sums per key in accumulating panes: key a fires an early pane per segment and an on-time one,
   * key b fewer; b's sum is the first b to arrive, so it depends on arrival order. With {@code
   * asText}, the sums are written {@code "a:6"}, whose keys exploration cannot read.
   */
  private static ScenarioSpec sums(ExpectationSpec expectation, boolean asText) {
    return ScenarioSpec.builder("Sums", Asked.class)
        .input(
            InputSpec.ofTimeline(
                "events",
                "ExplorerTest",
                TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.integers()),
                () ->
                    TimelineSteps.<KV<String, Integer>>create()
                        .element(KV.of("a", 1), 1_000)
                        .element(KV.of("b", 1), 2_000)
                        .element(KV.of("b", 2), 3_000)
                        .watermark(5_000)
                        .element(KV.of("a", 5), 6_000)))
        .transform(
            inputs -> {
              PCollection<KV<String, Integer>> sums =
                  inputs
                      .<KV<String, Integer>>get("events")
                      .apply(ParDo.of(new FirstArrivalOfB()))
                      .apply(
                          Window.<KV<String, Integer>>into(
                                  FixedWindows.of(org.joda.time.Duration.standardMinutes(1)))
                              .triggering(
                                  AfterWatermark.pastEndOfWindow()
                                      .withEarlyFirings(AfterPane.elementCountAtLeast(1)))
                              .withAllowedLateness(org.joda.time.Duration.ZERO)
                              .accumulatingFiredPanes())
                      .apply(Sum.integersPerKey());
              return Outputs.single(
                  "sums",
                  asText
                      ? sums.apply(
                          MapElements.into(TypeDescriptors.strings())
                              .via(sum -> sum.getKey() + ":" + sum.getValue()))
                      : sums);
            })
        .expectation(expectation)
        .build();
  }

  private static ExpectationSpec onTime(List<?> expected) {
    return ExpectationSpec.of(
        Asked.class,
        "sumsOnTime",
        ExpectationSpec.Target.output(
            "sums",
            Scopes.of(WindowRef.any(), Timing.ON_TIME, -1),
            Expectations.containsInAnyOrder(expected)));
  }

  @Test
  void aBugInAKeyWithFewerPanesThanAnotherIsPutDownToTheTransformNotToPanes() {
    ExpectationSpec onTime = onTime(List.of(KV.of("a", 6), KV.of("b", 1)));
    ScenarioSpec spec = sums(onTime, false);
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);
    assertThat(written.judge(onTime).word()).isEqualTo("passed");

    Exploration exploration = Explorer.explore(spec, DIRECT, seed(3), written);

    Finding found = ((Exploration.Explored) exploration).finding(onTime).orElseThrow();
    assertThat(found.differences().get(0)).contains("`b=2 @ ");
    assertThat(found.cause()).isEqualTo(Finding.Cause.TRANSFORM);
    assertThat(found.error(3).getMessage()).doesNotContain("only its panes are cut differently");
  }

  @Test
  void accumulatingPanesWhoseKeysCannotBeReadAreBlamedOnNeitherTheTransformNorPanes() {
    ExpectationSpec onTime = onTime(List.of("a:6", "b:1"));
    ScenarioSpec spec = sums(onTime, true);
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);
    assertThat(written.judge(onTime).word()).isEqualTo("passed");

    Exploration exploration = Explorer.explore(spec, DIRECT, seed(3), written);

    Finding found = ((Exploration.Explored) exploration).finding(onTime).orElseThrow();
    assertThat(found.cause()).isEqualTo(Finding.Cause.TRANSFORM_OR_PANES);
    assertThat(found.error(3).getMessage())
        .contains("Pipespec cannot tell whether only its panes are cut differently");
    assertThat(found.error(3).getMessage()).doesNotContain("@NotExplored");
  }

  /**
   * A reading built in code: no literal form (not a record; no valueOf, parse, of or fromString).
   */
  @DefaultCoder(SerializableCoder.class)
  static final class Reading implements Serializable {
    private final int value;

    Reading(int value) {
      this.value = value;
    }

    @Override
    public boolean equals(Object other) {
      return other instanceof Reading reading && reading.value == value;
    }

    @Override
    public int hashCode() {
      return value;
    }

    @Override
    public String toString() {
      return "Reading#" + value;
    }
  }

  /** Keeps the first reading of each key to arrive: depends on arrival order. */
  static final class FirstReading extends DoFn<KV<String, Reading>, KV<String, Reading>> {
    @StateId("seen")
    private final StateSpec<ValueState<Boolean>> seen = StateSpecs.value(BooleanCoder.of());

    @ProcessElement
    public void process(
        @Element KV<String, Reading> event,
        @StateId("seen") ValueState<Boolean> seen,
        OutputReceiver<KV<String, Reading>> out) {
      if (seen.read() == null) {
        seen.write(true);
        out.output(event);
      }
    }
  }

  @Test
  void aFindingWhoseElementsHaveNoLiteralFormClaimsNoScenarioToPasteButReplaysByItsSeed() {
    ExpectationSpec earliest =
        ExpectationSpec.of(
            Asked.class,
            "keepsTheEarliest",
            ExpectationSpec.Target.output(
                "kept",
                Scopes.of(WindowRef.any()),
                Expectations.containsInAnyOrder(List.of(KV.of("k", new Reading(1))))));
    ScenarioSpec spec =
        ScenarioSpec.builder("Readings", Asked.class)
            .input(
                InputSpec.ofTimeline(
                    "readings",
                    "ExplorerTest",
                    TypeDescriptors.kvs(
                        TypeDescriptors.strings(), TypeDescriptor.of(Reading.class)),
                    () ->
                        TimelineSteps.<KV<String, Reading>>create()
                            .element(KV.of("k", new Reading(1)), 1_000)
                            .element(KV.of("k", new Reading(2)), 2_000)
                            .watermark(10_000)))
            .transform(
                inputs ->
                    Outputs.single(
                        "kept",
                        inputs
                            .<KV<String, Reading>>get("readings")
                            .apply(ParDo.of(new FirstReading()))))
            .expectation(earliest)
            .build();
    ScenarioResult written = ScenarioRunner.run(spec, DIRECT);

    Exploration.Explored exploration =
        (Exploration.Explored) Explorer.explore(spec, DIRECT, seed(11), written);

    Finding found = exploration.finding(earliest).orElseThrow();
    String message = found.error(11).getMessage();
    assertThat(found.scenario()).isEmpty();
    assertThat(message).doesNotContain("@Scenario");
    assertThat(message).doesNotContain("as written)");
    assertThat(message)
        .contains(
            "The failing run cannot be pasted as a scenario: the element `k=Reading#2 @"
                + " 1970-01-01T00:00:02Z` of input 'readings' cannot be written in a @Timeline:"
                + " "
                + Reading.class.getName()
                + " has no literal form");
    assertThat(message).contains("valueOf, parse, of or fromString");
    // Its arrival is printed as a reader reads it, and the seed that replays it.
    assertThat(message)
        .contains(
            """
            input 'readings':
              k=Reading#2 @ 1970-01-01T00:00:02Z
              k=Reading#1 @ 1970-01-01T00:00:01Z
              watermark 1970-01-01T00:00:10Z
            """);
    assertThat(message)
        .contains("Found by exploring with seed 11 (-Dpipespec.explore.seed=11 replays it)");
  }
}
