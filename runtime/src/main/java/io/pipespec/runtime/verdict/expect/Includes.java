package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

/** {@code @ExpectIncludes}: at least the expected elements, duplicates counting; others allowed. */
final class Includes implements Expectation {

  private final List<?> expected;

  Includes(List<?> expected) {
    this.expected = Collections.unmodifiableList(new ArrayList<>(expected));
  }

  @Override
  public String describe() {
    return "includes " + Rendering.elements(expected.size());
  }

  @Override
  public void verify(Observation observation) {
    List<CapturedElement> inScope = observation.inScope();
    MultisetComparison comparison =
        MultisetComparison.compare(expected, observation.output(), inScope);
    if (comparison.missing().isEmpty()) {
      return;
    }
    comparison.locateMissing(inScope, observation.allOutputs());
    List<Fact> facts = Listing.start(observation);
    ContainsInAnyOrder.list(
        facts,
        "missing",
        comparison.missing(),
        tally -> ContainsInAnyOrder.missingLine(comparison, tally));
    facts.add(fact("expected at least", Rendering.elements(comparison.expectedCount())));
    facts.add(fact("but got", Rendering.elements(comparison.actualCount()) + " in scope"));
    facts.add(fact("compared by", comparison.method()));
    throw Failures.mismatch(
        Listing.outputAndScope(observation) + " does not include every expected element",
        facts,
        Listing.sortedValues(expected),
        Listing.sorted(observation.output(), inScope),
        List.of(),
        Failures.missingOf(comparison));
  }
}
