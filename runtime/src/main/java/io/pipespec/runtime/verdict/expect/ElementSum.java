package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.capture.RunnerAggregate;
import io.pipespec.runtime.capture.RunnerVerdict;
import java.math.BigDecimal;
import java.util.List;
import java.util.Optional;

/**
 * {@code @ExpectSum}: Beam Go's {@code passert.Sum}, the sum and the number of the elements in
 * scope. Summed as {@link BigDecimal}, so that no sum of whole numbers overflows; on the runner
 * ({@link Aggregation#SUM}), the pipeline sums and brings back the sum, the size and the earliest
 * elements.
 */
final class ElementSum implements Expectation {

  private final BigDecimal expectedSum;
  private final long expectedSize;

  ElementSum(BigDecimal expectedSum, long expectedSize) {
    this.expectedSum = expectedSum;
    this.expectedSize = expectedSize;
  }

  @Override
  public String describe() {
    return "sums to " + expectedSum.toPlainString() + " over " + Rendering.elements(expectedSize);
  }

  @Override
  public OnRunner onRunner() {
    return new OnRunner.Aggregate(Aggregation.SUM, expectedSize);
  }

  @Override
  public void verify(Observation observation) {
    CapturedOutput<?> output = observation.output();
    Optional<RunnerAggregate> onRunner =
        observation.runnerVerdict().flatMap(RunnerVerdict::aggregated);
    BigDecimal sum = BigDecimal.ZERO;
    NullElements nulls;
    long size;
    if (onRunner.isPresent()) {
      sum = onRunner.get().sum();
      nulls = NullElements.onRunner(onRunner.get());
      size = onRunner.get().size();
    } else {
      nulls = new NullElements();
      for (CapturedElement element : observation.inScope()) {
        Number value = (Number) output.decode(element);
        if (!nulls.isNull(value, element)) {
          sum = sum.add(Aggregation.summand(value));
        }
      }
      size = observation.inScope().size();
    }
    nulls.failIfAny(
        observation,
        ", which cannot be summed",
        "sum " + expectedSum.toPlainString() + ", size " + expectedSize);
    if (sum.compareTo(expectedSum) == 0 && size == expectedSize) {
      return;
    }
    List<Fact> facts = Listing.start(observation);
    String expected = "sum " + expectedSum.toPlainString() + ", size " + expectedSize;
    String actual = "sum " + sum.toPlainString() + ", size " + size;
    facts.add(fact("expected", expected));
    facts.add(fact("but was", actual));
    Listing.elements(facts, "element", output, Listing.earliest(observation, onRunner), size);
    throw Failures.failure(
        Listing.outputAndScope(observation) + " does not have the expected sum and size",
        facts,
        expected,
        actual);
  }
}
