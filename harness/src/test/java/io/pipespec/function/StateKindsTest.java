package io.pipespec.function;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.util.List;
import java.util.Map;
import java.util.Set;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.apache.beam.sdk.state.BagState;
import org.apache.beam.sdk.state.CombiningState;
import org.apache.beam.sdk.state.MapState;
import org.apache.beam.sdk.state.MultimapState;
import org.apache.beam.sdk.state.OrderedListState;
import org.apache.beam.sdk.state.SetState;
import org.apache.beam.sdk.state.StateSpec;
import org.apache.beam.sdk.state.StateSpecs;
import org.apache.beam.sdk.state.ValueState;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.Sum;
import org.apache.beam.sdk.transforms.windowing.FixedWindows;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TimestampedValue;
import org.joda.time.Duration;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

class StateKindsTest {

  /** Writes every element into every kind of state, so the test can read each back. */
  static class EveryKind extends DoFn<KV<String, String>, String> {
    @StateId("value")
    private final StateSpec<ValueState<String>> value = StateSpecs.value();

    @StateId("bag")
    private final StateSpec<BagState<String>> bag = StateSpecs.bag();

    @StateId("set")
    private final StateSpec<SetState<String>> set = StateSpecs.set();

    @StateId("map")
    private final StateSpec<MapState<String, Long>> map = StateSpecs.map();

    @StateId("multimap")
    private final StateSpec<MultimapState<String, Long>> multimap =
        StateSpecs.multimap(StringUtf8Coder.of(), VarLongCoder.of());

    @StateId("sum")
    private final StateSpec<CombiningState<Long, long[], Long>> sum =
        StateSpecs.combining(Sum.ofLongs());

    @StateId("ordered")
    private final StateSpec<OrderedListState<String>> ordered =
        StateSpecs.orderedList(StringUtf8Coder.of());

    @ProcessElement
    public void process(
        @Element KV<String, String> element,
        @Timestamp Instant timestamp,
        @StateId("value") ValueState<String> value,
        @StateId("bag") BagState<String> bag,
        @StateId("set") SetState<String> set,
        @StateId("map") MapState<String, Long> map,
        @StateId("multimap") MultimapState<String, Long> multimap,
        @StateId("sum") CombiningState<Long, long[], Long> sum,
        @StateId("ordered") OrderedListState<String> ordered,
        OutputReceiver<String> out) {
      String v = element.getValue();
      value.write(v);
      bag.add(v);
      set.add(v);
      Long seen = map.get(v).read();
      map.put(v, seen == null ? 1L : seen + 1);
      multimap.put(v, (long) v.length());
      sum.add((long) v.length());
      ordered.add(TimestampedValue.of(v, timestamp));
      out.output(element.getKey() + ":" + v + ":" + sum.read());
    }
  }

  private static final Instant T0 = Instant.ofEpochMilli(0);

  private static StatefulFunctionHarness<String, String, String> harness() {
    return StatefulFunctionHarness.forKeyedDoFn(new EveryKind()).build();
  }

  @Test
  void readsEveryKindAsThePlainValueTheFunctionWrote() {
    try (var harness = harness()) {
      harness.processElement("k", "bb", T0.plus(Duration.millis(2)));
      harness.processElement("k", "a", T0.plus(Duration.millis(1)));
      harness.processElement("k", "bb", T0.plus(Duration.millis(3)));

      assertThat(harness.<String>getState("value", "k")).isEqualTo("bb");
      assertThat(harness.<List<String>>getState("bag", "k")).containsExactly("bb", "a", "bb");
      assertThat(harness.<Set<String>>getState("set", "k")).containsExactly("a", "bb");
      assertThat(harness.<Map<String, Long>>getState("map", "k"))
          .containsExactly("bb", 2L, "a", 1L);
      assertThat(harness.<Map<String, List<Long>>>getState("multimap", "k"))
          .containsExactly("bb", List.of(2L, 2L), "a", List.of(1L));
      assertThat(harness.<Long>getState("sum", "k")).isEqualTo(5L);
      assertThat(harness.<List<TimestampedValue<String>>>getState("ordered", "k"))
          .containsExactly(
              TimestampedValue.of("a", T0.plus(Duration.millis(1))),
              TimestampedValue.of("bb", T0.plus(Duration.millis(2))),
              TimestampedValue.of("bb", T0.plus(Duration.millis(3))))
          .inOrder();
      assertThat(harness.getOutputValues()).containsExactly("k:bb:2", "k:a:3", "k:bb:5").inOrder();
    }
  }

  @Test
  void stateIsPerKey() {
    try (var harness = harness()) {
      harness.processElement("k1", "x");
      harness.processElement("k2", "yy");

      assertThat(harness.<Long>getState("sum", "k1")).isEqualTo(1L);
      assertThat(harness.<Long>getState("sum", "k2")).isEqualTo(2L);
      // A key the harness never saw is a mistake in the test, not an empty state.
      assertThat(
              assertThrows(
                  IllegalArgumentException.class, () -> harness.getState("value", "never")))
          .hasMessageThat()
          .endsWith("Its keys are [k1, k2].");
      assertThat(harness.getKeysForState("value")).containsExactly("k1", "k2").inOrder();
      assertThat(harness.<String>getStateForAllKeys("value"))
          .containsExactly("k1", "x", "k2", "yy");
      assertThat(harness.getStateIds())
          .containsExactly("value", "bag", "set", "map", "multimap", "sum", "ordered");
    }
  }

  @Test
  void setStateIsWhatTheFunctionReadsNext() {
    try (var harness = harness()) {
      harness.setState("value", "k", "preset");
      harness.setState("bag", "k", List.of("p", "q"));
      harness.setState("set", "k", Set.of("p"));
      harness.setState("map", "k", Map.of("a", 41L));
      harness.setState("multimap", "k", Map.of("z", List.of(7L, 8L)));
      harness.setState("sum", "k", new long[] {100L});
      harness.setState("ordered", "k", List.of(TimestampedValue.of("early", T0)));

      harness.processElement("k", "a", T0.plus(Duration.millis(5)));

      assertThat(harness.getOutputValues()).containsExactly("k:a:101");
      assertThat(harness.<List<String>>getState("bag", "k")).containsExactly("p", "q", "a");
      assertThat(harness.<Set<String>>getState("set", "k")).containsExactly("p", "a");
      assertThat(harness.<Map<String, Long>>getState("map", "k")).containsExactly("a", 42L);
      assertThat(harness.<Map<String, List<Long>>>getState("multimap", "k"))
          .containsExactly("z", List.of(7L, 8L), "a", List.of(1L));
      assertThat(harness.<List<TimestampedValue<String>>>getState("ordered", "k"))
          .containsExactly(
              TimestampedValue.of("early", T0),
              TimestampedValue.of("a", T0.plus(Duration.millis(5))))
          .inOrder();
      assertThat(harness.getKeysForState("bag")).containsExactly("k");
    }
  }

  @Test
  void liveStateObjectsAreBeamsOwn() {
    try (var harness = harness()) {
      harness.processElement("k", "a", T0.plus(Duration.millis(1)));
      harness.processElement("k", "b", T0.plus(Duration.millis(10)));
      OrderedListState<String> ordered =
          harness.state(
              "ordered", "k", org.apache.beam.sdk.transforms.windowing.GlobalWindow.INSTANCE);
      assertThat(ordered.readRange(T0, T0.plus(Duration.millis(5))))
          .containsExactly(TimestampedValue.of("a", T0.plus(Duration.millis(1))));

      ValueState<String> value =
          harness.state(
              "value", "k", org.apache.beam.sdk.transforms.windowing.GlobalWindow.INSTANCE);
      value.write("through the handle");
      assertThat(harness.<String>getState("value", "k")).isEqualTo("through the handle");
    }
  }

  @Test
  void clearsOneStateOrAllStatesOfAKey() {
    try (var harness = harness()) {
      harness.processElement("k", "a");
      harness.processElement("other", "b");

      harness.clearState("bag", "k");
      assertThat(harness.<List<String>>getState("bag", "k")).isEmpty();
      assertThat(harness.<String>getState("value", "k")).isEqualTo("a");

      harness.clearAllStates("k");
      for (String id : harness.getStateIds()) {
        assertThat(harness.getKeysForState(id)).doesNotContain("k");
      }
      assertThat(harness.<String>getState("value", "other")).isEqualTo("b");
      harness.setState("value", "other", null);
      assertThat(harness.<String>getState("value", "other")).isNull();
    }
  }

  @Test
  void stateIsPerWindow() {
    FixedWindows windows = FixedWindows.of(Duration.standardMinutes(1));
    try (var harness =
        StatefulFunctionHarness.forKeyedDoFn(new EveryKind()).withWindowFn(windows).build()) {
      harness.processElement("k", "a", Instant.ofEpochMilli(10_000));
      harness.processElement("k", "bb", Instant.ofEpochMilli(70_000));

      IntervalWindow first =
          new IntervalWindow(Instant.ofEpochMilli(0), Duration.standardMinutes(1));
      IntervalWindow second =
          new IntervalWindow(Instant.ofEpochMilli(60_000), Duration.standardMinutes(1));
      assertThat(harness.<Long>getState("sum", "k", first)).isEqualTo(1L);
      assertThat(harness.<Long>getState("sum", "k", second)).isEqualTo(2L);
      assertThat(harness.getWindowsWithState("k")).containsExactly(first, second).inOrder();
      assertThat(harness.<String>getStateForAllKeys("value", second)).containsExactly("k", "bb");

      harness.setState("value", "k", second, "set");
      assertThat(harness.<String>getState("value", "k", second)).isEqualTo("set");
      assertThat(harness.<String>getState("value", "k", first)).isEqualTo("a");
    }
  }
}
