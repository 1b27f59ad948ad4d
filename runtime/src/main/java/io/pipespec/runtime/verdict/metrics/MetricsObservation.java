package io.pipespec.runtime.verdict.metrics;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.beam.DeclaredMetrics;
import io.pipespec.beam.MetricKind;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.apache.beam.sdk.metrics.DistributionResult;
import org.apache.beam.sdk.metrics.GaugeResult;
import org.apache.beam.sdk.metrics.MetricQueryResults;
import org.apache.beam.sdk.metrics.MetricResult;
import org.apiguardian.api.API;

/**
 * Every counter, distribution and gauge a run reported, with its attempted value and, where the
 * runner reports it, its committed value. Taken once after the run, so that every metric
 * expectation of the scenario reads the same values.
 */
@API(status = INTERNAL)
public final class MetricsObservation {

  /**
   * One metric of one step.
   *
   * @param attempted a {@code Long}, {@code DistributionResult} or {@code GaugeResult}
   * @param committed the same kind of value, when the runner reports committed values
   */
  public record Metric(
      MetricKind kind,
      String namespace,
      String name,
      String step,
      Object attempted,
      Optional<Object> committed) {
    public Metric {
      requireNonNull(kind, "kind");
      requireNonNull(namespace, "namespace");
      requireNonNull(name, "name");
      requireNonNull(step, "step");
      requireNonNull(attempted, "attempted");
      requireNonNull(committed, "committed");
    }
  }

  private final String source;
  private final List<Metric> metrics;
  private final boolean committedReported;
  private final List<DeclaredMetrics.Declared> declared;

  private MetricsObservation(
      String source,
      List<Metric> metrics,
      boolean committedReported,
      List<DeclaredMetrics.Declared> declared) {
    this.source = source;
    this.metrics = List.copyOf(metrics);
    this.committedReported = committedReported;
    this.declared = List.copyOf(declared);
  }

  /**
   * These metrics, with the ones the run's functions declare in fields ({@link DeclaredMetrics}).
   */
  public MetricsObservation withDeclared(List<DeclaredMetrics.Declared> declared) {
    return new MetricsObservation(source, metrics, committedReported, declared);
  }

  /**
   * The metrics of the steps inside {@code step} and those its functions declare, each step named
   * within it ({@code "Copy#2/ParseLines"} becomes {@code "ParseLines"}): the metrics of one copy
   * of a job among several in a run.
   */
  public MetricsObservation within(String step) {
    String prefix = step + "/";
    List<Metric> inside = new ArrayList<>();
    for (Metric metric : metrics) {
      if (metric.step().startsWith(prefix)) {
        inside.add(
            new Metric(
                metric.kind(),
                metric.namespace(),
                metric.name(),
                metric.step().substring(prefix.length()),
                metric.attempted(),
                metric.committed()));
      }
    }
    List<DeclaredMetrics.Declared> declaredInside = new ArrayList<>();
    for (DeclaredMetrics.Declared fn : declared) {
      if (fn.step().startsWith(prefix)) {
        declaredInside.add(
            new DeclaredMetrics.Declared(
                fn.kind(),
                fn.namespace(),
                fn.name(),
                fn.step().substring(prefix.length()),
                fn.field()));
      }
    }
    return new MetricsObservation(source, inside, committedReported, declaredInside);
  }

  /** The metrics of {@code kind} called {@code name} that the run's functions declare. */
  public List<DeclaredMetrics.Declared> declared(MetricKind kind, String name) {
    return declared.stream().filter(d -> d.kind() == kind && d.name().equals(name)).toList();
  }

  /** Every metric of {@code kind} the run's functions declare. */
  public List<DeclaredMetrics.Declared> declared(MetricKind kind) {
    return declared.stream().filter(d -> d.kind() == kind).toList();
  }

  /**
   * The metrics of {@code results}.
   *
   * @param source where they come from, for messages: "the DirectRunner", "the DoFn harness"
   */
  public static MetricsObservation of(MetricQueryResults results, String source) {
    List<Metric> metrics = new ArrayList<>();
    boolean[] committed = {true};
    add(metrics, MetricKind.COUNTER, results.getCounters(), committed);
    add(metrics, MetricKind.DISTRIBUTION, results.getDistributions(), committed);
    add(metrics, MetricKind.GAUGE, results.getGauges(), committed);
    metrics.sort(
        Comparator.comparing(Metric::kind)
            .thenComparing(Metric::name)
            .thenComparing(Metric::namespace)
            .thenComparing(Metric::step));
    return new MetricsObservation(source, metrics, committed[0], List.of());
  }

  private static <T> void add(
      List<Metric> metrics,
      MetricKind kind,
      Iterable<MetricResult<T>> results,
      boolean[] committed) {
    for (MetricResult<T> result : results) {
      Optional<Object> committedValue;
      try {
        committedValue = Optional.ofNullable(result.getCommittedOrNull());
      } catch (UnsupportedOperationException notReported) {
        committedValue = Optional.empty();
      }
      if (committedValue.isEmpty()) {
        committed[0] = false;
      }
      metrics.add(
          new Metric(
              kind,
              result.getKey().metricName().getNamespace(),
              result.getKey().metricName().getName(),
              String.valueOf(result.getKey().stepName()),
              result.getAttempted(),
              committedValue));
    }
  }

  /** Where the metrics come from, for messages. */
  public String source() {
    return source;
  }

  /** Every metric, ordered by kind, name, namespace and step. */
  public List<Metric> metrics() {
    return metrics;
  }

  /** Whether every metric came with a committed value. */
  public boolean committedReported() {
    return committedReported;
  }

  /** The metrics of {@code kind} called {@code name}, in every namespace and step. */
  public List<Metric> named(MetricKind kind, String name) {
    return metrics.stream().filter(m -> m.kind() == kind && m.name().equals(name)).toList();
  }

  /** A value as messages write it. */
  public static String render(Object value) {
    if (value instanceof DistributionResult d) {
      return "count="
          + d.getCount()
          + ", sum="
          + d.getSum()
          + ", min="
          + d.getMin()
          + ", max="
          + d.getMax();
    }
    if (value instanceof GaugeResult g) {
      return g.getValue() + " (set at " + g.getTimestamp() + ")";
    }
    return String.valueOf(value);
  }
}
