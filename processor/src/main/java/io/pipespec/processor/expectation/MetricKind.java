package io.pipespec.processor.expectation;

import io.pipespec.processor.model.CallArgument;
import io.pipespec.processor.model.CheckModel;
import io.pipespec.processor.model.RuntimeCall;
import io.pipespec.processor.model.TargetModel;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import java.util.EnumSet;
import java.util.Optional;
import java.util.OptionalLong;
import javax.lang.model.element.AnnotationValue;
import javax.lang.model.element.VariableElement;

/**
 * An expectation on a metric of the run (a counter, distribution or gauge), in pipeline, job and
 * function tests alike: it reads no output, so scopes and {@code @Where} do not apply to it.
 */
abstract class MetricKind<C extends CheckModel> extends ExpectationKind<C> {

  /** Which metric: its name, namespace and step (empty for any), and which value is read. */
  record Selector(String name, String namespace, String step, String committed) {

    /** {@code MetricExpectations.metric(...)}, which selects it. */
    CallArgument metric() {
      return metricExpectations(
          "metric",
          new CallArgument.Text(name),
          new CallArgument.Text(namespace),
          new CallArgument.Text(step),
          new CallArgument.Constant(RuntimeCall.RuntimeClass.COMMITTED, committed));
    }
  }

  /** {@code MetricExpectations.method(arguments)}. */
  static RuntimeCall metricExpectations(String method, CallArgument... arguments) {
    return RuntimeCall.of(RuntimeCall.RuntimeClass.METRIC_EXPECTATIONS, method, arguments);
  }

  MetricKind(String annotation) {
    super(annotation, EnumSet.allOf(TestKind.class));
  }

  @Override
  public final boolean judgesElements() {
    return false;
  }

  @Override
  public final String scopeAdvice(String annotation) {
    return display()
        + " reads a metric of the whole run, which has no windows or panes. Remove "
        + annotation
        + ", or expect the elements of an output instead.";
  }

  /** The selector of the annotation on {@code site}, or empty after an error. */
  static Optional<Selector> selector(ExpectationSite site) {
    String name = site.string("name");
    if (name.isBlank()) {
      site.error(
          ErrorTag.PipespecMetricName,
          site.annotation()
              + " on "
              + site.methodName()
              + " names no metric. Give the name the job's code gives it, such as name ="
              + " \"badLines\" for Metrics.counter(MyFn.class, \"badLines\").",
          site.value("name"));
      return Optional.empty();
    }
    Object committed = site.value("committed").getValue();
    return Optional.of(
        new Selector(
            name,
            site.string("namespace"),
            site.string("step"),
            committed instanceof VariableElement constant
                ? constant.getSimpleName().toString()
                : String.valueOf(committed)));
  }

  /**
   * The whole number written in {@code attribute}; empty when it is left empty (and {@code
   * optional}) or is not a number, which is reported.
   */
  static OptionalLong number(ExpectationSite site, String attribute, boolean optional) {
    String text = site.string(attribute).trim();
    AnnotationValue at = site.value(attribute);
    if (text.isEmpty() && optional) {
      return OptionalLong.empty();
    }
    try {
      return OptionalLong.of(Long.parseLong(text));
    } catch (NumberFormatException e) {
      String written =
          attribute
              + " = \""
              + site.string(attribute)
              + "\" of "
              + site.annotation()
              + " on "
              + site.methodName();
      site.error(
          ErrorTag.PipespecMetricValue,
          text.matches("[+-]?[0-9]+")
              ? written
                  + " is out of range: metrics count in longs, from "
                  + Long.MIN_VALUE
                  + " to "
                  + Long.MAX_VALUE
                  + ", which no metric of Beam can exceed."
              : written
                  + " is not a whole number. Write the metric's value in digits, such as "
                  + attribute
                  + " = \"2\" (metrics count in longs).",
          at);
      return OptionalLong.empty();
    }
  }

  /** A metric check reads the run's metrics, no output. */
  interface MetricCheck extends CheckModel {
    @Override
    default TargetModel target() {
      return new TargetModel.Metrics();
    }
  }
}
