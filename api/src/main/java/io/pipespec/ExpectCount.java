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
 * Expects exactly this many elements in scope, duplicates counting. The counterpart of Beam Go's
 * {@code passert.Count}.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface ExpectCount {
  /** The number of elements; not negative. */
  long value();

  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
