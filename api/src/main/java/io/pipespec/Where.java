package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Narrows the elements an expectation judges to those that satisfy a predicate, as Beam's {@code
 * Filter} would before an assertion: {@code @Where(greaterThan = "100") @ExpectContains({"150",
 * "200"})} expects that of the elements greater than 100, exactly 150 and 200 arrived.
 *
 * <p>It goes on an expectation method, beside the expectation annotation, and applies after the
 * method's window and pane scope. Elements it filters out are still shown in a failure, as out of
 * scope.
 *
 * <p>The predicate is given by the attributes below, as Beam's {@code Filter}: {@code by} names a
 * method; the others compare with a literal of the element type by natural ordering, so they need a
 * {@link Comparable} element type. Several attributes together must all hold (so {@code greaterThan
 * = "0", lessThan = "10"} is a range). At least one is required.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface Where {
  /**
   * The name of a static method of the test class (the scenario class, else the
   * {@code @PipelineTest} class) that takes one element and returns {@code boolean}, as Beam's
   * {@code Filter.by}. Its parameter type is checked against the output's element type at compile
   * time.
   */
  String by() default "";

  /**
   * Elements equal to this literal by natural ordering ({@code compareTo == 0}), as {@code
   * Filter.equal}.
   */
  String equal() default "";

  /** Elements greater than this literal by natural ordering, as {@code Filter.greaterThan}. */
  String greaterThan() default "";

  /** Elements greater than or equal to this literal, as {@code Filter.greaterThanEq}. */
  String greaterThanEq() default "";

  /** Elements less than this literal by natural ordering, as {@code Filter.lessThan}. */
  String lessThan() default "";

  /** Elements less than or equal to this literal, as {@code Filter.lessThanEq}. */
  String lessThanEq() default "";
}
