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
 * Expects a numeric output of {@code size} elements whose sum is {@code value}. The counterpart of
 * Beam Go's {@code passert.Sum}. Integral element types ({@code Byte}, {@code Short}, {@code
 * Integer}, {@code Long}, {@code BigInteger}) and {@code BigDecimal} are summed exactly, without
 * overflow.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface ExpectSum {
  /** The sum, a whole number (a decimal one for {@code BigDecimal}). */
  String value();

  /** The number of elements, duplicates counting. */
  long size();

  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
