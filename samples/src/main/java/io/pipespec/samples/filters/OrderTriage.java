package io.pipespec.samples.filters;

import org.apache.beam.sdk.transforms.Filter;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * Sorts order amounts (in cents) into review queues with Beam's {@link Filter} predicates.
 *
 * <ul>
 *   <li>{@code valid}: amounts that are positive ({@code Filter.greaterThan(0L)});
 *   <li>{@code manualReview}: valid amounts of at least {@link #REVIEW_THRESHOLD} ({@code
 *       Filter.greaterThanEq});
 *   <li>{@code microPayments}: valid amounts of at most {@link #MICRO_LIMIT} ({@code
 *       Filter.lessThanEq});
 *   <li>{@code refunds}: negative amounts, as positive refund amounts ({@code
 *       Filter.lessThan(0L)}); an amount of zero is in no queue.
 *   <li>{@code testOrders}: the amount the payment provider uses for test orders ({@code
 *       Filter.equal});
 *   <li>{@code roundAmounts}: valid amounts in whole currency units ({@code Filter.by}).
 * </ul>
 */
public final class OrderTriage extends PTransform<PCollection<Long>, PCollectionList<Long>> {

  public static final long REVIEW_THRESHOLD = 100_000L;
  public static final long MICRO_LIMIT = 100L;
  public static final long TEST_ORDER_AMOUNT = 4_242L;

  /** The queues, in the order of {@link OrderTriage.Queues}'s components. */
  @Override
  public PCollectionList<Long> expand(PCollection<Long> amounts) {
    PCollection<Long> valid = amounts.apply("Valid", Filter.greaterThan(0L));
    return PCollectionList.of(valid)
        .and(valid.apply("ManualReview", Filter.greaterThanEq(REVIEW_THRESHOLD)))
        .and(valid.apply("MicroPayments", Filter.lessThanEq(MICRO_LIMIT)))
        .and(
            amounts
                .apply("Negative", Filter.lessThan(0L))
                .apply("AsRefund", MapElements.into(TypeDescriptors.longs()).via(cents -> -cents)))
        .and(amounts.apply("TestOrders", Filter.equal(TEST_ORDER_AMOUNT)))
        .and(valid.apply("RoundAmounts", Filter.by(OrderTriage::isWholeUnits)));
  }

  static boolean isWholeUnits(long cents) {
    return cents % 100 == 0;
  }

  /** The review queues by name, each a subset of the input (refunds negated). */
  public record Queues(
      PCollection<Long> valid,
      PCollection<Long> manualReview,
      PCollection<Long> microPayments,
      PCollection<Long> refunds,
      PCollection<Long> testOrders,
      PCollection<Long> roundAmounts) {

    /** Names the queues of {@link OrderTriage#expand}'s list. */
    public static Queues of(PCollectionList<Long> queues) {
      return new Queues(
          queues.get(0), queues.get(1), queues.get(2), queues.get(3), queues.get(4), queues.get(5));
    }
  }
}
