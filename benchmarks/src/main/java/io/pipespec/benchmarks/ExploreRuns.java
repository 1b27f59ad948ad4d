package io.pipespec.benchmarks;

import io.pipespec.beam.Times;
import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.explore.ExploreSettings;
import io.pipespec.runtime.explore.Explorer;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.suite.TimelineSteps;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.time.Duration;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.function.UnaryOperator;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * What the exploration benchmarks share: their 8-element, 3-segment timeline of team points and the
 * one-minute windows they sum them in, and what they time: a given number of members, seeded.
 */
final class ExploreRuns {

  private ExploreRuns() {}

  /**
   * Explores {@code members} members of {@code scenario} after its run as written; fails unless
   * exactly that many ran and none failed, so that the figure is the cost of the members alone.
   */
  static Exploration.Explored exactly(
      ScenarioSpec scenario, RunSettings settings, int members, ScenarioResult written) {
    Exploration.Explored explored = explored(scenario, settings, members, written);
    if (explored.runs() != members || !explored.findings().isEmpty()) {
      throw new IllegalStateException(
          "expected " + members + " members and no finding: " + explored.summary());
    }
    return explored;
  }

  /**
   * Explores up to {@code members} members of {@code scenario}, seeded, after its run as written;
   * fails unless it was explored.
   */
  static Exploration.Explored explored(
      ScenarioSpec scenario, RunSettings settings, int members, ScenarioResult written) {
    Exploration exploration =
        Explorer.explore(
            scenario,
            settings,
            new ExploreSettings(
                true,
                OptionalInt.of(members),
                Optional.of(Duration.ofMinutes(30)),
                OptionalLong.of(2026)),
            written);
    if (!(exploration instanceof Exploration.Explored explored)) {
      throw new IllegalStateException("the scenario was not explored: " + exploration.summary());
    }
    return explored;
  }

  /**
   * The input {@code points} of the exploration benchmarks declared in {@code declaredIn}: six team
   * points in two segments, each closed by a watermark (10s, 20s), then the third segment's steps
   * as {@code tail} adds them.
   */
  static InputSpec<KV<String, Integer>> points(
      String declaredIn, UnaryOperator<TimelineSteps<KV<String, Integer>>> tail) {
    return InputSpec.ofTimeline(
        "points",
        declaredIn,
        TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.integers()),
        () ->
            tail.apply(
                TimelineSteps.<KV<String, Integer>>create()
                    .element(KV.of("a", 1), 1_000)
                    .element(KV.of("b", 2), 2_000)
                    .element(KV.of("a", 2), 3_000)
                    .watermark(10_000)
                    .element(KV.of("b", 3), 11_000)
                    .element(KV.of("a", 3), 12_000)
                    .element(KV.of("b", 4), 13_000)
                    .watermark(20_000)));
  }

  /** The one-minute fixed windows the benchmarks' transforms sum the points in. */
  static Window<KV<String, Integer>> perMinute() {
    return Window.into(FixedWindows.of(org.joda.time.Duration.standardMinutes(1)));
  }

  /** {@code totals} of {@code declaredIn}: the output holds {@code totals} in the first minute. */
  static ExpectationSpec firstMinuteTotals(Class<?> declaredIn, List<KV<String, Integer>> totals) {
    return ExpectationSpec.of(
        declaredIn,
        "totals",
        ExpectationSpec.Target.output(
            "totals",
            Scopes.of(WindowRef.interval(0, 60_000, Times.interval(0, 60_000))),
            Expectations.containsInAnyOrder(totals)));
  }
}
