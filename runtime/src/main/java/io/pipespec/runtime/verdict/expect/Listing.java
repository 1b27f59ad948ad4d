package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.RunnerAggregate;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

/** Bounded listings of elements for failure messages, shared by the expectations. */
final class Listing {

  private Listing() {}

  /**
   * Adds one fact per element, "value: in window ..., pane ..., timestamp ...", up to {@link
   * ContainsInAnyOrder#LISTED}, then how many more there are of {@code total}.
   */
  static void elements(
      List<Fact> facts,
      String key,
      CapturedOutput<?> output,
      List<CapturedElement> elements,
      long total) {
    for (int i = 0; i < elements.size() && i < ContainsInAnyOrder.LISTED; i++) {
      CapturedElement element = elements.get(i);
      facts.add(
          fact(
              key,
              Rendering.value(output.decode(element)) + ": in " + Rendering.location(element)));
    }
    long shown = Math.min(elements.size(), ContainsInAnyOrder.LISTED);
    if (total > shown) {
      facts.add(fact(key, "... and " + (total - shown) + " more"));
    }
  }

  /**
   * The elements an aggregating expectation lists when it fails: the earliest in scope ({@link
   * CapturedElement#EARLIEST}), or those the runner brought back, which it chose alike; so that a
   * failure lists the same elements wherever it was judged.
   */
  static List<CapturedElement> earliest(
      Observation observation, Optional<RunnerAggregate> onRunner) {
    if (onRunner.isPresent()) {
      return onRunner.get().listed();
    }
    List<CapturedElement> sorted = new ArrayList<>(observation.inScope());
    sorted.sort(CapturedElement.EARLIEST);
    return sorted.subList(0, Math.min(sorted.size(), ContainsInAnyOrder.LISTED));
  }

  /**
   * The decoded elements, rendered and sorted, one a line, at most {@link
   * ContainsInAnyOrder#DIFF_LINES}.
   */
  static String sorted(CapturedOutput<?> output, List<CapturedElement> elements) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < elements.size() && i < ContainsInAnyOrder.DIFF_LINES; i++) {
      lines.add(Rendering.value(output.decode(elements.get(i))));
    }
    return join(lines, elements.size());
  }

  /** The values, rendered and sorted, one a line, at most {@link ContainsInAnyOrder#DIFF_LINES}. */
  static String sortedValues(List<?> values) {
    List<String> lines = new ArrayList<>();
    for (int i = 0; i < values.size() && i < ContainsInAnyOrder.DIFF_LINES; i++) {
      lines.add(Rendering.value(values.get(i)));
    }
    return join(lines, values.size());
  }

  private static String join(List<String> lines, long total) {
    Collections.sort(lines);
    String text = String.join("\n", lines);
    if (total > lines.size()) {
      text += "\n... and " + (total - lines.size()) + " more";
    }
    return text;
  }

  /** The output and scope facts every failure starts with. */
  static List<Fact> start(Observation observation) {
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("output", observation.output().name()));
    facts.add(fact("scope", observation.scope().describe()));
    return facts;
  }

  /** "Output 'counts' (all windows, all panes)", the start of every headline. */
  static String outputAndScope(Observation observation) {
    return "Output '" + observation.output().name() + "' (" + observation.scope().describe() + ")";
  }
}
