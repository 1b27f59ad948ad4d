package io.pipespec.processor.expectation;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import io.pipespec.processor.PipespecNames;
import io.pipespec.processor.model.CheckModel;
import io.pipespec.processor.validation.ErrorTag;
import io.pipespec.processor.validation.TestKind;
import io.pipespec.processor.writer.StringLiterals;
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

  static final ClassName METRIC_EXPECTATIONS =
      ClassName.get(PipespecNames.METRICS_PACKAGE, "MetricExpectations");
  private static final ClassName COMMITTED = ClassName.get("io.pipespec", "Committed");

  /** Which metric: its name, namespace and step (empty for any), and which value is read. */
  record Selector(String name, String namespace, String step, String committed) {}

  MetricKind(String annotation, Class<C> checkType) {
    super(annotation, checkType, EnumSet.allOf(TestKind.class));
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
      site.error(
          ErrorTag.PipespecMetricValue,
          attribute
              + " = \""
              + site.string(attribute)
              + "\" of "
              + site.annotation()
              + " on "
              + site.methodName()
              + " is not a whole number. Write the metric's value in digits, such as "
              + attribute
              + " = \"2\" (metrics count in longs).",
          at);
      return OptionalLong.empty();
    }
  }

  static CodeBlock write(Selector selector) {
    return CodeBlock.of(
        "$T.metric($L, $L, $L, $T.$N)",
        METRIC_EXPECTATIONS,
        StringLiterals.of(selector.name()),
        StringLiterals.of(selector.namespace()),
        StringLiterals.of(selector.step()),
        COMMITTED,
        selector.committed());
  }

  /** A metric check reads no output. */
  interface MetricCheck extends CheckModel {
    @Override
    default Optional<String> judgedOutput() {
      return Optional.empty();
    }
  }
}
