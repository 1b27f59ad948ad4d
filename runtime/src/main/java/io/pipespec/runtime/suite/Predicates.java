package io.pipespec.runtime.suite;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.verdict.expect.ElementPredicate;
import org.apiguardian.api.API;

/**
 * The element predicates of {@code @ExpectAll}, {@code @ExpectNone} and {@code @Where} that a
 * generated suite declares, as Beam's {@code Filter} names them: the door to {@link
 * ElementPredicate}.
 */
@API(status = INTERNAL)
public final class Predicates {

  private Predicates() {}

  /** {@code by}: the named method of the test class. */
  public static <T> ElementPredicate<T> by(
      String methodName, ElementPredicate.Test<? super T> test) {
    return ElementPredicate.by(methodName, test);
  }

  /** {@code equal}: {@code compareTo(value) == 0}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> equal(T value) {
    return ElementPredicate.equal(value);
  }

  /** {@code greaterThan}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> greaterThan(T value) {
    return ElementPredicate.greaterThan(value);
  }

  /** {@code greaterThanEq}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> greaterThanEq(T value) {
    return ElementPredicate.greaterThanEq(value);
  }

  /** {@code lessThan}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> lessThan(T value) {
    return ElementPredicate.lessThan(value);
  }

  /** {@code lessThanEq}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> lessThanEq(T value) {
    return ElementPredicate.lessThanEq(value);
  }

  /** Every one of {@code predicates}. */
  @SafeVarargs
  @SuppressWarnings("varargs") // the array is handed on as it came, never written or kept
  public static <T> ElementPredicate<T> allOf(ElementPredicate<T>... predicates) {
    return ElementPredicate.allOf(predicates);
  }
}
