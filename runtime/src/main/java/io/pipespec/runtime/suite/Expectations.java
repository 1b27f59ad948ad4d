package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.expect.Checker;
import io.pipespec.runtime.verdict.expect.ElementPredicate;
import io.pipespec.runtime.verdict.expect.Expectation;
import io.pipespec.runtime.verdict.expect.TimestampedChecker;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apiguardian.api.API;

/**
 * The output expectations a generated suite declares, one factory method per annotation: the door
 * to the judges of {@link io.pipespec.runtime.verdict.expect.Expectations}, whose Javadoc says what
 * each judges and how it fails.
 */
@API(status = INTERNAL)
public final class Expectations {

  private Expectations() {}

  /** {@code @ExpectContains}: exactly {@code expected}, in any order, duplicates counting. */
  public static <T> Expectation containsInAnyOrder(List<T> expected) {
    return io.pipespec.runtime.verdict.expect.Expectations.containsInAnyOrder(expected);
  }

  /** {@code @ExpectContains(key = "...")}: as {@link #containsInAnyOrder}, differences by key. */
  public static <T> Expectation containsInAnyOrderByKey(List<T> expected, String key) {
    return io.pipespec.runtime.verdict.expect.Expectations.containsInAnyOrderByKey(expected, key);
  }

  /** {@code @ExpectSnapshot}: the elements of the snapshot file at {@code path}. */
  public static <T> Expectation snapshot(
      String path, String subject, String elementType, TypeDescriptor<T> type) {
    return io.pipespec.runtime.verdict.expect.Expectations.snapshot(
        path, subject, elementType, type);
  }

  /** {@code @ExpectSnapshot(key = "...")}: as {@link #snapshot}, differences by key. */
  public static <T> Expectation snapshotByKey(
      String path, String subject, String elementType, TypeDescriptor<T> type, String key) {
    return io.pipespec.runtime.verdict.expect.Expectations.snapshotByKey(
        path, subject, elementType, type, key);
  }

  /** {@code @ExpectEmpty}. */
  public static Expectation empty() {
    return io.pipespec.runtime.verdict.expect.Expectations.empty();
  }

  /** {@code @Satisfies} on the elements in scope. */
  public static <T> Expectation satisfies(Checker<T> checker) {
    return io.pipespec.runtime.verdict.expect.Expectations.satisfies(checker);
  }

  /** {@code @Satisfies} on the elements in scope, named after its method. */
  public static <T> Expectation satisfies(String name, Checker<T> checker) {
    return io.pipespec.runtime.verdict.expect.Expectations.satisfies(name, checker);
  }

  /** {@code @Satisfies} on the timestamped elements in scope. */
  public static <T> Expectation satisfiesTimestamped(String name, TimestampedChecker<T> checker) {
    return io.pipespec.runtime.verdict.expect.Expectations.satisfiesTimestamped(name, checker);
  }

  /**
   * {@code @ExpectSameAs}: the output in scope equals, as a multiset of values, event times,
   * windows and panes, the same output of {@code reference} (the method named {@code
   * referenceName}) run on the same inputs in the same pipeline.
   */
  public static Expectation sameAs(String referenceName, TransformUnderTest reference) {
    return new RelationalExpectation.SameAs(referenceName, reference);
  }

  /**
   * {@code @ExpectSettlesAlike}: the same elements with the same event times, read as a bounded
   * input, end every window (and key) with the same final pane as the timeline gives.
   */
  public static Expectation settlesAlike() {
    return new RelationalExpectation.SettlesAlike();
  }

  /**
   * {@code @ExpectShifted}: every input time moved by {@code millis} (written {@code literal})
   * moves every output time and window alike, values and panes unchanged.
   */
  public static Expectation shifted(long millis, String literal) {
    return new RelationalExpectation.Shifted(millis, literal);
  }

  /** {@code @ExpectIncludes}. */
  public static <T> Expectation includes(List<T> expected) {
    return io.pipespec.runtime.verdict.expect.Expectations.includes(expected);
  }

  /** {@code @ExpectCount}. */
  public static Expectation count(long count) {
    return io.pipespec.runtime.verdict.expect.Expectations.count(count);
  }

  /** {@code @ExpectSingleton(value)}. */
  public static <T> Expectation singletonEqualTo(T value) {
    return io.pipespec.runtime.verdict.expect.Expectations.singletonEqualTo(value);
  }

  /** {@code @ExpectSingleton(notEqualTo)}. */
  public static <T> Expectation singletonNotEqualTo(T value) {
    return io.pipespec.runtime.verdict.expect.Expectations.singletonNotEqualTo(value);
  }

  /** {@code @ExpectMap}. */
  public static <K, V> Expectation map(List<KV<K, V>> entries) {
    return io.pipespec.runtime.verdict.expect.Expectations.map(entries);
  }

  /** {@code @ExpectAll}; the predicate is made by {@link Predicates}. */
  public static <T> Expectation all(ElementPredicate<T> predicate) {
    return io.pipespec.runtime.verdict.expect.Expectations.all(predicate);
  }

  /** {@code @ExpectNone}; the predicate is made by {@link Predicates}. */
  public static <T> Expectation none(ElementPredicate<T> predicate) {
    return io.pipespec.runtime.verdict.expect.Expectations.none(predicate);
  }

  /** {@code @ExpectHash}. */
  public static Expectation hash(String base64Md5, long size) {
    return io.pipespec.runtime.verdict.expect.Expectations.hash(base64Md5, size);
  }

  /** {@code @ExpectSum}. */
  public static Expectation sum(String sum, long size) {
    return io.pipespec.runtime.verdict.expect.Expectations.sum(sum, size);
  }

  /** {@code @ExpectDiff}. */
  public static <T> Expectation diff(String right, List<T> onlyLeft, List<T> onlyRight) {
    return io.pipespec.runtime.verdict.expect.Expectations.diff(right, onlyLeft, onlyRight);
  }

  /** {@code @Where}: {@code expectation} judges only the elements {@code predicate} accepts. */
  public static <T> Expectation where(ElementPredicate<T> predicate, Expectation expectation) {
    return io.pipespec.runtime.verdict.expect.Expectations.where(predicate, expectation);
  }

  /** An expectation whose expected values the test class supplies ({@code from = "..."}). */
  public static Expectation supplied(String origin, Supplier<? extends Expectation> expectation) {
    return io.pipespec.runtime.verdict.expect.Expectations.supplied(origin, expectation);
  }

  /** The values of a supplier as a list; nulls are kept, for coders that encode them. */
  public static <T> List<T> copyOf(Iterable<? extends T> values) {
    return io.pipespec.runtime.verdict.expect.Expectations.copyOf(values);
  }

  /** The entries of a supplied map as {@code KV}s, for {@link #map}. */
  public static <K, V> List<KV<K, V>> entries(Map<? extends K, ? extends V> map) {
    return io.pipespec.runtime.verdict.expect.Expectations.entries(map);
  }
}
