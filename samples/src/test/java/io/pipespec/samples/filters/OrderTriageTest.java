package io.pipespec.samples.filters;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectEmpty;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Satisfies;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.values.PCollection;

/**
 * The order triage sample: a transform built on Beam's {@code Filter} predicates, one scenario
 * (the class itself) and six outputs, each checked by its own expectation.
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

  @ExpectContains(output = "manualReview", value = {"100000", "250000"})
  void largeAmountsGoToManualReview() {}

  @ExpectContains(output = "microPayments", value = {"12", "99", "100"})
  void microPaymentsIncludeTheLimit() {}

  @ExpectContains(output = "refunds", value = {"500", "1"})
  void negativeAmountsBecomeRefunds() {}

  @ExpectContains(output = "testOrders", value = {"4242", "4242"})
  void bothTestOrdersAreKept() {}

  @ExpectContains(output = "roundAmounts", value = {"100", "100000", "250000"})
  void roundAmountsAreWholeUnits() {}

  @Satisfies(output = "manualReview")
  static void reviewQueueRespectsTheThreshold(Iterable<Long> queued) {
    for (long cents : queued) {
      assertThat(cents).isAtLeast(OrderTriage.REVIEW_THRESHOLD);
    }
  }
}
