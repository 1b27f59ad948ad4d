package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.List;

/**
 * {@code @ExpectAll} and {@code @ExpectNone}: every element, or no element, satisfies a predicate.
 */
final class AllOrNone<T> implements Expectation {

  private final ElementPredicate<T> predicate;
  private final boolean all;

  AllOrNone(ElementPredicate<T> predicate, boolean all) {
    this.predicate = predicate;
    this.all = all;
  }

  @Override
  public String describe() {
    return (all ? "every element " : "no element ") + predicate.describe();
  }

  @Override
  public void verify(Observation observation) {
    @SuppressWarnings("unchecked")
    CapturedOutput<T> output = (CapturedOutput<T>) observation.output();
    List<CapturedElement> offending = new ArrayList<>();
    long offendingCount = 0;
    for (CapturedElement element : observation.inScope()) {
      if (Predicates.test(predicate, output, element, observation) != all) {
        offendingCount++;
        if (offending.size() < ContainsInAnyOrder.DIFF_LINES) {
          offending.add(element);
        }
      }
    }
    if (offendingCount == 0) {
      return;
    }
    List<Fact> facts = Listing.start(observation);
    facts.add(fact("expected", describe()));
    facts.add(
        fact(
            "but",
            offendingCount
                + " of "
                + Rendering.elements(observation.inScope().size())
                + (all ? " do not" : " do")));
    Listing.elements(facts, all ? "does not" : "does", output, offending, offendingCount);
    throw Failures.failure(
        Listing.outputAndScope(observation)
            + (all
                ? ": not every element " + predicate.describe()
                : ": some elements " + predicate.describePlural()),
        facts,
        "",
        Listing.sorted(output, offending));
  }
}
