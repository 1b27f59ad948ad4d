package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;
import static io.pipespec.runtime.verdict.expect.KeyedComparisonTest.failure;
import static io.pipespec.runtime.verdict.expect.KeyedComparisonTest.global;

import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.verdict.expect.KeyedComparisonTest.Customer;
import io.pipespec.runtime.verdict.expect.KeyedComparisonTest.Order;
import io.pipespec.runtime.verdict.expect.KeyedComparisonTest.Status;
import java.util.List;
import java.util.stream.Collectors;
import java.util.stream.IntStream;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.values.KV;
import org.junit.jupiter.api.Test;

/** The differences by key a failure carries for reports, row by row, changed fields marked. */
class KeyedDiffTest {

  private static final Coder<Order> ORDERS = SerializableCoder.of(Order.class);

  private static Order order(int id, String name, double total, Status status) {
    return new Order(id, new Customer(id * 10, name), total, status);
  }

  private static KeyedDiff diffOf(Expectation expectation, Observation observation) {
    return ((ElementMismatchError) failure(expectation, observation)).keyedDiff().orElseThrow();
  }

  /** A side as text, its marked parts in brackets. */
  private static String marked(List<KeyedDiff.Span> spans) {
    return spans.stream()
        .map(span -> span.changed() ? "[" + span.text() + "]" : span.text())
        .collect(Collectors.joining());
  }

  @Test
  void rowsOfChangedMissingAndUnexpectedKeysMarkTheFieldsThatChanged() throws Exception {
    KeyedDiff diff =
        diffOf(
            Expectations.containsInAnyOrderByKey(
                List.of(
                    order(17, "ann", 12.0, Status.PAID),
                    order(18, "bob", 3.0, Status.OPEN),
                    order(19, "cid", 7.0, Status.OPEN)),
                "id"),
            global(
                ORDERS,
                List.of(
                    new Order(17, new Customer(170, "ann"), 12.5, null),
                    order(18, "bob", 3.0, Status.OPEN),
                    order(20, "dan", 1.0, Status.OPEN))));

    assertThat(diff.keyPath()).isEqualTo("id");
    assertThat(diff.total()).isEqualTo(3);
    assertThat(diff.rows()).hasSize(3);
    KeyedDiff.Row changed = diff.rows().get(0);
    assertThat(changed.kind()).isEqualTo(KeyedDiff.Kind.CHANGED);
    assertThat(changed.key()).isEqualTo("17");
    assertThat(marked(changed.expected()))
        .isEqualTo("{id=17, customer={id=170, name=ann}, total=[12.0], status=[PAID]}");
    assertThat(marked(changed.actual()))
        .isEqualTo("{id=17, customer={id=170, name=ann}, total=[12.5], status=[<null>]}");
    KeyedDiff.Row missing = diff.rows().get(1);
    assertThat(missing.kind()).isEqualTo(KeyedDiff.Kind.MISSING);
    assertThat(missing.key()).isEqualTo("19");
    assertThat(marked(missing.expected()))
        .isEqualTo("{id=19, customer={id=190, name=cid}, total=7.0, status=OPEN}");
    assertThat(missing.actual()).isEmpty();
    KeyedDiff.Row unexpected = diff.rows().get(2);
    assertThat(unexpected.kind()).isEqualTo(KeyedDiff.Kind.UNEXPECTED);
    assertThat(unexpected.key()).isEqualTo("20");
    assertThat(unexpected.expected()).isEmpty();
    assertThat(unexpected.arrived()).hasSize(1);
  }

  @Test
  void aKvIsMarkedByKeyAndValueAndAStringPartQuotedAsTheMessageQuotesIt() throws Exception {
    KvCoder<String, Customer> coder =
        KvCoder.of(StringUtf8Coder.of(), SerializableCoder.of(Customer.class));
    KeyedDiff diff =
        diffOf(
            Expectations.containsInAnyOrderByKey(
                List.of(KV.of("a=b", new Customer(1, "ann"))), "key"),
            global(coder, List.of(KV.of("a=b", new Customer(1, "a, b")))));

    KeyedDiff.Row row = diff.rows().get(0);
    assertThat(marked(row.expected())).isEqualTo("'a=b'={id=1, name=[ann]}");
    assertThat(marked(row.actual())).isEqualTo("'a=b'={id=1, name=['a, b']}");
  }

  @Test
  void keepsTheFirstRowsAndCountsTheRest() throws Exception {
    KvCoder<Integer, Integer> coder = KvCoder.of(VarIntCoder.of(), VarIntCoder.of());
    List<KV<Integer, Integer>> expected =
        IntStream.range(0, 120).mapToObj(i -> KV.of(i, i)).toList();
    List<KV<Integer, Integer>> actual =
        IntStream.range(0, 120).mapToObj(i -> KV.of(i, i + 1)).toList();

    KeyedDiff diff =
        diffOf(Expectations.containsInAnyOrderByKey(expected, "key"), global(coder, actual));

    assertThat(diff.total()).isEqualTo(120);
    assertThat(diff.rows()).hasSize(KeyedDiff.KEPT);
    assertThat(marked(diff.rows().get(0).actual())).isEqualTo("0=[1]");
  }

  @Test
  void aFailureWithAnotherMessageKeepsItsDifferences() throws Exception {
    ElementMismatchError failure =
        (ElementMismatchError)
            failure(
                Expectations.containsInAnyOrderByKey(List.of(order(1, "a", 1, Status.OPEN)), "id"),
                global(ORDERS, List.of(order(1, "a", 2, Status.OPEN))));

    assertThat(failure.withMessage("other").keyedDiff()).isEqualTo(failure.keyedDiff());
  }
}
