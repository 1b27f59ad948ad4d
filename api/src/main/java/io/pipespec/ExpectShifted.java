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
 * Expects an output of a {@link Generate} scenario to move with its input: every event time and
 * watermark moved by {@code by}, a whole number of windows, moves every output timestamp and window
 * by {@code by} and changes nothing else. A metamorphic property: it needs no expected data.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectShifted {
  /** The shift, as a duration ({@code "20m"}): a whole number of the transform's windows. */
  String by();

  /** The output to compare, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
