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
 * Expects exactly one element in scope, equal to {@code value} (or, with {@code notEqualTo}, not
 * equal to it). The counterpart of PAssert's {@code thatSingleton(output).isEqualTo(...)} and
 * {@code notEqualTo(...)}.
 *
 * <p>Exactly one of {@code value}, {@code notEqualTo} and {@code from} is given. Elements are
 * compared by their encoding when the output coder is deterministic, else by {@code equals}.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface ExpectSingleton {
  /** The element, as a literal of the output's element type. */
  String value() default "";

  /** The value the only element must differ from, as a literal of the output's element type. */
  String notEqualTo() default "";

  /**
   * A static method without parameters or a static field of the test class (the scenario class,
   * else the {@code @PipelineTest} class; {@code "name()"} for a method, {@code "name"} for a field
   * or, without one, a method) that supplies the expected element (of the element type), instead of
   * {@code value}. Its type is checked against the output's element type at compile time.
   */
  String from() default "";

  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
