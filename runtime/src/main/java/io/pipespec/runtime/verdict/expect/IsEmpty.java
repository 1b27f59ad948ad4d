package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** {@code @ExpectEmpty}: no element in scope. */
final class IsEmpty implements Expectation {

  static final IsEmpty INSTANCE = new IsEmpty();

  private IsEmpty() {}

  @Override
  public String describe() {
    return "is empty";
  }

  @Override
  public void verify(Observation observation) {
    List<CapturedElement> inScope = observation.inScope();
    if (inScope.isEmpty()) {
      return;
    }
    CapturedOutput<?> output = observation.output();
    List<Fact> facts = new ArrayList<>();
    facts.add(fact("output", output.name()));
    facts.add(fact("scope", observation.scope().describe()));
    facts.add(fact("but got", Rendering.elements(inScope.size())));
    List<String> rendered = new ArrayList<>();
    for (int i = 0; i < inScope.size() && i < ContainsInAnyOrder.DIFF_LINES; i++) {
      String value = Rendering.value(output.decode(inScope.get(i)));
      rendered.add(value);
      if (i < ContainsInAnyOrder.LISTED) {
        facts.add(fact("element", value + ": in " + Rendering.location(inScope.get(i))));
      }
    }
    if (inScope.size() > ContainsInAnyOrder.LISTED) {
      facts.add(
          fact("element", "... and " + (inScope.size() - ContainsInAnyOrder.LISTED) + " more"));
    }
    Collections.sort(rendered);
    String actual = String.join("\n", rendered);
    if (inScope.size() > rendered.size()) {
      actual += "\n... and " + (inScope.size() - rendered.size()) + " more";
    }
    throw Failures.mismatch(
        "Output '" + output.name() + "' (" + observation.scope().describe() + ") is not empty",
        facts,
        "",
        actual,
        inScope.subList(0, Math.min(inScope.size(), ElementMismatchError.KEPT)),
        List.of());
  }
}
