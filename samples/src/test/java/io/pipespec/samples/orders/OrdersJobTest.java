package io.pipespec.samples.orders;

import io.pipespec.ExpectCount;
import io.pipespec.ExpectIncludes;
import io.pipespec.ExpectSnapshot;
import io.pipespec.Options;
import io.pipespec.Output;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import io.pipespec.samples.orders.OrdersJob.CustomerTotal;
import io.pipespec.samples.orders.OrdersJob.OrdersOptions;
import org.apache.beam.sdk.Pipeline;

/**
 * The orders job on a realistic day: its read is replaced by 2,000 order lines kept in a file
 * beside the test ({@code orders.csv}), and the totals it would write are captured and compared
 * with a golden output kept beside it too ({@code OrdersJobTest/OrdersJobTest.totals
 * .totalsOfTheDay.snapshot}).
 */
// snippet:golden
@PipelineTest
@Output(name = "totals", of = "WriteTotals", type = CustomerTotal.class)
@Timeline(replaces = "ReadOrders", type = String.class, file = "orders.csv")
class OrdersJobTest {

  @UnderTest
  static void orders(Pipeline pipeline, OrdersOptions options) {
    OrdersJob.build(pipeline, options);
  }

  // The day's totals, reviewed once and kept beside the test; a failure shows by customer what
  // changed, field by field.
  @ExpectSnapshot(output = "totals", key = "customer")
  void totalsOfTheDay() {}

  // end snippet:golden

  @Options
  static String[] arguments() {
    return new String[] {
      "--input=/data/orders/2026-03-01/*.csv", "--output=/data/totals/customers"
    };
  }

  @ExpectCount(output = "totals", value = 60)
  void oneTotalPerCustomer() {}

  @ExpectIncludes(
      output = "totals",
      value = {
        "{customer=ann1, orders=37, paidCents=769311, refundedCents=78682}",
        "{customer=bob2, orders=37, paidCents=463050, refundedCents=118293}"
      })
  void totalsOfTwoCustomers() {}
}
