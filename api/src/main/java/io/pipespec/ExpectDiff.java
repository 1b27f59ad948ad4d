package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;
import org.junit.platform.commons.annotation.Testable;

/**
 * Compares two outputs of the same scenario as multisets and expects what only one side holds: with
 * no {@code onlyLeft} and no {@code onlyRight} the two outputs hold the same elements. The
 * counterpart of Beam Go's {@code passert.Diff}; duplicates are preserved, so an element that
 * arrives twice on the left and once on the right is once in both and once only on the left. A
 * failure shows the three parts: only left, both, only right.
 *
 * <p>Both outputs must have the same element type; the method's scope applies to both.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface ExpectDiff {
  /** The output on the left. */
  String left();

  /** The output on the right. */
  String right();

  /** The elements only the left output holds, as literals of the element type. */
  String[] onlyLeft() default {};

  /** The elements only the right output holds, as literals of the element type. */
  String[] onlyRight() default {};
}
