package io.pipespec.engine.report;

import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.explore.Finding;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

/**
 * The page's section on exploration: what ran (members, seed, time), what was not perturbed and
 * why, the expectations left out with their reasons, and for each failure found, the written and
 * the failing arrival of every segment that differs, bundle by bundle, the moved elements marked,
 * with the scenario to paste (none for a nondeterministic transform, which nothing replays).
 * Nothing for a scenario that was not asked to be explored.
 */
final class ExplorationSection {

  private ExplorationSection() {}

  static void write(StringBuilder html, Exploration exploration) {
    if (exploration instanceof Exploration.NotAsked) {
      return;
    }
    html.append("<section class=\"exploration\"><h2>Exploration</h2><p class=\"summary\">")
        .append(Html.text(exploration.summary()))
        .append("</p>");
    if (exploration instanceof Exploration.Explored explored) {
      explored(html, explored);
    }
    html.append("</section>");
  }

  private static void explored(StringBuilder html, Exploration.Explored explored) {
    html.append("<p>Seed <code>")
        .append(explored.seed())
        .append("</code>: <code>-Dpipespec.explore.seed=")
        .append(explored.seed())
        .append(
            explored.findings().values().stream().anyMatch(f -> f.variation().isPresent())
                ? "</code> runs the same members again, but the verdicts of a nondeterministic"
                    + " transform on them vary.</p>"
                : "</code> replays this exploration.</p>");
    if (!explored.limits().isEmpty()) {
      html.append("<p>Not perturbed:</p><ul>");
      for (String limit : explored.limits()) {
        html.append("<li>").append(Html.text(limit)).append("</li>");
      }
      html.append("</ul>");
    }
    if (!explored.excluded().isEmpty()) {
      html.append("<table><thead><tr><th>Not explored</th><th>Reason</th></tr></thead><tbody>");
      for (Map.Entry<String, String> excluded : explored.excluded().entrySet()) {
        html.append("<tr><td class=\"method\">")
            .append(Html.text(excluded.getKey()))
            .append("</td><td>")
            .append(Html.text(excluded.getValue()))
            .append("</td></tr>");
      }
      html.append("</tbody></table>");
    }
    for (Finding finding : explored.findings().values()) {
      finding(html, finding);
    }
  }

  private static void finding(StringBuilder html, Finding finding) {
    html.append("<div class=\"finding\" data-expectation=\"")
        .append(Html.text(finding.expectation()))
        .append("\"><h3><span class=\"method\">")
        .append(Html.text(finding.expectation()))
        .append("</span> fails on a member of the family</h3><p>")
        .append(Html.text(finding.cause().explanation()))
        .append(". Found after ")
        .append(finding.membersBeforeFinding())
        .append(" other members")
        .append(
            finding
                .variation()
                .map(variation -> "; " + Html.text(variation))
                .orElse(", then shrunk"))
        .append(".</p><ul>");
    for (String difference : finding.differences()) {
      html.append("<li>").append(Html.text(difference)).append("</li>");
    }
    html.append("</ul>");
    for (Finding.SegmentLanes lanes : finding.lanes()) {
      html.append("<p class=\"where\">").append(Html.text(lanes.where())).append("</p>");
      Set<String> moved = new HashSet<>(lanes.moved());
      lane(html, "written", lanes.written(), Set.of());
      lane(html, "failing", lanes.failing(), moved);
    }
    if (!finding.scenario().isEmpty()) {
      html.append("<p>To replay it as a test, paste into the test class:</p><pre>")
          .append(Html.text(finding.scenario()))
          .append("</pre>");
    }
    finding
        .unpastable()
        .ifPresent(
            unpastable ->
                html.append("<p class=\"unpastable\">It cannot be pasted as a scenario: ")
                    .append(Html.text(unpastable.reason()))
                    .append(". It arrives as follows:</p><pre class=\"arrival\">")
                    .append(Html.text(unpastable.arrival()))
                    .append("</pre>"));
    html.append("</div>");
  }

  /** One arrival: its bundles in order, each a box of element texts. */
  private static void lane(
      StringBuilder html, String name, List<List<String>> bundles, Set<String> moved) {
    html.append("<div class=\"lane\" data-lane=\"")
        .append(name)
        .append("\"><span class=\"lane-name\">")
        .append(name)
        .append("</span>");
    for (List<String> bundle : bundles) {
      html.append("<span class=\"bundle\">");
      for (String element : bundle) {
        html.append("<span class=\"element-text")
            .append(moved.contains(element) ? " moved" : "")
            .append("\">")
            .append(Html.text(element))
            .append("</span>");
      }
      html.append("</span>");
    }
    html.append("</div>");
  }
}
