package io.pipespec.samples.filters;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.ExpectAll;
import io.pipespec.ExpectContains;
import io.pipespec.ExpectCount;
import io.pipespec.ExpectDiff;
import io.pipespec.ExpectNone;
import io.pipespec.ExpectSum;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.UnderTest;
import io.pipespec.Where;
import java.util.List;
import org.apache.beam.sdk.values.PCollection;

/**
 * The order triage sample: a transform built on Beam's {@code Filter} predicates, one scenario (the
 * class itself) and six outputs, each checked by its own expectation.
 */
@PipelineTest
class OrderTriageTest {

  @UnderTest
  static OrderTriage.Queues triage(PCollection<Long> amounts) {
    return OrderTriage.Queues.of(amounts.apply(new OrderTriage()));
  }

  @Input
  static final List<Long> amounts =
      List.of(12L, 99L, 100L, 101L, 4_242L, 99_999L, 100_000L, 250_000L, 0L, -500L, -1L, 4_242L);

  @ExpectContains(
      output = "valid",
      value = {"12", "99", "100", "101", "4242", "4242", "99999", "100000", "250000"})
  void positiveAmountsAreValid() {}

  @ExpectContains(
      output = "manualReview",
      value = {"100000", "250000"})
  void largeAmountsGoToManualReview() {}

  @ExpectContains(
      output = "microPayments",
      value = {"12", "99", "100"})
  void microPaymentsIncludeTheLimit() {}

  @ExpectContains(
      output = "refunds",
      value = {"500", "1"})
  void negativeAmountsBecomeRefunds() {}

  @ExpectContains(
      output = "testOrders",
      value = {"4242", "4242"})
  void bothTestOrdersAreKept() {}

  @ExpectContains(
      output = "roundAmounts",
      value = {"100", "100000", "250000"})
  void roundAmountsAreWholeUnits() {}

  @Satisfies(output = "manualReview")
  static void reviewQueueRespectsTheThreshold(Iterable<Long> queued) {
    for (long cents : queued) {
      assertThat(cents).isAtLeast(OrderTriage.REVIEW_THRESHOLD);
    }
  }

  // The same queues, stated with the vocabulary's predicates: the Filter of each queue, read back.

  @ExpectAll(output = "manualReview", greaterThanEq = "100000")
  void reviewQueueHoldsOnlyAmountsFromTheThreshold() {}

  @ExpectAll(output = "microPayments", greaterThan = "0", lessThanEq = "100")
  void microPaymentsArePositiveAndAtMostTheLimit() {}

  @ExpectNone(output = "valid", lessThanEq = "0")
  void noValidAmountIsZeroOrNegative() {}

  @ExpectAll(output = "roundAmounts", by = "isWholeUnits")
  void roundAmountsAreWholeCurrencyUnits() {}

  static boolean isWholeUnits(long cents) {
    return cents % 100 == 0;
  }

  /** Of the valid amounts above the test-order amount, exactly these: a filter before contains. */
  @Where(greaterThan = "4242")
  @ExpectContains(
      output = "valid",
      value = {"99999", "100000", "250000"})
  void largeValidAmounts() {}

  @ExpectCount(output = "testOrders", value = 2)
  void twoTestOrders() {}

  /** As Beam Go's passert.Sum: the refunds, 500 and 1 cents, sum to 501 over two elements. */
  @ExpectSum(output = "refunds", value = "501", size = 2)
  void refundsSumUp() {}

  /** Every manual-review amount is valid; the valid amounts that are not, and nothing else. */
  @ExpectDiff(
      left = "valid",
      right = "manualReview",
      onlyLeft = {"12", "99", "100", "101", "4242", "4242", "99999"})
  void manualReviewIsASubsetOfValid() {}
}
