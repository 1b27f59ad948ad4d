package com.example.keyed;

import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;
import org.apache.beam.sdk.values.PCollectionList;

/** Keys of @ExpectContains: a component, a nested path, a KV's key and value, with from. */
@PipelineTest
class KeyedOrdersTest {
  public record Customer(int id, String name) {}

  public record Order(int id, Customer customer, double total) {}

  public record Outputs(PCollection<Order> orders, PCollection<KV<Integer, Order>> byId) {}

  @UnderTest
  static Outputs split(PCollection<Order> input) {
    return new Outputs(input, null);
  }

  @Input static final List<Order> input = List.of();

  static final List<Order> expectedOrders = List.of();

  @ExpectContains(output = "orders", key = "id", value = "{id=17, customer={id=1, name=ann}, total=12.0}")
  void byId() {}

  @ExpectContains(output = "orders", key = "customer.id", value = "{id=17, customer={id=1, name=ann}, total=12.0}")
  void byCustomer() {}

  @ExpectContains(output = "byId", key = "key", value = "17={id=17, customer={id=1, name=ann}, total=12.0}")
  void byKvKey() {}

  @ExpectContains(output = "byId", key = "value.customer.name", value = "17={id=17, customer={id=1, name=ann}, total=12.0}")
  void byKvValuePath() {}

  @ExpectContains(output = "orders", key = "id", from = "expectedOrders")
  void byIdFromCode() {}

  @ExpectContains(output = "orders", value = "{id=17, customer={id=1, name=ann}, total=12.0}")
  void withoutKey() {}
}
