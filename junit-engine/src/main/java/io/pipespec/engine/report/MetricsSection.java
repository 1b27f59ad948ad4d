package io.pipespec.engine.report;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.verdict.metrics.MetricsObservation;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * The "Metrics" section of a page: every counter, distribution and gauge the run reported, with its
 * attempted and committed values, and each metric expectation with its verdict and the values it
 * compared. Written for a scenario whose run reported metrics or that expects some.
 */
final class MetricsSection {

  /** At most this many metrics are listed. */
  static final int LISTED = 1_000;

  private MetricsSection() {}

  /** The metric expectations of {@code input}, in declaration order. */
  static List<PageInput.Verdict> expectations(PageInput input) {
    List<PageInput.Verdict> list = new ArrayList<>();
    for (PageInput.Verdict verdict : input.verdicts()) {
      if (verdict.spec().target() instanceof ExpectationSpec.Target.Metrics) {
        list.add(verdict);
      }
    }
    return list;
  }

  static void write(StringBuilder html, PageInput input) {
    Optional<MetricsObservation> observation = input.metrics();
    List<PageInput.Verdict> expectations = expectations(input);
    boolean reported = observation.isPresent() && !observation.get().metrics().isEmpty();
    if (!reported && expectations.isEmpty()) {
      return;
    }
    html.append("<section class=\"metrics\"><h2>Metrics</h2>");
    if (observation.isEmpty()) {
      html.append("<p class=\"note\">The run reported no metrics")
          .append(input.runFailure().isPresent() ? " (it failed)." : ".")
          .append("</p>");
    } else {
      metrics(html, observation.get());
    }
    if (!expectations.isEmpty()) {
      html.append("<h3>Metric expectations</h3><table class=\"metric-expectations\"><thead><tr>")
          .append("<th>expectation</th><th>verdict</th><th>expects</th><th>compared</th>")
          .append("</tr></thead><tbody>");
      for (PageInput.Verdict verdict : expectations) {
        ExpectationSpec.Target.Metrics target =
            (ExpectationSpec.Target.Metrics) verdict.spec().target();
        String word = verdict.judgement().word();
        String compared =
            observation
                .map(metrics -> compared(target, metrics))
                .orElse("not compared: the run reported no metrics");
        html.append("<tr class=\"metric-expectation ")
            .append(word.replace(' ', '-'))
            .append("\" data-expectation=\"")
            .append(Html.text(verdict.spec().methodName()))
            .append("\"><td class=\"method\">")
            .append(Html.text(verdict.spec().methodName()))
            .append("</td><td><span class=\"verdict ")
            .append(word.replace(' ', '-'))
            .append("\">")
            .append(word)
            .append("</span></td><td>")
            .append(Html.text(Html.cut(target.describe(), 300)))
            .append("</td><td class=\"compared\">")
            .append(Html.text(Html.cut(compared, 2_000)))
            .append("</td></tr>");
      }
      html.append("</tbody></table>");
    }
    html.append("</section>");
  }

  private static String compared(
      ExpectationSpec.Target.Metrics target, MetricsObservation metrics) {
    try {
      return target.expectation().compared(metrics);
    } catch (RuntimeException e) {
      return "not compared: " + e;
    }
  }

  private static void metrics(StringBuilder html, MetricsObservation observation) {
    List<MetricsObservation.Metric> metrics = observation.metrics();
    html.append("<p class=\"summary\">")
        .append(metrics.size())
        .append(metrics.size() == 1 ? " metric" : " metrics")
        .append(" reported by ")
        .append(Html.text(observation.source()))
        .append(
            observation.committedReported()
                ? ", with committed values"
                : "; committed values are not reported")
        .append(metrics.size() > LISTED ? "; the first " + LISTED + " are listed" : "")
        .append("</p>");
    if (metrics.isEmpty()) {
      return;
    }
    html.append("<table class=\"reported-metrics\"><thead><tr><th>kind</th><th>namespace</th>")
        .append("<th>name</th><th>step</th><th>attempted</th><th>committed</th></tr></thead>")
        .append("<tbody>");
    for (int i = 0; i < metrics.size() && i < LISTED; i++) {
      MetricsObservation.Metric metric = metrics.get(i);
      html.append("<tr class=\"metric\" data-kind=\"")
          .append(metric.kind().word())
          .append("\" data-name=\"")
          .append(Html.text(metric.name()))
          .append("\"><td>")
          .append(metric.kind().word())
          .append("</td><td>")
          .append(Html.text(Html.cut(metric.namespace(), 300)))
          .append("</td><td class=\"method\">")
          .append(Html.text(Html.cut(metric.name(), 300)))
          .append("</td><td>")
          .append(Html.text(Html.cut(metric.step(), 300)))
          .append("</td><td class=\"attempted\">")
          .append(Html.text(MetricsObservation.render(metric.attempted())))
          .append("</td><td class=\"committed\">")
          .append(
              Html.text(metric.committed().map(MetricsObservation::render).orElse("not reported")))
          .append("</td></tr>");
    }
    html.append("</tbody></table>");
  }
}
