package io.pipespec.runtime.expect;

import static com.google.common.truth.Fact.fact;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.math.BigDecimal;
import java.math.BigInteger;
import java.util.List;

/**
 * {@code @ExpectSum}: Beam Go's {@code passert.Sum}, the sum and the number of the elements in
 * scope. Summed as {@link BigDecimal}, so that no sum of whole numbers overflows.
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
  public void verify(Observation observation) {
    CapturedOutput<?> output = observation.output();
    BigDecimal sum = BigDecimal.ZERO;
    NullElements nulls = new NullElements();
    for (CapturedElement element : observation.inScope()) {
      Number value = (Number) output.decode(element);
      if (!nulls.isNull(value, element)) {
        sum = sum.add(exact(value));
      }
    }
    nulls.failIfAny(
        observation,
        ", which cannot be summed",
        "sum " + expectedSum.toPlainString() + ", size " + expectedSize);
    long size = observation.inScope().size();
    if (sum.compareTo(expectedSum) == 0 && size == expectedSize) {
      return;
    }
    List<Fact> facts = Listing.start(observation);
    String expected = "sum " + expectedSum.toPlainString() + ", size " + expectedSize;
    String actual = "sum " + sum.toPlainString() + ", size " + size;
    facts.add(fact("expected", expected));
    facts.add(fact("but was", actual));
    Listing.elements(facts, "element", output, observation.inScope(), size);
    throw Failures.failure(
        Listing.outputAndScope(observation) + " does not have the expected sum and size",
        facts,
        expected,
        actual);
  }

  private static BigDecimal exact(Number number) {
    if (number instanceof BigDecimal decimal) {
      return decimal;
    }
    if (number instanceof BigInteger integer) {
      return new BigDecimal(integer);
    }
    return BigDecimal.valueOf(number.longValue());
  }
}
