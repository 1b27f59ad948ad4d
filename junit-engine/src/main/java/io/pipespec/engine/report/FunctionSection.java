package io.pipespec.engine.report;

import io.pipespec.runtime.run.FunctionTrace;
import java.util.List;
import java.util.Optional;

/**
 * The section of a function scenario's page ({@link TimelinePage}) that lists its steps and, when
 * recorded ({@link FunctionTrace}), what each did: its outputs, the timers it set and fired, and
 * the state it changed.
 */
final class FunctionSection {

  /** At most this many steps of a function scenario are listed. */
  static final int STEPS_LISTED = 1_000;

  private FunctionSection() {}

  /** Writes the section of {@code steps}, as written, and their {@code trace} when recorded. */
  static void write(StringBuilder html, List<String> steps, Optional<FunctionTrace> trace) {
    html.append("<section class=\"function-trace\"><h2>Function steps</h2>");
    if (trace.isEmpty()) {
      html.append("<p class=\"note\">What each step did was not recorded.</p>");
    } else if (!trace.get().complete()) {
      html.append("<p class=\"note\">Recorded for the first ")
          .append(FunctionTrace.STEPS)
          .append(" steps and up to ")
          .append(FunctionTrace.CELLS)
          .append(" states (a key's state in a window) after each.</p>");
    }
    if (steps.size() > STEPS_LISTED) {
      html.append("<p class=\"note\">The first ")
          .append(STEPS_LISTED)
          .append(" of ")
          .append(steps.size())
          .append(" steps are listed.</p>");
    }
    html.append("<table><thead><tr><th>#</th><th>step</th><th>outputs</th>")
        .append("<th>timers set</th><th>timers fired</th><th>state changes</th>")
        .append("</tr></thead><tbody>");
    List<FunctionTrace.Step> traced = trace.map(FunctionTrace::steps).orElse(List.of());
    for (int i = 0; i < steps.size() && i < STEPS_LISTED; i++) {
      html.append("<tr class=\"function-step\"><td>")
          .append(i + 1)
          .append("</td><td class=\"source\">")
          .append(Html.text(steps.get(i)))
          .append("</td>");
      if (i < traced.size()) {
        FunctionTrace.Step step = traced.get(i);
        for (List<String> lines :
            List.of(step.outputs(), step.timersSet(), step.timersFired(), step.stateChanges())) {
          html.append("<td>");
          for (String line : lines) {
            html.append("<div>").append(Html.text(Html.cut(line, 300))).append("</div>");
          }
          html.append("</td>");
        }
      } else {
        html.append(
            "<td colspan=\"4\" class=\"note\">" + (trace.isPresent() ? "not run" : "") + "</td>");
      }
      html.append("</tr>");
    }
    html.append("</tbody></table></section>");
  }
}
