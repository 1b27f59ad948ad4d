package com.example.keyed;

import io.pipespec.*;
import java.util.List;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

/** One misuse of @ExpectContains(key = ...) per line; KeyErrorTest names each line. */
@PipelineTest
class BadKeys {
  public record Customer(int id, String name) {}

  public record Order(int id, Customer customer, double total) {}

  public record Outputs(
      PCollection<Order> orders, PCollection<KV<Integer, Order>> byId, PCollection<String> words) {}

  @UnderTest static Outputs split(PCollection<Order> input) { return null; }
  @Input static final List<Order> input = List.of();
  static final List<String> someWords = List.of();

  @ExpectContains(output = "orders", key = "custmer.id", value = "{id=1, customer={id=1, name=a}, total=1.0}") void unknownComponent() {}
  @ExpectContains(output = "orders", key = "customer.nam", value = "{id=1, customer={id=1, name=a}, total=1.0}") void unknownNestedComponent() {}
  @ExpectContains(output = "orders", key = "id.value", value = "{id=1, customer={id=1, name=a}, total=1.0}") void pathThroughInt() {}
  @ExpectContains(output = "orders", key = "customer..id", value = "{id=1, customer={id=1, name=a}, total=1.0}") void emptyStep() {}
  @ExpectContains(output = "byId", key = "kee", value = "1={id=1, customer={id=1, name=a}, total=1.0}") void kvWrongStep() {}
  @ExpectContains(output = "byId", key = "value.custmer", value = "1={id=1, customer={id=1, name=a}, total=1.0}") void kvValueUnknownComponent() {}
  @ExpectContains(output = "words", key = "id", value = "a") void keyOnStrings() {}
  @ExpectContains(output = "words", key = "id", from = "someWords") void keyOnStringsFromCode() {}
}
