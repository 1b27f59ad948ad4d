package io.pipespec.benchmarks;

import io.pipespec.grammar.WindowRef;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.scope.Scopes;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.testing.PAssert;
import org.apache.beam.sdk.transforms.Create;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.WithTimestamps;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.joda.time.Instant;

/**
 * Team scores per minute, with one expectation per one-minute window: the shape of a windowed test
 * with many checks. Each event is {@code "team,points,minute"}; the transform under test parses it,
 * stamps it with its minute, windows by minute and sums the points per team.
 *
 * <p>Pipespec runs the scenario once for all its expectations; PAssert users write one test, and so
 * one pipeline, per check.
 */
final class ManyExpectations {

  static final int TEAMS = 5;
  static final int EVENTS_PER_WINDOW = 50;

  private final int windows;
  private final List<String> events = new ArrayList<>();
  private final List<Map<String, Integer>> totals = new ArrayList<>();

  ManyExpectations(int windows) {
    this.windows = windows;
    for (int minute = 0; minute < windows; minute++) {
      Map<String, Integer> total = new TreeMap<>();
      for (int i = 0; i < EVENTS_PER_WINDOW; i++) {
        String team = "team" + (i % TEAMS);
        int points = 1 + (i * 7 + minute) % 10;
        events.add(team + "," + points + "," + minute);
        total.merge(team, points, Integer::sum);
      }
      totals.add(total);
    }
  }

  /** The transform under test. */
  static PCollection<KV<String, Integer>> teamScores(PCollection<String> events) {
    return events
        .apply(
            "Stamp",
            WithTimestamps.of(
                (String event) ->
                    Instant.ofEpochMilli(
                        Long.parseLong(event.substring(event.lastIndexOf(',') + 1)) * 60_000L)))
        .apply(
            "Parse",
            MapElements.into(
                    TypeDescriptors.kvs(TypeDescriptors.strings(), TypeDescriptors.integers()))
                .via(
                    (String event) -> {
                      String[] parts = event.split(",", -1);
                      return KV.of(parts[0], Integer.parseInt(parts[1]));
                    }))
        .apply("Per minute", Window.into(FixedWindows.of(Duration.standardMinutes(1))))
        .apply("Sum", Sum.integersPerKey());
  }

  static IntervalWindow minute(int minute) {
    return new IntervalWindow(Instant.ofEpochMilli(minute * 60_000L), Duration.standardMinutes(1));
  }

  /** What {@code @Window(start = "<minute>m", size = "1m")} generates. */
  static Scope minuteScope(int minute) {
    return Scopes.of(
        WindowRef.interval(
            minute * 60_000L, (minute + 1) * 60_000L, "[" + minute + "m, " + (minute + 1) + "m)"));
  }

  List<KV<String, Integer>> expectedIn(int minute) {
    List<KV<String, Integer>> expected = new ArrayList<>();
    totals.get(minute).forEach((team, total) -> expected.add(KV.of(team, total)));
    return expected;
  }

  /** The scenario with an expectation on each of the first {@code expectations} windows. */
  ScenarioSpec scenario(int expectations) {
    PipelineScenarioSpec.Builder scenario =
        ScenarioSpec.builder("PerMinute", ManyExpectations.class)
            .input(
                InputSpec.ofValues(
                    "events",
                    "ManyExpectations.events()",
                    () -> events,
                    TypeDescriptor.of(String.class)))
            .transform(inputs -> Outputs.single("teamScores", teamScores(inputs.get("events"))));
    for (int minute = 0; minute < expectations; minute++) {
      scenario.expectation(
          ExpectationSpec.of(
              ManyExpectations.class,
              "minute" + minute,
              Target.output(
                  "teamScores",
                  minuteScope(minute),
                  Expectations.containsInAnyOrder(expectedIn(minute)))));
    }
    return scenario.build();
  }

  void pipespec(int expectations) {
    Direct.runAndVerify(scenario(expectations));
  }

  void pipespecOnFlink(int expectations) {
    OnFlink.runAndVerify(scenario(expectations));
  }

  /** One PAssert test per window on Flink, each with a pipeline (and a mini-cluster) of its own. */
  void passertOnFlink() {
    for (int minute = 0; minute < windows; minute++) {
      Pipeline pipeline = OnFlink.newPipeline();
      PCollection<KV<String, Integer>> scores =
          teamScores(pipeline.apply("events", Create.of(events)));
      PAssert.that(scores).inWindow(minute(minute)).containsInAnyOrder(expectedIn(minute));
      OnFlink.run(pipeline);
    }
  }

  /**
   * The median time of verifying every expectation of one run, without the run: what the
   * expectations themselves cost, apart from the pipeline's noise.
   */
  long judgingNanos(int expectations) {
    ScenarioSpec scenario = scenario(expectations);
    ScenarioResult result = ScenarioRunner.run(scenario, RunSettings.defaults());
    long[] times = new long[9];
    for (int i = 0; i < times.length; i++) {
      long start = System.nanoTime();
      for (ExpectationSpec expectation : scenario.expectations()) {
        result.verify(expectation);
      }
      times[i] = System.nanoTime() - start;
    }
    return Stopwatch.median(times);
  }

  /** One PAssert test per window, each with a pipeline of its own. */
  void passert() {
    for (int minute = 0; minute < windows; minute++) {
      Pipeline pipeline = Direct.newPipeline();
      PCollection<KV<String, Integer>> scores =
          teamScores(pipeline.apply("events", Create.of(events)));
      PAssert.that(scores).inWindow(minute(minute)).containsInAnyOrder(expectedIn(minute));
      Direct.run(pipeline);
    }
  }
}
