package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;

import java.util.List;
import org.apache.beam.sdk.values.KV;
import org.junit.jupiter.api.Test;

/** The fields that differ between two values: records and KVs by part, the rest whole. */
class FieldChangesTest {

  record Customer(int id, String name) {}

  record Order(int id, Customer customer, List<String> items) {}

  @Test
  void equalValuesHaveNoChange() {
    Order order = new Order(1, new Customer(2, "ann"), List.of("a"));

    assertThat(FieldChanges.of(order, new Order(1, new Customer(2, "ann"), List.of("a"))))
        .isEmpty();
  }

  @Test
  void recordsAreComparedByComponentAndListsWhole() {
    assertThat(
            FieldChanges.of(
                new Order(1, new Customer(2, "ann"), List.of("a", "b")),
                new Order(1, new Customer(2, "a, b"), List.of("a"))))
        .containsExactly("customer.name ann -> 'a, b'", "items [a, b] -> [a]")
        .inOrder();
  }

  @Test
  void kvsAreComparedByKeyAndValueAndOtherValuesWhole() {
    assertThat(FieldChanges.of(KV.of("blue", new Customer(1, "ann")), KV.of("red", null)))
        .containsExactly("key blue -> red", "value {id=1, name=ann} -> <null>")
        .inOrder();
    assertThat(FieldChanges.of(12, 11)).containsExactly("12 -> 11");
  }
}
