package io.pipespec.benchmarks;

import java.io.Serializable;
import org.apache.beam.sdk.coders.DefaultCoder;
import org.apache.beam.sdk.coders.SerializableCoder;

/**
 * A customer's totals, as a user's job outputs them: a small public record with the coder most
 * users give such a record, {@link SerializableCoder} (not deterministic, so Pipespec compares its
 * elements by {@code equals} and {@code hashCode}).
 */
@DefaultCoder(SerializableCoder.class)
public record Total(long id, String customer, long orders, long cents) implements Serializable {

  /** The {@code i}th total of a run: cheap to make, all distinct. */
  static Total of(long i) {
    return new Total(i, "customer" + i % 10_000, i % 97, i * 31 % 1_000_003);
  }

  /** The line the baseline writes with {@code TextIO}. */
  String line() {
    return id + "," + customer + "," + orders + "," + cents;
  }
}
