package io.pipespec.runtime.run;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.Committed;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ExpectationSpec.Target;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.Outputs;
import io.pipespec.runtime.suite.ScenarioSpec;
import io.pipespec.runtime.verdict.metrics.MetricExpectation;
import io.pipespec.runtime.verdict.metrics.MetricExpectations;
import java.time.Duration;
import java.util.List;
import org.apache.beam.sdk.metrics.Metrics;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.TypeDescriptors;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/**
 * "Nothing was rejected": a counter (or distribution) that saw nothing is absent from what Beam
 * reports, as a misspelled one is. It is read as zero when a function of the run declares it in a
 * field, and only then.
 */
class ZeroMetricsTest {

  /** Counts where it is used, without a field: not declared. */
  static final class Inline extends DoFn<String, String> {
    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      if (line.isEmpty()) {
        Metrics.counter("inline", "empties").inc();
      }
      out.output(line);
    }
  }

  private static ScenarioResult run(List<String> lines) {
    ScenarioSpec scenario =
        ScenarioSpec.builder("Clean", ZeroMetricsTest.class)
            .input(InputSpec.ofValues("lines", "lines()", () -> lines, TypeDescriptors.strings()))
            .transform(
                inputs ->
                    Outputs.single(
                        "numbers",
                        inputs
                            .<String>get("lines")
                            .apply("Parse", ParDo.of(new JobScenarioTest.Numbers()))
                            .apply("Inline", ParDo.of(new Inline()))))
            .build();
    return ScenarioRunner.run(scenario, RunSettings.defaults().withTimeout(Duration.ofSeconds(60)));
  }

  private static ExpectationSpec expect(MetricExpectation expectation) {
    return ExpectationSpec.of(ZeroMetricsTest.class, "metric", Target.metrics(expectation));
  }

  private static MetricExpectations.Selector metric(String name, String step) {
    return MetricExpectations.metric(name, "", step, Committed.DEFAULT);
  }

  @Test
  void aDeclaredCounterThatCountedNothingIsZero() {
    ScenarioResult clean = run(List.of("1", "22"));

    clean.verify(expect(MetricExpectations.counter(metric("badLines", ""), 0)));
    clean.verify(expect(MetricExpectations.counter(metric("badLines", "Parse"), 0)));
  }

  @Test
  void aDeclaredDistributionThatSawNothingHasCountZero() {
    ScenarioResult empty = run(List.of());

    empty.verify(
        expect(MetricExpectations.distribution(metric("lengths", ""), 0L, null, null, null)));
  }

  @Test
  void aMisspelledNameStillFailsAndSaysWhatIsDeclared() {
    ScenarioResult clean = run(List.of("1", "22"));

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> clean.verify(expect(MetricExpectations.counter(metric("badLine", ""), 0))));
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "none declares counter badLine; the counters declared are numbers:badLines"
                + " (io.pipespec.runtime.run.JobScenarioTest$Numbers.bad). Check the name");
  }

  @Test
  void aDeclaredCounterOfAnotherStepIsNotRead() {
    ScenarioResult clean = run(List.of("1", "22"));

    assertThrows(
        AssertionFailedError.class,
        () -> clean.verify(expect(MetricExpectations.counter(metric("badLines", "Inline"), 0))));
  }

  @Test
  void aCounterMadeWhereItIsUsedIsNotDeclaredSoItsAbsenceIsNotZero() {
    ScenarioResult clean = run(List.of("1", "22"));

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () -> clean.verify(expect(MetricExpectations.counter(metric("empties", ""), 0))));
    assertThat(failure)
        .hasMessageThat()
        .contains("declare the counter in a field of the DoFn that uses it");
  }

  @Test
  void anExpectedNonZeroValueOfADeclaredMetricSaysItSawNothing() {
    ScenarioResult empty = run(List.of());

    AssertionFailedError failure =
        assertThrows(
            AssertionFailedError.class,
            () ->
                empty.verify(
                    expect(
                        MetricExpectations.distribution(
                            metric("lengths", ""), 2L, null, null, null))));
    assertThat(failure)
        .hasMessageThat()
        .contains(
            "Beam reports a distribution only once it is updated, so one that saw nothing is"
                + " absent, as a misspelled one is."
                + " io.pipespec.runtime.run.JobScenarioTest$Numbers.lengths declares it, so it saw"
                + " nothing in this run: expect count = \"0\" alone to say so.");
  }
}
