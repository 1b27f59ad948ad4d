package io.pipespec.benchmarks;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.transforms.WithTimestamps;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.joda.time.Duration;
import org.joda.time.Instant;

/**
 * {@code windows} one-minute windows of {@value #PER_WINDOW} Longs each, and one expectation per
 * window that it holds exactly its ten values: the scenario grows in output and in expectations
 * together, so a judge that rescans the whole output per expectation shows up as quadratic.
 */
final class ManyWindows {

  static final int PER_WINDOW = 10;

  private final int windows;

  ManyWindows(int windows) {
    this.windows = windows;
  }

  /** The transform under test: element {@code i} belongs to minute {@code i / 10}. */
  static PCollection<Long> perMinute(PCollection<Long> numbers) {
    return numbers
        .apply(
            "Stamp", WithTimestamps.of((Long i) -> Instant.ofEpochMilli(i / PER_WINDOW * 60_000L)))
        .apply("Per minute", Window.into(FixedWindows.of(Duration.standardMinutes(1))));
  }

  List<Long> numbers() {
    List<Long> numbers = new ArrayList<>(windows * PER_WINDOW);
    for (long i = (long) windows * PER_WINDOW - 1; i >= 0; i--) {
      numbers.add(i);
    }
    return numbers;
  }

  ScenarioSpec scenario() {
    PipelineScenarioSpec.Builder scenario =
        ScenarioSpec.builder("ManyWindows", ManyWindows.class)
            .input(
                InputSpec.ofValues(
                    "numbers", "ManyWindows.numbers()", this::numbers, TypeDescriptors.longs()))
            .transform(inputs -> Outputs.single("perMinute", perMinute(inputs.get("numbers"))));
    for (int minute = 0; minute < windows; minute++) {
      List<Long> expected = new ArrayList<>(PER_WINDOW);
      for (long i = 0; i < PER_WINDOW; i++) {
        expected.add((long) minute * PER_WINDOW + i);
      }
      scenario.expectation(
          ExpectationSpec.of(
              ManyWindows.class,
              "minute" + minute,
              Target.output(
                  "perMinute",
                  ManyExpectations.minuteScope(minute),
                  Expectations.containsInAnyOrder(expected))));
    }
    return scenario.build();
  }

  void pipespec() {
    Direct.runAndVerify(scenario());
  }
}
