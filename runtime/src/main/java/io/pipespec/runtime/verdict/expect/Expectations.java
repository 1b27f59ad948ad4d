package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.function.Supplier;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.TypeDescriptor;
import org.apiguardian.api.API;

/** The output expectations that generated suites create, one factory method per annotation. */
@API(status = INTERNAL)
public final class Expectations {

  private Expectations() {}

  /**
   * {@code @ExpectContains}: exactly {@code expected}, in any order, duplicates counting.
   *
   * <p>Elements are compared in time linear in their number: by their encoding with the output's
   * coder when it is deterministic, else by {@code equals} and {@code hashCode}. A failure lists
   * what is missing (and where it arrived instead, if anywhere) and what is unexpected (and where
   * it arrived), and carries sorted renderings of both multisets for IDE diff viewers.
   */
  public static <T> Expectation containsInAnyOrder(List<T> expected) {
    requireNonNull(expected, "expected");
    return new ContainsInAnyOrder(expected);
  }

  /**
   * {@code @ExpectSnapshot}: the elements in scope are those of the snapshot file at {@code path}
   * (relative to the directory of {@code pipespec.snapshots.dir}), read back as literals of {@code
   * type} and compared as {@link #containsInAnyOrder} compares; the run's snapshot mode says
   * whether a missing file is recorded and a differing one rewritten.
   *
   * @param subject what the output is of, for the file's title: {@code TeamScoresTest.AllOnTime,
   *     expectation onTimeTotals}
   * @param elementType the element type as the file's header writes it: {@code KV<String, Integer>}
   */
  public static <T> Expectation snapshot(
      String path, String subject, String elementType, TypeDescriptor<T> type) {
    return new MatchesSnapshot<>(path, subject, elementType, type);
  }

  /**
   * {@code @ExpectSnapshot(key = "...")}: as {@link #snapshot}, with the same verdict; a failure
   * shows the differences by {@code key}, as {@link #containsInAnyOrderByKey} does.
   */
  public static <T> Expectation snapshotByKey(
      String path, String subject, String elementType, TypeDescriptor<T> type, String key) {
    requireNonNull(key, "key");
    return new MatchesSnapshot<>(path, subject, elementType, type, KeyPath.of(key));
  }

  /**
   * {@code @ExpectContains(key = "...")}: exactly {@code expected}, as {@link #containsInAnyOrder},
   * with the same verdict; a failure shows the differences by {@code key}, a dotted path from an
   * element to what identifies it ({@code "id"}, {@code "customer.id"}, {@code "key"} of a {@code
   * KV}, {@code "value.orderId"}): the keys missing, the keys unexpected, and for a key on both
   * sides only the fields that differ ({@code key 17: total 12.0 -> 12.5}). A key that repeats
   * within a window and pane is reported as such, never paired by a guess.
   */
  public static <T> Expectation containsInAnyOrderByKey(List<T> expected, String key) {
    requireNonNull(expected, "expected");
    requireNonNull(key, "key");
    return new ContainsInAnyOrder(expected, KeyPath.of(key));
  }

  /** {@code @ExpectEmpty}: no element in scope; a failure lists what arrived, and where. */
  public static Expectation empty() {
    return IsEmpty.INSTANCE;
  }

  /**
   * {@code @Satisfies}: the checker returns normally on the decoded elements in scope, an
   * unmodifiable list in arrival order. An {@link AssertionError} from the checker is the failure
   * as it is; any other exception fails the expectation with that exception as the cause.
   */
  public static <T> Expectation satisfies(Checker<T> checker) {
    requireNonNull(checker, "checker");
    return new SatisfiesChecker<>(null, SatisfiesChecker.<T>values(), checker::check);
  }

  /**
   * {@link #satisfies(Checker)} with the checker's name, usually the {@code @Satisfies} method's,
   * so that {@link Expectation#describe()} reads "satisfies allPositive".
   */
  public static <T> Expectation satisfies(String name, Checker<T> checker) {
    requireNonNull(name, "name");
    requireNonNull(checker, "checker");
    return new SatisfiesChecker<>(name, SatisfiesChecker.<T>values(), checker::check);
  }

  /**
   * {@code @Satisfies} on timestamped elements: the checker receives the elements in scope as
   * {@link io.pipespec.function.OutputElement}s, each with its value, timestamp, window and pane
   * (and a tag named after the output), in arrival order, so that it can assert when and where an
   * element arrived. Failures are as for {@link #satisfies(String, Checker)}.
   */
  public static <T> Expectation satisfiesTimestamped(String name, TimestampedChecker<T> checker) {
    requireNonNull(name, "name");
    requireNonNull(checker, "checker");
    return new SatisfiesChecker<>(name, SatisfiesChecker.<T>timestamped(), checker::check);
  }

  /**
   * {@code @ExpectIncludes}: at least {@code expected}, duplicates counting; other elements may
   * arrive too. Linear, as {@link #containsInAnyOrder}; a failure lists what is missing and where
   * it arrived instead.
   */
  public static <T> Expectation includes(List<T> expected) {
    requireNonNull(expected, "expected");
    return new Includes(expected);
  }

  /** {@code @ExpectCount}: exactly {@code count} elements in scope. */
  public static Expectation count(long count) {
    if (count < 0) {
      throw new IllegalArgumentException("A count cannot be negative: " + count);
    }
    return new Count(count);
  }

  /** {@code @ExpectSingleton(value)}: exactly one element, equal to {@code value}. */
  public static <T> Expectation singletonEqualTo(T value) {
    return new Singleton(value, true);
  }

  /** {@code @ExpectSingleton(notEqualTo)}: exactly one element, not equal to {@code value}. */
  public static <T> Expectation singletonNotEqualTo(T value) {
    return new Singleton(value, false);
  }

  /**
   * {@code @ExpectMap}: the {@code KV} elements in scope have unique keys and equal {@code entries}
   * as a map. A key that arrives twice fails with its values shown; {@code entries} must give each
   * key once.
   */
  public static <K, V> Expectation map(List<KV<K, V>> entries) {
    requireNonNull(entries, "entries");
    return new MapEquals(entries);
  }

  /** {@code @ExpectAll}: every element satisfies {@code predicate}; a failure lists the others. */
  public static <T> Expectation all(ElementPredicate<T> predicate) {
    requireNonNull(predicate, "predicate");
    return new AllOrNone<>(predicate, true);
  }

  /** {@code @ExpectNone}: no element satisfies {@code predicate}; a failure lists those that do. */
  public static <T> Expectation none(ElementPredicate<T> predicate) {
    requireNonNull(predicate, "predicate");
    return new AllOrNone<>(predicate, false);
  }

  /**
   * {@code @ExpectHash}: {@code String} elements, {@code size} of them, whose Beam Go {@code
   * passert.Hash} is {@code base64Md5}: the MD5 of the UTF-8 elements sorted byte-wise and
   * concatenated, base64-encoded.
   */
  public static Expectation hash(String base64Md5, long size) {
    requireNonNull(base64Md5, "base64Md5");
    return new ElementHash(base64Md5, size);
  }

  /**
   * {@code @ExpectSum}: numeric elements, {@code size} of them, whose exact sum is {@code sum} (a
   * decimal number), as Beam Go's {@code passert.Sum}.
   */
  public static Expectation sum(String sum, long size) {
    requireNonNull(sum, "sum");
    return new ElementSum(new BigDecimal(sum), size);
  }

  /**
   * {@code @ExpectDiff}: compared with output {@code right} in the same scope, the judged output
   * alone holds exactly {@code onlyLeft} and {@code right} alone holds exactly {@code onlyRight},
   * duplicates preserved, as Beam Go's {@code passert.Diff}.
   */
  public static <T> Expectation diff(String right, List<T> onlyLeft, List<T> onlyRight) {
    requireNonNull(right, "right");
    requireNonNull(onlyLeft, "onlyLeft");
    requireNonNull(onlyRight, "onlyRight");
    return new Diff(right, onlyLeft, onlyRight);
  }

  /**
   * {@code @Where}: {@code expectation} judges only the elements in scope that satisfy {@code
   * predicate}; the scope's description says so.
   */
  public static <T> Expectation where(ElementPredicate<T> predicate, Expectation expectation) {
    requireNonNull(predicate, "predicate");
    requireNonNull(expectation, "expectation");
    return new Where<>(predicate, expectation);
  }

  /**
   * An expectation whose expected values come from the test class ({@code from = "..."}), made when
   * it is judged; {@code origin} names the supplier, such as "WordCountTest.expected()". If the
   * supplier throws, the expectation fails with that exception as the cause.
   */
  public static Expectation supplied(String origin, Supplier<? extends Expectation> expectation) {
    requireNonNull(origin, "origin");
    requireNonNull(expectation, "expectation");
    return new Supplied(origin, expectation);
  }

  /** The values of a supplier as a list; nulls are kept, for coders that encode them. */
  public static <T> List<T> copyOf(Iterable<? extends T> values) {
    requireNonNull(values, "values");
    List<T> copy = new ArrayList<>();
    for (T value : values) {
      copy.add(value);
    }
    return copy;
  }

  /** The entries of a supplied map as {@code KV}s, for {@link #map}. */
  public static <K, V> List<KV<K, V>> entries(Map<? extends K, ? extends V> map) {
    requireNonNull(map, "map");
    List<KV<K, V>> entries = new ArrayList<>(map.size());
    for (Map.Entry<? extends K, ? extends V> entry : map.entrySet()) {
      entries.add(KV.of(entry.getKey(), entry.getValue()));
    }
    return entries;
  }
}
