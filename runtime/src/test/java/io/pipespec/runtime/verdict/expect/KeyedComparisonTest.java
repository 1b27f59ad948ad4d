package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import io.pipespec.runtime.suite.Expectations;
import io.pipespec.runtime.verdict.scope.Scope;
import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.transforms.windowing.BoundedWindow;
import org.apache.beam.sdk.transforms.windowing.GlobalWindow;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.transforms.windowing.PaneInfo;
import org.apache.beam.sdk.util.CoderUtils;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.WindowingStrategy;
import org.joda.time.Instant;
import org.jspecify.annotations.Nullable;
import org.junit.jupiter.api.Test;
import org.opentest4j.AssertionFailedError;

/** {@code @ExpectContains(key = ...)}: differences by key, without a pipeline. */
class KeyedComparisonTest {

  enum Status {
    PAID,
    OPEN
  }

  record Customer(int id, String name) implements Serializable {}

  record Order(int id, @Nullable Customer customer, double total, @Nullable Status status)
      implements Serializable {}

  private static Order order(int id, String name, double total, @Nullable Status status) {
    return new Order(id, new Customer(id * 10, name), total, status);
  }

  private static final Coder<Order> ORDERS = SerializableCoder.of(Order.class);

  private static final IntervalWindow FIRST =
      new IntervalWindow(Instant.ofEpochMilli(0), Instant.ofEpochMilli(60_000));
  private static final IntervalWindow SECOND =
      new IntervalWindow(Instant.ofEpochMilli(60_000), Instant.ofEpochMilli(120_000));
  private static final PaneInfo ON_TIME =
      PaneInfo.createPane(true, true, PaneInfo.Timing.ON_TIME, 0, 0);

  /** One element as it arrived: its value, window and pane. */
  record Arrived<T>(T value, BoundedWindow window, PaneInfo pane) {}

  static <T> Arrived<T> at(T value, BoundedWindow window) {
    return new Arrived<>(value, window, ON_TIME);
  }

  static <T> Observation observe(Coder<T> coder, List<Arrived<T>> arrivals) throws Exception {
    List<CapturedElement> elements = new ArrayList<>();
    for (Arrived<T> arrived : arrivals) {
      elements.add(
          new CapturedElement(
              CoderUtils.encodeToByteArray(coder, arrived.value()),
              arrived.window(),
              arrived.pane(),
              arrived.window().maxTimestamp()));
    }
    CapturedOutput<T> output =
        new CapturedOutput<>("orders", coder, WindowingStrategy.globalDefault(), elements);
    return new Observation(output, Scope.everything(), elements, Map.of("orders", output));
  }

  static <T> Observation global(Coder<T> coder, List<T> values) throws Exception {
    List<Arrived<T>> arrivals = new ArrayList<>();
    for (T value : values) {
      arrivals.add(at(value, GlobalWindow.INSTANCE));
    }
    return observe(coder, arrivals);
  }

  static AssertionFailedError failure(Expectation expectation, Observation observation) {
    return assertThrows(AssertionFailedError.class, () -> expectation.verify(observation));
  }

  private static final KvCoder<String, Integer> COUNTS =
      KvCoder.of(StringUtf8Coder.of(), VarIntCoder.of());

  private static final String ON_TIME_TEXT = "pane ON_TIME #0 (first, last)";

  @Test
  void showsOnlyTheFieldsThatChanged() throws Exception {
    AssertionFailedError failure =
        failure(
            Expectations.containsInAnyOrderByKey(
                List.of(order(17, "ann", 12.0, Status.PAID), order(18, "bob", 3.0, Status.OPEN)),
                "id"),
            global(
                ORDERS, List.of(order(18, "bob", 3.0, Status.OPEN), order(17, "ann", 12.5, null))));

    assertThat(failure.getMessage())
        .isEqualTo(
            "Output 'orders' (all windows, all panes) does not contain exactly the expected"
                + " elements\n"
                + "output     : orders\n"
                + "scope      : all windows, all panes\n"
                + "key        : id\n"
                + "changed    : key 17: total 12.0 -> 12.5, status PAID -> <null>\n"
                + "keys       : 1 changed, 1 equal\n"
                + "expected   : 2 elements\n"
                + "but got    : 2 elements\n"
                + "compared by: equals/hashCode of the decoded values, because the output coder is"
                + " not deterministic: SerializableCoder(io.pipespec.runtime.verdict.expect."
                + "KeyedComparisonTest$Order) is not deterministic because: Java Serialization may"
                + " be non-deterministic.");
    assertThat(failure.getExpected().getStringRepresentation())
        .isEqualTo(
            "(1 element of keys that are equal on both sides not shown)\n"
                + "{id=17, customer={id=170, name=ann}, total=12.0, status=PAID}");
    assertThat(failure.getActual().getStringRepresentation())
        .isEqualTo(
            "(1 element of keys that are equal on both sides not shown)\n"
                + "{id=17, customer={id=170, name=ann}, total=12.5, status=<null>}");
  }

  @Test
  void namesTheFieldsOfNestedRecordsByDottedPaths() throws Exception {
    Order expected = order(17, "ann", 12.0, Status.PAID);
    Order actual = new Order(17, new Customer(170, "bob"), 12.0, Status.PAID);

    assertThat(
            failure(
                    Expectations.containsInAnyOrderByKey(List.of(expected), "id"),
                    global(ORDERS, List.of(actual)))
                .getMessage())
        .contains("changed    : key 17: customer.name ann -> bob\n");
    assertThat(
            failure(
                    Expectations.containsInAnyOrderByKey(List.of(expected), "customer.id"),
                    global(ORDERS, List.of(actual)))
                .getMessage())
        .contains("key        : customer.id\nchanged    : key 170: customer.name ann -> bob\n");
  }

  @Test
  void listsMissingAndUnexpectedKeysAndAKvKeyedByItsKeyReadsAsAMapEntry() throws Exception {
    AssertionFailedError failure =
        failure(
            Expectations.containsInAnyOrderByKey(
                List.of(KV.of("blue", 12), KV.of("red", 3), KV.of("green", 1)), "key"),
            global(COUNTS, List.of(KV.of("blue", 11), KV.of("red", 3), KV.of("pink", 1))));

    assertThat(failure.getMessage())
        .isEqualTo(
            "Output 'orders' (all windows, all panes) does not contain exactly the expected"
                + " elements\n"
                + "output        : orders\n"
                + "scope         : all windows, all panes\n"
                + "key           : key\n"
                + "changed       : key blue: 12 -> 11\n"
                + "missing key   : key green: green=1\n"
                + "unexpected key: key pink: pink=1: in global window, "
                + ON_TIME_TEXT
                + ", timestamp end of global window\n"
                + "keys          : 1 changed, 1 missing, 1 unexpected, 1 equal\n"
                + "expected      : 3 elements\n"
                + "but got       : 3 elements\n"
                + "compared by   : encoded bytes, because the output coder"
                + " KvCoder(StringUtf8Coder,VarIntCoder) is deterministic");
    assertThat(failure.getExpected().getStringRepresentation())
        .isEqualTo("(1 element of keys that are equal on both sides not shown)\nblue=12\ngreen=1");
    assertThat(failure.getActual().getStringRepresentation())
        .isEqualTo("(1 element of keys that are equal on both sides not shown)\nblue=11\npink=1");
  }

  @Test
  void pathsGoThroughTheKeyAndValueOfAKv() throws Exception {
    Coder<KV<Integer, Order>> coder = KvCoder.of(VarIntCoder.of(), ORDERS);

    AssertionFailedError failure =
        failure(
            Expectations.containsInAnyOrderByKey(
                List.of(KV.of(1, order(17, "ann", 12.0, Status.PAID))), "value.id"),
            global(coder, List.of(KV.of(2, order(17, "ann", 12.5, Status.PAID)))));

    assertThat(failure.getMessage())
        .contains("changed    : key 17: key 1 -> 2, value.total 12.0 -> 12.5\n");
  }

  @Test
  void aKeyThatRepeatsWithinAWindowAndPaneIsReportedNotPaired() throws Exception {
    AssertionFailedError actualSide =
        failure(
            Expectations.containsInAnyOrderByKey(List.of(KV.of("red", 1)), "key"),
            observe(COUNTS, List.of(at(KV.of("red", 1), FIRST), at(KV.of("red", 2), FIRST))));

    assertThat(actualSide.getMessage())
        .contains(
            "repeated key: key red repeats, so its elements cannot be paired by key: expected"
                + " once; arrived twice in window [1970-01-01T00:00Z, 1970-01-01T00:01Z), "
                + ON_TIME_TEXT
                + "; expected red=1; arrived red=1, red=2\n"
                + "keys        : 1 repeated, 0 equal\n");

    AssertionFailedError expectedSide =
        failure(
            Expectations.containsInAnyOrderByKey(List.of(KV.of("red", 1), KV.of("red", 2)), "key"),
            observe(COUNTS, List.of(at(KV.of("red", 3), FIRST))));

    assertThat(expectedSide.getMessage())
        .contains(
            "repeated key: key red repeats, so its elements cannot be paired by key: expected"
                + " twice; arrived once in window [1970-01-01T00:00Z, 1970-01-01T00:01Z), "
                + ON_TIME_TEXT
                + "; expected red=1, red=2; arrived red=3\n");
  }

  @Test
  void aRepeatedKeyCountsEveryArrivalOfAnElementThatArrivedMoreOftenThanTalliesKeep()
      throws Exception {
    // The multiset comparison keeps the places of only the first few arrivals of an element.
    int arrivals = MultisetComparison.LOCATIONS_KEPT + 2;
    List<Arrived<KV<String, Integer>>> counts = new ArrayList<>();
    List<Order> orders = new ArrayList<>();
    for (int i = 0; i < arrivals; i++) {
      counts.add(at(KV.of("red", 1), FIRST));
      orders.add(order(17, "ann", 12.0, Status.PAID));
    }
    String inFirst =
        " times in window [1970-01-01T00:00Z, 1970-01-01T00:01Z), " + ON_TIME_TEXT + "; expected ";

    assertThat(
            failure(
                    Expectations.containsInAnyOrderByKey(List.of(KV.of("red", 1)), "key"),
                    observe(COUNTS, counts))
                .getMessage())
        .contains(
            "repeated key: key red repeats, so its elements cannot be paired by key: expected"
                + " once; arrived "
                + arrivals
                + inFirst
                + "red=1; arrived red=1, red=1, red=1 and 2 more\n");
    assertThat(
            failure(
                    Expectations.containsInAnyOrderByKey(
                        List.of(order(17, "ann", 12.0, Status.PAID)), "id"),
                    global(ORDERS, orders))
                .getMessage())
        .contains(
            "repeated key: key 17 repeats, so its elements cannot be paired by key: expected once;"
                + " arrived "
                + arrivals
                + " times in global window, "
                + ON_TIME_TEXT
                + "; expected ");
  }

  @Test
  void windowsAndPanesKeepKeysApart() throws Exception {
    PaneInfo early = PaneInfo.createPane(true, false, PaneInfo.Timing.EARLY, 0, -1);
    PaneInfo onTime = PaneInfo.createPane(false, true, PaneInfo.Timing.ON_TIME, 1, 0);
    Observation observation =
        observe(
            COUNTS,
            List.of(
                at(KV.of("blue", 5), FIRST),
                at(KV.of("red", 1), FIRST),
                at(KV.of("blue", 8), SECOND),
                at(KV.of("red", 1), SECOND),
                new Arrived<>(KV.of("pink", 1), SECOND, early),
                new Arrived<>(KV.of("pink", 2), SECOND, onTime)));

    // The same key once in each window and pane, equal on both sides: nothing to report.
    Expectations.containsInAnyOrderByKey(
            List.of(
                KV.of("blue", 5),
                KV.of("red", 1),
                KV.of("blue", 8),
                KV.of("red", 1),
                KV.of("pink", 1),
                KV.of("pink", 2)),
            "key")
        .verify(observation);

    AssertionFailedError failure =
        failure(
            Expectations.containsInAnyOrderByKey(
                List.of(
                    KV.of("blue", 5),
                    KV.of("red", 1),
                    KV.of("blue", 7),
                    KV.of("red", 1),
                    KV.of("pink", 1),
                    KV.of("pink", 3)),
                "key"),
            observation);

    assertThat(failure.getMessage())
        .contains(
            "changed    : key blue: 7 -> 8; in window [1970-01-01T00:01Z, 1970-01-01T00:02Z), "
                + ON_TIME_TEXT
                + "\n"
                + "changed    : key pink: 3 -> 2; in window [1970-01-01T00:01Z, 1970-01-01T00:02Z),"
                + " pane ON_TIME #1 (last)\n"
                + "keys       : 2 changed, 1 equal\n");
  }

  @Test
  void listsAtMostFiftyChangedKeysAndCountsThemAll() throws Exception {
    List<KV<String, Integer>> expected = new ArrayList<>();
    List<KV<String, Integer>> actual = new ArrayList<>();
    for (int i = 0; i < 120; i++) {
      expected.add(KV.of("k" + (1000 + i), i));
      actual.add(KV.of("k" + (1000 + i), i + 1));
    }
    expected.add(KV.of("same", 0));
    actual.add(KV.of("same", 0));

    String message =
        failure(Expectations.containsInAnyOrderByKey(expected, "key"), global(COUNTS, actual))
            .getMessage();

    assertThat(message).contains("changed    : key k1049: 49 -> 50\n");
    assertThat(message).doesNotContain("k1050");
    assertThat(message).contains("changed    : ... and 70 more keys\nkeys       : 120 changed");
    assertThat(message).contains("keys       : 120 changed, 1 equal\n");
  }

  @Test
  void aNullOnThePathMakesTheKeyNull() throws Exception {
    Order noCustomer = new Order(17, null, 12.0, Status.PAID);
    Order other = new Order(17, null, 12.5, Status.PAID);

    assertThat(
            failure(
                    Expectations.containsInAnyOrderByKey(List.of(noCustomer), "customer.id"),
                    global(ORDERS, List.of(other)))
                .getMessage())
        .contains("changed    : key <null>: total 12.0 -> 12.5\n");
  }

  @Test
  void aPathThatTheValuesDoNotHaveFailsWithTheComponentsTheyHave() throws Exception {
    IllegalArgumentException failure =
        assertThrows(
            IllegalArgumentException.class,
            () ->
                Expectations.containsInAnyOrderByKey(
                        List.of(order(17, "ann", 12.0, Status.PAID)), "customer.nam")
                    .verify(global(ORDERS, List.of(order(18, "ann", 12.0, Status.PAID)))));

    assertThat(failure)
        .hasMessageThat()
        .isEqualTo(
            "The key path \"customer.nam\": nam (after customer) names no component of Customer;"
                + " its components are id, name.");
  }
}
