package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Fact.fact;
import static java.util.Objects.requireNonNull;

import com.google.common.truth.Fact;
import io.pipespec.runtime.capture.CapturedElement;
import io.pipespec.runtime.capture.CapturedOutput;
import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.values.KV;

/**
 * {@code @ExpectMap}: the {@code KV} elements in scope have unique keys and, as a map, equal the
 * expected entries. Keys and values are each compared by their encoding when their coder is
 * deterministic, else by {@code equals}.
 */
final class MapEquals implements Expectation {

  private final List<KV<?, ?>> expected;

  MapEquals(List<? extends KV<?, ?>> expected) {
    this.expected = Collections.unmodifiableList(new ArrayList<>(expected));
  }

  @Override
  public String describe() {
    return "is a map of " + (expected.size() == 1 ? "1 entry" : expected.size() + " entries");
  }

  @Override
  public void verify(Observation observation) {
    CapturedOutput<?> output = observation.output();
    EqualityKeys keys;
    EqualityKeys values;
    if (output.coder() instanceof KvCoder<?, ?> kvCoder) {
      keys = EqualityKeys.of(kvCoder.getKeyCoder(), "the keys of output '" + output.name() + "'");
      values =
          EqualityKeys.of(kvCoder.getValueCoder(), "the values of output '" + output.name() + "'");
    } else {
      Coder<?> coder = output.coder();
      keys = new EqualityKeys(coder, false, "output '" + output.name() + "'");
      values = keys;
    }
    Map<Object, KV<?, ?>> expectedByKey = new LinkedHashMap<>();
    for (KV<?, ?> entry : expected) {
      KV<?, ?> previous = expectedByKey.put(keys.of(entry.getKey()), entry);
      if (previous != null) {
        throw new IllegalArgumentException(
            "The expected map of output '"
                + output.name()
                + "' gives the key "
                + Rendering.value(entry.getKey())
                + " twice, with the values "
                + Rendering.value(previous.getValue())
                + " and "
                + Rendering.value(entry.getValue())
                + ". Give each key once.");
      }
    }
    Map<Object, List<CapturedElement>> actualByKey = new LinkedHashMap<>();
    Map<Object, KV<?, ?>> actualValues = new LinkedHashMap<>();
    boolean duplicates = false;
    NullElements nulls = new NullElements();
    for (CapturedElement element : observation.inScope()) {
      KV<?, ?> kv = (KV<?, ?>) output.decode(element);
      if (nulls.isNull(kv, element)) {
        continue;
      }
      Object key = keys.of(kv.getKey());
      List<CapturedElement> arrivals = actualByKey.computeIfAbsent(key, k -> new ArrayList<>(1));
      arrivals.add(element);
      duplicates |= arrivals.size() > 1;
      actualValues.putIfAbsent(key, kv);
    }
    nulls.failIfAny(observation, " instead of a KV with a key", describe());
    List<Fact> facts = Listing.start(observation);
    int listed = 0;
    if (duplicates) {
      for (Map.Entry<Object, List<CapturedElement>> entry : actualByKey.entrySet()) {
        if (entry.getValue().size() > 1 && listed++ < ContainsInAnyOrder.LISTED) {
          facts.add(
              fact(
                  "duplicate key",
                  Rendering.value(requireNonNull(actualValues.get(entry.getKey())).getKey())
                      + " has "
                      + entry.getValue().size()
                      + " values: "
                      + valuesOf(output, entry.getValue())));
        }
      }
      facts.add(fact("expected", "unique keys"));
      throw Failures.failure(
          Listing.outputAndScope(observation)
              + " is not a map: "
              + listed
              + " keys arrive more than once",
          facts,
          Listing.sortedValues(expected),
          Listing.sorted(output, observation.inScope()));
    }
    for (Map.Entry<Object, KV<?, ?>> entry : expectedByKey.entrySet()) {
      KV<?, ?> actual = actualValues.get(entry.getKey());
      if (actual == null) {
        if (listed++ < ContainsInAnyOrder.LISTED) {
          facts.add(fact("missing", Rendering.value(entry.getValue())));
        }
      } else if (!Objects.equals(
          values.of(entry.getValue().getValue()), values.of(actual.getValue()))) {
        if (listed++ < ContainsInAnyOrder.LISTED) {
          facts.add(
              fact(
                  "wrong value",
                  "key "
                      + Rendering.value(actual.getKey())
                      + ": expected "
                      + Rendering.value(entry.getValue().getValue())
                      + ", but was "
                      + Rendering.value(actual.getValue())
                      + ": in "
                      + Rendering.location(
                          requireNonNull(actualByKey.get(entry.getKey())).get(0))));
        }
      }
    }
    for (Map.Entry<Object, KV<?, ?>> entry : actualValues.entrySet()) {
      if (!expectedByKey.containsKey(entry.getKey()) && listed++ < ContainsInAnyOrder.LISTED) {
        facts.add(
            fact(
                "unexpected",
                Rendering.value(entry.getValue())
                    + ": in "
                    + Rendering.location(requireNonNull(actualByKey.get(entry.getKey())).get(0))));
      }
    }
    if (listed == 0) {
      return;
    }
    if (listed > ContainsInAnyOrder.LISTED) {
      facts.add(fact("and", (listed - ContainsInAnyOrder.LISTED) + " more differences"));
    }
    facts.add(fact("compared keys by", keys.method()));
    throw Failures.failure(
        Listing.outputAndScope(observation) + " is not the expected map",
        facts,
        Listing.sortedValues(expected),
        Listing.sorted(output, observation.inScope()));
  }

  private static String valuesOf(CapturedOutput<?> output, List<CapturedElement> arrivals) {
    List<String> parts = new ArrayList<>();
    for (int i = 0; i < arrivals.size() && i < MultisetComparison.LOCATIONS_KEPT; i++) {
      KV<?, ?> kv = (KV<?, ?>) output.decode(arrivals.get(i));
      parts.add(
          Rendering.value(kv.getValue()) + " (in " + Rendering.location(arrivals.get(i)) + ")");
    }
    if (arrivals.size() > MultisetComparison.LOCATIONS_KEPT) {
      parts.add("and " + (arrivals.size() - MultisetComparison.LOCATIONS_KEPT) + " more");
    }
    return String.join(", ", parts);
  }
}
