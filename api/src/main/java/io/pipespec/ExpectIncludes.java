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
 * Expects the output to hold at least these elements, in any order; other elements may arrive too.
 * An element listed twice must arrive at least twice. The counterpart of {@code hasItems} inside
 * PAssert's {@code satisfies}.
 *
 * <p>Literals are typed as for {@link ExpectContains}. The method is {@code void}, takes no
 * parameters and has an empty body.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface ExpectIncludes {
  /** The elements that must arrive, as literals of the output's element type. */
  String[] value() default {};

  /**
   * A static method without parameters or a static field of the test class (the scenario class,
   * else the {@code @PipelineTest} class; {@code "name()"} for a method, {@code "name"} for a field
   * or, without one, a method) that supplies the expected elements (an {@code Iterable} of the
   * element type), instead of {@code value}. Its type is checked against the output's element type
   * at compile time.
   */
  String from() default "";

  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
