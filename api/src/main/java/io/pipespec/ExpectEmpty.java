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
 * Expects the output to hold no element. The counterpart of Beam's {@code
 * PAssert.that(output).empty()}.
 *
 * <p>The annotated method is {@code void}, takes no parameters and has an empty body.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface ExpectEmpty {
  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
