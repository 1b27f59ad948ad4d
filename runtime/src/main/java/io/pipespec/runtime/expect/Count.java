package io.pipespec.runtime.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import java.util.List;

/** {@code @ExpectCount}: exactly this many elements in scope. */
final class Count implements Expectation {

  private final long expected;

  Count(long expected) {
    this.expected = expected;
  }

  @Override
  public String describe() {
    return "has " + Rendering.elements(expected);
  }

  @Override
  public void verify(Observation observation) {
    long actual = observation.inScope().size();
    if (actual == expected) {
      return;
    }
    List<Fact> facts = Listing.start(observation);
    facts.add(fact("expected", Rendering.elements(expected)));
    facts.add(fact("but got", Rendering.elements(actual)));
    Listing.elements(facts, "element", observation.output(), observation.inScope(), actual);
    throw Failures.failure(
        Listing.outputAndScope(observation)
            + " has "
            + Rendering.elements(actual)
            + ", not "
            + expected,
        facts,
        Long.toString(expected),
        Long.toString(actual));
  }
}
