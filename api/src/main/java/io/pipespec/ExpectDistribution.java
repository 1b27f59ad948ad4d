package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;
import org.junit.platform.commons.annotation.Testable;

/**
 * Expects a {@code Distribution} of the run: any subset of its count, sum, min and max, each a
 * whole number; an empty attribute is not checked (at least one must be given). Several matching
 * distributions (in several steps) are merged.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectDistribution {
  String name();

  String count() default "";

  String sum() default "";

  String min() default "";

  String max() default "";

  String namespace() default "";

  String step() default "";

  Committed committed() default Committed.DEFAULT;
}
