package io.pipespec.runtime.run;

import io.pipespec.runtime.metrics.MetricExpectation;
import io.pipespec.runtime.spec.ExpectationSpec;

/** Judges a metric expectation against the metrics its run reported. */
final class MetricsJudge {

  private MetricsJudge() {}

  static void verify(ScenarioResult run, ExpectationSpec spec, MetricExpectation expectation) {
    expectation.verify(
        run.metrics()
            .orElseThrow(
                () ->
                    new IllegalStateException(
                        "The "
                            + run.kind().noun()
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
