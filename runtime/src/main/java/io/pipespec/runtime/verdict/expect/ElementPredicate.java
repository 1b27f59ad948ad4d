package io.pipespec.runtime.verdict.expect;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Predicate;
import org.apiguardian.api.API;

/**
 * A test on one element with a description for messages, such as "is greater than 100" or
 * "satisfies isLarge". Made by generated suites from {@code @ExpectAll}, {@code @ExpectNone} and
 * {@code @Where}; the comparisons follow Beam's {@code Filter} (natural ordering).
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
public final class ElementPredicate<T> implements Serializable {

  private static final long serialVersionUID = 1L;

  /**
   * The test itself: serializable, so that a {@code @Where} filter can be sent to the runner with
   * the pipeline when the output is judged there (a static method reference, or a comparison with a
   * serializable value, is).
   */
  @FunctionalInterface
  public interface Test<T> extends Predicate<T>, Serializable {}

  private final String description;
  private final String plural;
  private final Test<? super T> test;
  private final boolean ordered;

  private ElementPredicate(
      String description, String plural, Test<? super T> test, boolean ordered) {
    this.description = description;
    this.plural = plural;
    this.test = test;
    this.ordered = ordered;
  }

  /** A comparison "is greater than 100" / "are greater than 100". */
  private static <T> ElementPredicate<T> comparison(
      String relation, Object value, Test<? super T> test) {
    String rendered = relation + " " + Rendering.value(value);
    return new ElementPredicate<>("is " + rendered, "are " + rendered, test, true);
  }

  /** {@code by}: the named method of the test class, as {@code Filter.by}. */
  public static <T> ElementPredicate<T> by(String methodName, Test<? super T> test) {
    requireNonNull(methodName, "methodName");
    requireNonNull(test, "test");
    return new ElementPredicate<>("satisfies " + methodName, "satisfy " + methodName, test, false);
  }

  /** {@code equal}: {@code compareTo(value) == 0}, as {@code Filter.equal}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> equal(T value) {
    requireNonNull(value, "value");
    return comparison("equal to", value, element -> element.compareTo(value) == 0);
  }

  /** {@code greaterThan}, as {@code Filter.greaterThan}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> greaterThan(T value) {
    requireNonNull(value, "value");
    return comparison("greater than", value, element -> element.compareTo(value) > 0);
  }

  /** {@code greaterThanEq}, as {@code Filter.greaterThanEq}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> greaterThanEq(T value) {
    requireNonNull(value, "value");
    return comparison("greater than or equal to", value, element -> element.compareTo(value) >= 0);
  }

  /** {@code lessThan}, as {@code Filter.lessThan}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> lessThan(T value) {
    requireNonNull(value, "value");
    return comparison("less than", value, element -> element.compareTo(value) < 0);
  }

  /** {@code lessThanEq}, as {@code Filter.lessThanEq}. */
  public static <T extends Comparable<? super T>> ElementPredicate<T> lessThanEq(T value) {
    requireNonNull(value, "value");
    return comparison("less than or equal to", value, element -> element.compareTo(value) <= 0);
  }

  /** Every one of {@code predicates}; described as "is greater than 0 and is less than 10". */
  @SafeVarargs
  public static <T> ElementPredicate<T> allOf(ElementPredicate<T>... predicates) {
    List<ElementPredicate<T>> all = new ArrayList<>();
    for (ElementPredicate<T> predicate : predicates) {
      all.add(requireNonNull(predicate, "predicate"));
    }
    if (all.isEmpty()) {
      throw new IllegalArgumentException("allOf needs at least one predicate");
    }
    if (all.size() == 1) {
      return all.get(0);
    }
    StringBuilder description = new StringBuilder();
    StringBuilder plural = new StringBuilder();
    boolean ordered = false;
    for (ElementPredicate<T> predicate : all) {
      description.append(description.length() == 0 ? "" : " and ").append(predicate.description);
      plural.append(plural.length() == 0 ? "" : " and ").append(predicate.plural);
      ordered |= predicate.ordered;
    }
    return new ElementPredicate<>(
        description.toString(),
        plural.toString(),
        element -> {
          for (ElementPredicate<T> predicate : all) {
            if (!predicate.test(element)) {
              return false;
            }
          }
          return true;
        },
        ordered);
  }

  /** Whether {@code element} satisfies this predicate. */
  public boolean test(T element) {
    return test.test(element);
  }

  /**
   * Whether it compares by natural ordering ({@code equal}, {@code greaterThan}, ...), which a null
   * element does not have.
   */
  /** Whether it compares by natural ordering, which a null element has none of. */
  public boolean comparesByOrder() {
    return ordered;
  }

  /** A clause for messages: "is greater than 100", "satisfies isLarge". */
  public String describe() {
    return description;
  }

  /** The clause for several elements: "are greater than 100", "satisfy isLarge". */
  public String describePlural() {
    return plural;
  }

  @Override
  public String toString() {
    return description;
  }
}
