package io.pipespec.runtime.verdict.metrics;

import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/**
 * What a metric expectation expects of the metrics of a run. Made by {@link MetricExpectations}.
 */
@API(status = INTERNAL)
public interface MetricExpectation {

  /** A short description for display names and messages: "counter badLines is 2". */
  String describe();

  /**
   * Judges the metrics; throws an {@code AssertionFailedError} (with expected and actual) when they
   * do not hold, and a {@code RefusedExpectationError} when they cannot be read as asked.
   */
  void verify(MetricsObservation observation);

  /**
   * What {@link #verify} compares on {@code observation}, for the report page: the expected value,
   * which value was read (attempted or committed) and what it is, or that no metric was reported.
   * Never throws for metrics {@link #verify} judges.
   */
  String compared(MetricsObservation observation);
}
