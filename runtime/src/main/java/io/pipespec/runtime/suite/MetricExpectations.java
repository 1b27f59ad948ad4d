package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.Committed;
import io.pipespec.runtime.verdict.metrics.MetricExpectation;
import io.pipespec.runtime.verdict.metrics.MetricExpectations.Selector;
import org.apiguardian.api.API;

/**
 * The metric expectations a generated suite declares ({@code @ExpectCounter},
 * {@code @ExpectDistribution}, {@code @ExpectGauge}): the door to {@link
 * io.pipespec.runtime.verdict.metrics.MetricExpectations}.
 */
@API(status = INTERNAL)
public final class MetricExpectations {

  private MetricExpectations() {}

  /** The metrics named {@code name} of {@code namespace} in {@code step} (empty for any). */
  public static Selector metric(String name, String namespace, String step, Committed committed) {
    return io.pipespec.runtime.verdict.metrics.MetricExpectations.metric(
        name, namespace, step, committed);
  }

  /** The counters selected sum to {@code value}. */
  public static MetricExpectation counter(Selector selector, long value) {
    return io.pipespec.runtime.verdict.metrics.MetricExpectations.counter(selector, value);
  }

  /** The distributions selected, merged, have these of count, sum, min and max. */
  public static MetricExpectation distribution(
      Selector selector, Long count, Long sum, Long min, Long max) {
    return io.pipespec.runtime.verdict.metrics.MetricExpectations.distribution(
        selector, count, sum, min, max);
  }

  /** The gauge selected that was set last has {@code value}. */
  public static MetricExpectation gauge(Selector selector, long value) {
    return io.pipespec.runtime.verdict.metrics.MetricExpectations.gauge(selector, value);
  }
}
