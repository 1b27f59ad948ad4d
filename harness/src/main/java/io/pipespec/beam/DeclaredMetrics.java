package io.pipespec.beam;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.metrics.Counter;
import org.apache.beam.sdk.metrics.Distribution;
import org.apache.beam.sdk.metrics.Gauge;
import org.apache.beam.sdk.metrics.Metric;
import org.apache.beam.sdk.metrics.MetricName;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.ParDo;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The metrics a pipeline's functions declare in fields ({@code private final Counter badLines =
 * Metrics.counter(ParseFn.class, "badLines")}), read from the {@code DoFn} objects of the graph.
 * Beam reports a counter only once it is incremented (a distribution once updated), so a metric
 * that saw nothing is absent, as a misspelled one is; a metric declared here and absent from the
 * run is one that saw nothing, which lets "this counter stayed at zero" be expected without letting
 * a misspelled name pass.
 *
 * <p>Read are the fields of each {@code DoFn}'s class and superclasses (instance and static) and
 * the static fields of its enclosing classes. A metric made where it is used ({@code
 * Metrics.counter(...).inc()} inside {@code @ProcessElement}) is not declared, and messages say so.
 */
@API(status = INTERNAL)
public final class DeclaredMetrics {

  /** A metric a function declares: its kind and name, and the step (transform) that holds it. */
  public record Declared(
      MetricKind kind, String namespace, String name, String step, String field) {}

  private DeclaredMetrics() {}

  /** The metrics the {@code DoFn}s of {@code pipeline} declare, each with its transform's name. */
  public static List<Declared> of(Pipeline pipeline) {
    Set<Declared> declared = new LinkedHashSet<>();
    TransformNodes.forEach(
        pipeline,
        node -> {
          PTransform<?, ?> transform = node.getTransform();
          DoFn<?, ?> fn = null;
          if (transform instanceof ParDo.SingleOutput<?, ?> single) {
            fn = single.getFn();
          } else if (transform instanceof ParDo.MultiOutput<?, ?> multi) {
            fn = multi.getFn();
          }
          if (fn != null) {
            declared.addAll(of(fn, node.getFullName()));
          }
        });
    return List.copyOf(declared);
  }

  /** The metrics {@code fn} declares, as held by the step {@code step}. */
  public static List<Declared> of(Object fn, String step) {
    List<Declared> declared = new ArrayList<>();
    for (Class<?> type = fn.getClass(); type != null && type != Object.class; ) {
      read(type, fn, step, declared);
      type = type.getSuperclass();
    }
    for (Class<?> outer = fn.getClass().getEnclosingClass();
        outer != null;
        outer = outer.getEnclosingClass()) {
      read(outer, null, step, declared);
    }
    return declared;
  }

  private static void read(
      Class<?> type, @Nullable Object instance, String step, List<Declared> declared) {
    Field[] fields;
    try {
      fields = type.getDeclaredFields();
    } catch (LinkageError | SecurityException unreadable) {
      return;
    }
    for (Field field : fields) {
      boolean isStatic = Modifier.isStatic(field.getModifiers());
      if (!Metric.class.isAssignableFrom(field.getType()) || (!isStatic && instance == null)) {
        continue;
      }
      Object value;
      try {
        field.setAccessible(true);
        value = field.get(isStatic ? null : instance);
      } catch (ReflectiveOperationException | RuntimeException unreadable) {
        continue; // a module that does not open the class: its metrics are not declared here
      }
      MetricKind kind =
          value instanceof Counter
              ? MetricKind.COUNTER
              : value instanceof Distribution
                  ? MetricKind.DISTRIBUTION
                  : value instanceof Gauge ? MetricKind.GAUGE : null;
      if (kind != null) {
        MetricName name = ((Metric) value).getName();
        declared.add(
            new Declared(
                kind,
                name.getNamespace(),
                name.getName(),
                step,
                type.getName() + "." + field.getName()));
      }
    }
  }
}
