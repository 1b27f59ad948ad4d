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
 * Expects an output of a {@link Generate} scenario to equal, element for element with its
 * timestamp, window and pane, the same output of a reference transform run on the same input:
 * differential testing of an optimised transform against a plain one. The reference is a static
 * method of the test class with the parameters of the {@link UnderTest} method and its return type;
 * it runs in the same pipeline, on the same generated input. Scoped by {@link Window} and {@link
 * Pane}.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectSameAs {
  /** The name of the reference method. */
  String value();

  /** The output to compare, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
