package io.pipespec.samples.orders;

import java.io.Serializable;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.coders.DefaultCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.io.TextIO;
import org.apache.beam.sdk.options.Description;
import org.apache.beam.sdk.options.PipelineOptions;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.options.Validation;
import org.apache.beam.sdk.transforms.Combine;
import org.apache.beam.sdk.transforms.MapElements;
import org.apache.beam.sdk.transforms.PTransform;
import org.apache.beam.sdk.transforms.SerializableFunction;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PDone;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apache.beam.sdk.values.TypeDescriptors;

/**
 * A daily batch job: reads the day's orders as CSV lines {@code id,customer,cents,status}, and
 * writes one line of totals per customer: how many orders, the cents paid and the cents refunded.
 */
public final class OrdersJob {

  /** The job's options. */
  public interface OrdersOptions extends PipelineOptions {
    @Description("The CSV files of the day's orders, a file pattern")
    @Validation.Required
    String getInput();

    void setInput(String input);

    @Description("The prefix of the files of totals per customer")
    @Validation.Required
    String getOutput();

    void setOutput(String output);
  }

  /** Where an order stands. */
  public enum Status {
    OPEN,
    PAID,
    REFUNDED
  }

  /** One order, as a line of the input holds it. */
  @DefaultCoder(SerializableCoder.class)
  public record Order(String id, String customer, long cents, Status status)
      implements Serializable {

    /** The order of a line {@code id,customer,cents,status}. */
    public static Order parse(String line) {
      String[] fields = line.split(",", -1);
      if (fields.length != 4) {
        throw new IllegalArgumentException("Not an order line: " + line);
      }
      return new Order(fields[0], fields[1], Long.parseLong(fields[2]), Status.valueOf(fields[3]));
    }
  }

  /** The totals of one customer's orders of the day. */
  @DefaultCoder(SerializableCoder.class)
  public record CustomerTotal(String customer, long orders, long paidCents, long refundedCents)
      implements Serializable {

    static CustomerTotal of(Order order) {
      return new CustomerTotal(
          order.customer(),
          1,
          order.status() == Status.PAID ? order.cents() : 0,
          order.status() == Status.REFUNDED ? order.cents() : 0);
    }

    CustomerTotal plus(CustomerTotal other) {
      return new CustomerTotal(
          customer,
          orders + other.orders,
          paidCents + other.paidCents,
          refundedCents + other.refundedCents);
    }

    String toCsv() {
      return customer + "," + orders + "," + paidCents + "," + refundedCents;
    }
  }

  private OrdersJob() {}

  /** Builds the job on {@code pipeline}. */
  public static void build(Pipeline pipeline, OrdersOptions options) {
    pipeline
        .apply("ReadOrders", TextIO.read().from(options.getInput()))
        .apply("ParseOrders", MapElements.into(TypeDescriptor.of(Order.class)).via(Order::parse))
        .apply("TotalPerCustomer", new TotalPerCustomer())
        .apply("WriteTotals", new WriteTotals(options.getOutput()));
  }

  /** The totals of each customer's orders. */
  static final class TotalPerCustomer
      extends PTransform<PCollection<Order>, PCollection<CustomerTotal>> {

    @Override
    public PCollection<CustomerTotal> expand(PCollection<Order> orders) {
      return orders
          .apply(
              "ByCustomer",
              MapElements.into(
                      TypeDescriptors.kvs(
                          TypeDescriptors.strings(), TypeDescriptor.of(CustomerTotal.class)))
                  .via(order -> KV.of(order.customer(), CustomerTotal.of(order))))
          .apply(
              "Sum",
              Combine.perKey(
                  (SerializableFunction<Iterable<CustomerTotal>, CustomerTotal>) OrdersJob::sum))
          .apply(
              "Totals", MapElements.into(TypeDescriptor.of(CustomerTotal.class)).via(KV::getValue));
    }
  }

  static CustomerTotal sum(Iterable<CustomerTotal> totals) {
    CustomerTotal sum = null;
    for (CustomerTotal total : totals) {
      sum = sum == null ? total : sum.plus(total);
    }
    if (sum == null) {
      throw new IllegalStateException("Combine.perKey sums at least one order per customer");
    }
    return sum;
  }

  /** Writes the totals as CSV lines {@code customer,orders,paidCents,refundedCents}. */
  static final class WriteTotals extends PTransform<PCollection<CustomerTotal>, PDone> {

    private final String output;

    WriteTotals(String output) {
      this.output = output;
    }

    @Override
    public PDone expand(PCollection<CustomerTotal> totals) {
      return totals
          .apply("ToCsv", MapElements.into(TypeDescriptors.strings()).via(CustomerTotal::toCsv))
          .apply("Write", TextIO.write().to(output).withSuffix(".csv"));
    }
  }

  public static void main(String[] args) {
    OrdersOptions options =
        PipelineOptionsFactory.fromArgs(args).withValidation().as(OrdersOptions.class);
    Pipeline pipeline = Pipeline.create(options);
    build(pipeline, options);
    pipeline.run().waitUntilFinish();
  }
}
