package io.pipespec.runtime.run;

import io.pipespec.beam.DeclaredMetrics;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.metrics.MetricExpectation;
import io.pipespec.runtime.verdict.metrics.MetricsObservation;
import java.util.Optional;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.PipelineResult;
import org.apache.beam.sdk.metrics.MetricsFilter;

/** Reads the metrics a run reported, and judges a metric expectation against them. */
final class MetricsJudge {

  private MetricsJudge() {}

  /**
   * The metrics of the finished run, as its runner reports them, with those the pipeline's
   * functions declare; empty when the runner reports none.
   */
  static Optional<MetricsObservation> reported(
      PipelineResult finished, String runner, Pipeline pipeline) {
    MetricsObservation observation;
    try {
      observation =
          MetricsObservation.of(
              finished.metrics().queryMetrics(MetricsFilter.builder().build()), "the " + runner);
    } catch (RuntimeException notReported) {
      return Optional.empty();
    }
    try {
      return Optional.of(observation.withDeclared(DeclaredMetrics.of(pipeline)));
    } catch (RuntimeException unreadable) {
      return Optional.of(observation); // absent metrics then cannot be read as zero: never wrong
    }
  }

  static void verify(ScenarioResult run, ExpectationSpec spec, MetricExpectation expectation) {
    expectation.verify(
        run.metrics()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "The "
                            + run.noun()
                            + " scenario '"
                            + run.scenario()
                            + "' reported no metrics, so "
                            + spec.methodName()
                            + " ("
                            + expectation.describe()
                            + ") cannot be judged; the runner "
                            + run.runner()
                            + " gave none.")));
  }
}
