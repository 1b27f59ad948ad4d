package io.pipespec.benchmarks;

import static java.util.Objects.requireNonNull;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.jspecify.annotations.Nullable;
import org.opentest4j.AssertionFailedError;

/**
 * Judging {@code n} Longs twice from one run: once against exactly what arrived (passes), once
 * against a list where every hundredth value is replaced by one that never arrives (1% missing, and
 * the replaced values 1% unexpected). The failing judgement builds the whole failure: the message
 * and the expected / actual renderings for the IDE diff.
 */
final class FailureReport {

  /** The most characters a failure may have however large the output: it summarises. */
  static final int MESSAGE_BOUND = 64 * 1024;

  private final LargeContains numbers;
  private final int n;
  // Set by runPipeline() and judgeFailing(), which the benchmark calls first.
  private @Nullable ScenarioResult result;
  private @Nullable ExpectationSpec passing;
  private @Nullable ExpectationSpec failing;
  private @Nullable AssertionFailedError lastFailure;

  FailureReport(int n) {
    this.n = n;
    this.numbers = new LargeContains(n);
  }

  /** Runs the pipeline once; the timed part is the judging. */
  void runPipeline() {
    passing =
        ExpectationSpec.of(
            FailureReport.class,
            "everyNumber",
            Target.output("passThrough", Expectations.containsInAnyOrder(numbers.expected())));
    List<Long> wrong = new ArrayList<>(n);
    for (long i = 0; i < n; i++) {
      wrong.add(i % 100 == 0 ? n + i : i);
    }
    failing =
        ExpectationSpec.of(
            FailureReport.class,
            "onePercentOff",
            Target.output("passThrough", Expectations.containsInAnyOrder(wrong)));
    ScenarioSpec scenario =
        ScenarioSpec.builder("FailureReport", FailureReport.class)
            .input(
                InputSpec.ofValues(
                    "numbers",
                    "FailureReport.numbers()",
                    numbers::numbers,
                    TypeDescriptors.longs()))
            .transform(
                inputs ->
                    Outputs.single("passThrough", LargeContains.passThrough(inputs.get("numbers"))))
            .expectation(passing)
            .expectation(failing)
            .build();
    result = ScenarioRunner.run(scenario, RunSettings.defaults());
  }

  void judgePassing() {
    requireNonNull(result, "runPipeline() first").verify(requireNonNull(passing));
  }

  void judgeFailing() {
    try {
      requireNonNull(result, "runPipeline() first").verify(requireNonNull(failing));
    } catch (AssertionFailedError expected) {
      lastFailure = expected;
      return;
    }
    throw new IllegalStateException("The 1%-off expectation passed; the benchmark is broken.");
  }

  /**
   * Checks that the last failure is bounded, and says how large it was. Throws when it is not, so
   * that a message that grows with the output fails the benchmark.
   */
  String checkBounded() {
    AssertionFailedError failure = requireNonNull(lastFailure, "judgeFailing() first");
    String message = String.valueOf(failure.getMessage());
    String expected = failure.getExpected().getStringRepresentation();
    String actual = failure.getActual().getStringRepresentation();
    String sizes =
        "message_chars="
            + message.length()
            + " diff_expected_chars="
            + expected.length()
            + " diff_actual_chars="
            + actual.length()
            + " bound="
            + MESSAGE_BOUND;
    if (message.length() > MESSAGE_BOUND
        || expected.length() > MESSAGE_BOUND
        || actual.length() > MESSAGE_BOUND) {
      throw new IllegalStateException(
          "The failure for " + n + " elements is not bounded: " + sizes + "\n" + message);
    }
    if (!message.contains("missing") || !message.contains("unexpected")) {
      throw new IllegalStateException("The failure does not list what differs:\n" + message);
    }
    return sizes;
  }
}
