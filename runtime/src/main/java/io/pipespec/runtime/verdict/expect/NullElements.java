package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.RunnerAggregate;
import java.util.ArrayList;
import java.util.List;

/**
 * The null elements an expectation met where it needs a value (a string to hash, a number to sum, a
 * {@code KV} to key): collected while it decodes, then one explained failure that lists where they
 * arrived, instead of a {@code NullPointerException} from inside Pipespec.
 */
final class NullElements {

  private final List<CapturedElement> listed = new ArrayList<>();
  private long count;

  NullElements() {}

  /** The nulls the runner counted, and the earliest of them it brought back. */
  static NullElements onRunner(RunnerAggregate aggregate) {
    NullElements nulls = new NullElements();
    nulls.listed.addAll(aggregate.listedNulls());
    nulls.count = aggregate.nulls();
    return nulls;
  }

  /** Notes {@code element} when its decoded {@code value} is null; returns whether it was. */
  boolean isNull(Object value, CapturedElement element) {
    if (value != null) {
      return false;
    }
    count++;
    if (listed.size() < ContainsInAnyOrder.LISTED) {
      listed.add(element);
    }
    return true;
  }

  /**
   * Fails when a null was noted: "Output 'out' (all windows, all panes) holds 2 null elements{@code
   * which}", then {@code expected} and where each null arrived.
   *
   * @param which why a null cannot be judged: ", which cannot be summed"
   */
  void failIfAny(Observation observation, String which, String expected) {
    if (count == 0) {
      return;
    }
    // Earliest first, as the runner keeps them: the same listing wherever they were counted.
    listed.sort(CapturedElement.EARLIEST);
    List<Fact> facts = Listing.start(observation);
    facts.add(fact("expected", expected));
    Listing.elements(facts, "null element", observation.output(), listed, count);
    facts.add(fact("fix", "filter the nulls out in the pipeline, or check them with @Satisfies"));
    throw Failures.failure(
        Listing.outputAndScope(observation)
            + " holds "
            + (count == 1 ? "a null element" : count + " null elements")
            + which,
        facts,
        expected,
        count == 1 ? "1 null element" : count + " null elements");
  }
}
