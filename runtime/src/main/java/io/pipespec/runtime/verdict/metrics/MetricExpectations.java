package io.pipespec.runtime.verdict.metrics;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.Committed;
import io.pipespec.beam.DeclaredMetrics;
import io.pipespec.beam.MetricKind;
import io.pipespec.runtime.verdict.metrics.MetricsObservation.Metric;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.metrics.DistributionResult;
import org.apache.beam.sdk.metrics.GaugeResult;
import org.apiguardian.api.API;
import org.opentest4j.AssertionFailedError;

/** The metric expectations generated suites make: counters, distributions and gauges. */
@API(status = INTERNAL)
public final class MetricExpectations {

  private MetricExpectations() {}

  /**
   * Where a metric is looked for: its name, and its namespace and step when not empty. A step
   * matches a metric's step that it is a part of, whole segments: {@code "Parse"} matches {@code
   * "Parse/ParMultiDo(Numbers)"} and {@code "Job/Parse"}.
   */
  public record Selector(String name, String namespace, String step, Committed committed) {
    String describe(MetricKind kind) {
      return kind.word()
          + " "
          + name
          + (namespace.isEmpty() ? "" : " in namespace " + namespace)
          + (step.isEmpty() ? "" : " of step " + step);
    }

    boolean matches(Metric metric) {
      return matches(metric.namespace(), metric.step());
    }

    boolean matches(DeclaredMetrics.Declared declared) {
      return matches(declared.namespace(), declared.step());
    }

    private boolean matches(String metricNamespace, String metricStep) {
      return (namespace.isEmpty() || metricNamespace.equals(namespace))
          && (step.isEmpty() || ("/" + metricStep + "/").contains("/" + step + "/"));
    }
  }

  public static Selector metric(String name, String namespace, String step, Committed committed) {
    return new Selector(name, namespace, step, committed);
  }

  /** The counters selected sum to {@code value}. */
  public static MetricExpectation counter(Selector selector, long value) {
    return new Check(MetricKind.COUNTER, selector, "is " + value) {
      @Override
      Map<String, Long> expected() {
        return Map.of("value", value);
      }

      @Override
      Map<String, Long> actual(List<Object> values) {
        long sum = 0;
        for (Object v : values) {
          sum += (Long) v;
        }
        return Map.of("value", sum);
      }
    };
  }

  /**
   * The distributions selected, merged, have these of count, sum, min and max; a {@code null} is
   * not checked.
   */
  public static MetricExpectation distribution(
      Selector selector, Long count, Long sum, Long min, Long max) {
    Map<String, Long> expected = new LinkedHashMap<>();
    putIfGiven(expected, "count", count);
    putIfGiven(expected, "sum", sum);
    putIfGiven(expected, "min", min);
    putIfGiven(expected, "max", max);
    if (expected.isEmpty()) {
      throw new IllegalArgumentException(
          "The distribution expectation of "
              + selector.name()
              + " expects nothing; regenerate the suite (mvn clean test-compile).");
    }
    return new Check(MetricKind.DISTRIBUTION, selector, "has " + render(expected)) {
      @Override
      Map<String, Long> expected() {
        return expected;
      }

      @Override
      Map<String, Long> actual(List<Object> values) {
        DistributionResult merged = DistributionResult.IDENTITY_ELEMENT;
        for (Object v : values) {
          DistributionResult d = (DistributionResult) v;
          merged =
              DistributionResult.create(
                  merged.getSum() + d.getSum(),
                  merged.getCount() + d.getCount(),
                  Math.min(merged.getMin(), d.getMin()),
                  Math.max(merged.getMax(), d.getMax()));
        }
        Map<String, Long> actual = new LinkedHashMap<>();
        Map<String, Long> all =
            Map.of(
                "count", merged.getCount(),
                "sum", merged.getSum(),
                "min", merged.getMin(),
                "max", merged.getMax());
        expected.keySet().forEach(key -> actual.put(key, all.get(key)));
        return actual;
      }
    };
  }

  /** The gauge selected that was set last has {@code value}. */
  public static MetricExpectation gauge(Selector selector, long value) {
    return new Check(MetricKind.GAUGE, selector, "is " + value) {
      @Override
      Map<String, Long> expected() {
        return Map.of("value", value);
      }

      @Override
      Map<String, Long> actual(List<Object> values) {
        GaugeResult latest = GaugeResult.empty();
        for (Object v : values) {
          GaugeResult g = (GaugeResult) v;
          if (!g.getTimestamp().isBefore(latest.getTimestamp())) {
            latest = g;
          }
        }
        return Map.of("value", latest.getValue());
      }
    };
  }

  private static void putIfGiven(Map<String, Long> map, String key, Long value) {
    if (value != null) {
      map.put(key, value);
    }
  }

  private static String render(Map<String, Long> values) {
    if (values.size() == 1 && values.containsKey("value")) {
      return String.valueOf(values.get("value"));
    }
    StringBuilder text = new StringBuilder();
    values.forEach(
        (key, value) ->
            text.append(text.length() == 0 ? "" : ", ").append(key).append('=').append(value));
    return text.toString();
  }

  /** Selects the metrics, reads the chosen value of each, and compares. */
  private abstract static class Check implements MetricExpectation {
    private final MetricKind kind;
    private final Selector selector;
    private final String expectation;

    Check(MetricKind kind, Selector selector, String expectation) {
      this.kind = kind;
      this.selector = selector;
      this.expectation = expectation;
    }

    abstract Map<String, Long> expected();

    abstract Map<String, Long> actual(List<Object> values);

    @Override
    public String describe() {
      return selector.describe(kind) + " " + expectation;
    }

    @Override
    public String compared(MetricsObservation observation) {
      boolean committed;
      try {
        committed = readsCommitted(observation);
      } catch (io.pipespec.RefusedExpectationError refused) {
        return "not compared: " + refused.reason();
      }
      List<Object> values = selected(observation, committed);
      String expects = "expected " + render(expected()) + "; ";
      if (values.isEmpty()) {
        return expects
            + observation.source()
            + " reported no "
            + selector.describe(kind)
            + (expectsNothing() && !declared(observation).isEmpty()
                ? ", which a DoFn of the run declares: it saw nothing"
                : "");
      }
      return expects
          + which(observation, committed)
          + " value "
          + render(actual(values))
          + (values.size() > 1 ? " (" + values.size() + " steps together)" : "");
    }

    private String which(MetricsObservation observation, boolean committed) {
      return committed
          ? "committed"
          : selector.committed() == Committed.ATTEMPTED
              ? "attempted"
              : "attempted, since " + observation.source() + " reports no committed values";
    }

    /** The chosen value of each metric the selector selects. */
    private List<Object> selected(MetricsObservation observation, boolean committed) {
      List<Object> values = new ArrayList<>();
      for (Metric metric : observation.named(kind, selector.name())) {
        if (selector.matches(metric)) {
          values.add(committed ? metric.committed().orElseThrow() : metric.attempted());
        }
      }
      return values;
    }

    private List<DeclaredMetrics.Declared> declared(MetricsObservation observation) {
      return observation.declared(kind, selector.name()).stream()
          .filter(selector::matches)
          .toList();
    }

    @Override
    public void verify(MetricsObservation observation) {
      boolean committed = readsCommitted(observation);
      String which = which(observation, committed);
      List<Metric> named = observation.named(kind, selector.name());
      List<Object> values = selected(observation, committed);
      if (values.isEmpty()) {
        List<DeclaredMetrics.Declared> declared = declared(observation);
        if (expectsNothing() && !declared.isEmpty()) {
          return; // declared by the job and absent from the run: it saw nothing, as expected
        }
        throw new AssertionFailedError(
            "Expected "
                + describe()
                + ", but "
                + observation.source()
                + " reported no "
                + selector.describe(kind)
                + ".\n"
                + listing(observation, named)
                + "\n"
                + absence(observation, declared));
      }
      Map<String, Long> expected = expected();
      Map<String, Long> actual = actual(values);
      if (!expected.equals(actual)) {
        throw new AssertionFailedError(
            "Expected "
                + describe()
                + ", but it is "
                + render(actual)
                + " ("
                + which
                + (values.size() > 1 ? ", " + values.size() + " steps together" : "")
                + ").\n"
                + listing(observation, named),
            render(expected),
            render(actual));
      }
    }

    /**
     * Whether this expects a metric that saw nothing: a counter of 0, a distribution of count 0.
     */
    private boolean expectsNothing() {
      Map<String, Long> expected = expected();
      return switch (kind) {
        case COUNTER -> requireNonNull(expected.get("value")) == 0;
        case DISTRIBUTION -> Long.valueOf(0).equals(expected.get("count"));
        case GAUGE -> false;
      };
    }

    /** Why the metric may be absent, and what would make it readable. */
    private String absence(
        MetricsObservation observation, List<DeclaredMetrics.Declared> declared) {
      String verb =
          switch (kind) {
            case COUNTER -> "incremented";
            case DISTRIBUTION -> "updated";
            case GAUGE -> "set";
          };
      String text =
          "Beam reports a "
              + kind.word()
              + " only once it is "
              + verb
              + ", so one that saw nothing is absent, as a misspelled one is.";
      if (!declared.isEmpty()) {
        return text
            + " "
            + declared.get(0).field()
            + " declares it, so it saw nothing in this run"
            + (kind == MetricKind.GAUGE
                ? "."
                : kind == MetricKind.COUNTER
                    ? ": expect value = \"0\" to say so."
                    : ": expect count = \"0\" alone to say so.");
      }
      if (!expectsNothing()) {
        return text;
      }
      List<String> others =
          observation.declared(kind).stream()
              .map(d -> d.namespace() + ":" + d.name() + " (" + d.field() + ")")
              .distinct()
              .toList();
      return text
          + " An absent "
          + kind.word()
          + " is read as having seen nothing only when a DoFn of the run declares it in a field"
          + " (private final "
          + (kind == MetricKind.COUNTER ? "Counter" : "Distribution")
          + " "
          + selector.name()
          + " = Metrics."
          + kind.word()
          + "(MyFn.class, \""
          + selector.name()
          + "\")), and none declares "
          + selector.describe(kind)
          + "; the "
          + kind.word()
          + "s declared are "
          + (others.isEmpty() ? "none" : String.join(", ", others))
          + ". Check the name, or declare the "
          + kind.word()
          + " in a field of the DoFn that uses it.";
    }

    private boolean readsCommitted(MetricsObservation observation) {
      return switch (selector.committed()) {
        case ATTEMPTED -> false;
        case DEFAULT -> observation.committedReported();
        case COMMITTED -> {
          if (!observation.committedReported()) {
            String reason =
                observation.source()
                    + " reports no committed metric values; expect the attempted value with"
                    + " committed = Committed.ATTEMPTED (or Committed.DEFAULT, which reads"
                    + " committed values where they are reported).";
            throw new io.pipespec.RefusedExpectationError(
                "The expectation " + describe() + " cannot be judged honestly: " + reason, reason);
          }
          yield true;
        }
      };
    }

    private String listing(MetricsObservation observation, List<Metric> named) {
      StringBuilder text = new StringBuilder();
      if (named.isEmpty()) {
        List<String> names =
            observation.metrics().stream()
                .filter(m -> m.kind() == kind)
                .map(m -> m.namespace() + ":" + m.name())
                .distinct()
                .toList();
        return "The run reported no "
            + kind.word()
            + " of that name in any namespace or step; its "
            + kind.word()
            + "s are "
            + (names.isEmpty() ? "none" : String.join(", ", names))
            + ".";
      }
      text.append("Every ")
          .append(kind.word())
          .append(" named ")
          .append(selector.name())
          .append(':');
      for (Metric metric : named) {
        text.append("\n  namespace ")
            .append(metric.namespace())
            .append(", step ")
            .append(metric.step())
            .append(": attempted ")
            .append(MetricsObservation.render(metric.attempted()))
            .append(", committed ")
            .append(metric.committed().map(MetricsObservation::render).orElse("not reported"))
            .append(selector.matches(metric) ? "" : " (not selected)");
      }
      return text.toString();
    }
  }
}
