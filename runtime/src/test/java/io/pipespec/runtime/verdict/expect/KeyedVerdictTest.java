package io.pipespec.runtime.verdict.expect;

import static com.google.common.truth.Truth.assertWithMessage;

import io.pipespec.runtime.suite.Expectations;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import org.apache.beam.sdk.coders.Coder;
import org.apache.beam.sdk.coders.KvCoder;
import org.apache.beam.sdk.coders.SerializableCoder;
import org.apache.beam.sdk.coders.StringUtf8Coder;
import org.apache.beam.sdk.coders.VarIntCoder;
import org.apache.beam.sdk.transforms.windowing.IntervalWindow;
import org.apache.beam.sdk.values.KV;
import org.joda.time.Instant;
import org.junit.jupiter.api.Test;

/**
 * A key changes the message, never the verdict: over many cases (duplicates, elements equal in key
 * and every field, keys that repeat, empty sides, several windows), the comparison by key matches
 * exactly when the multiset comparison does, and {@code containsInAnyOrderByKey} fails exactly when
 * {@code containsInAnyOrder} does.
 */
class KeyedVerdictTest {

  record Item(String name, int count) implements java.io.Serializable {}

  private static final KvCoder<String, Integer> BY_BYTES =
      KvCoder.of(StringUtf8Coder.of(), VarIntCoder.of());
  private static final Coder<Item> BY_EQUALS = SerializableCoder.of(Item.class);

  private static final IntervalWindow[] WINDOWS = {
    new IntervalWindow(Instant.ofEpochMilli(0), Instant.ofEpochMilli(10)),
    new IntervalWindow(Instant.ofEpochMilli(10), Instant.ofEpochMilli(20))
  };

  @Test
  void namedCasesAgree() throws Exception {
    kvCase(List.of(), List.of());
    kvCase(List.of(KV.of("a", 1)), List.of());
    kvCase(List.of(), List.of(KV.of("a", 1)));
    kvCase(List.of(KV.of("a", 1), KV.of("a", 1)), List.of(KV.of("a", 1), KV.of("a", 1)));
    kvCase(List.of(KV.of("a", 1), KV.of("a", 1)), List.of(KV.of("a", 1)));
    kvCase(List.of(KV.of("a", 1)), List.of(KV.of("a", 1), KV.of("a", 1)));
    kvCase(List.of(KV.of("a", 1), KV.of("a", 2)), List.of(KV.of("a", 2), KV.of("a", 1)));
    kvCase(List.of(KV.of("a", 1), KV.of("a", 2)), List.of(KV.of("a", 1), KV.of("a", 3)));
    kvCase(List.of(KV.of("a", 1), KV.of("b", 2)), List.of(KV.of("b", 2), KV.of("a", 1)));
    kvCase(List.of(KV.of("a", 1), KV.of("b", 2)), List.of(KV.of("b", 1), KV.of("a", 2)));
  }

  @Test
  void randomCasesAgreeByBytesAndByEquals() throws Exception {
    Random random = new Random(20);
    for (int run = 0; run < 400; run++) {
      List<KV<String, Integer>> expected = randomKvs(random);
      List<KV<String, Integer>> actual =
          random.nextInt(3) == 0 ? shuffledCopy(expected, random) : randomKvs(random);
      kvCase(expected, actual);
      itemCase(items(expected), items(actual));
    }
  }

  private static List<KV<String, Integer>> randomKvs(Random random) {
    List<KV<String, Integer>> values = new ArrayList<>();
    int size = random.nextInt(5);
    for (int i = 0; i < size; i++) {
      values.add(KV.of(random.nextBoolean() ? "a" : "b", random.nextInt(2)));
    }
    return values;
  }

  private static <T> List<T> shuffledCopy(List<T> values, Random random) {
    List<T> copy = new ArrayList<>(values);
    java.util.Collections.shuffle(copy, random);
    return copy;
  }

  private static List<Item> items(List<KV<String, Integer>> kvs) {
    List<Item> items = new ArrayList<>();
    for (KV<String, Integer> kv : kvs) {
      items.add(new Item(kv.getKey(), kv.getValue()));
    }
    return items;
  }

  private static void kvCase(List<KV<String, Integer>> expected, List<KV<String, Integer>> actual)
      throws Exception {
    agree(BY_BYTES, "key", expected, actual);
  }

  private static void itemCase(List<Item> expected, List<Item> actual) throws Exception {
    agree(BY_EQUALS, "name", expected, actual);
  }

  private static <T> void agree(Coder<T> coder, String key, List<T> expected, List<T> actual)
      throws Exception {
    List<KeyedComparisonTest.Arrived<T>> arrivals = new ArrayList<>();
    for (int i = 0; i < actual.size(); i++) {
      arrivals.add(KeyedComparisonTest.at(actual.get(i), WINDOWS[i % 2]));
    }
    Observation observation = KeyedComparisonTest.observe(coder, arrivals);
    String what = "expected " + expected + ", actual " + actual + " by " + key;

    boolean multiset =
        MultisetComparison.compare(expected, observation.output(), observation.inScope()).matches();
    boolean keyed =
        KeyedComparison.compare(
                KeyPath.of(key), expected, observation.output(), observation.inScope())
            .matches();
    assertWithMessage(what).that(keyed).isEqualTo(multiset);
    assertWithMessage(what)
        .that(passes(Expectations.containsInAnyOrderByKey(expected, key), observation))
        .isEqualTo(passes(Expectations.containsInAnyOrder(expected), observation));
  }

  private static boolean passes(Expectation expectation, Observation observation) {
    try {
      expectation.verify(observation);
      return true;
    } catch (AssertionError e) {
      return false;
    }
  }
}
