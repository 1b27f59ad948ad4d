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
 * Expects the output to hold exactly these elements, in any order; duplicates count. The
 * counterpart of Beam's {@code PAssert.that(output).containsInAnyOrder(...)}.
 *
 * <p>Each literal is parsed at compile time against the output's element type: {@code "blue"} for
 * {@code String}, {@code "12"} for {@code Integer}, {@code "blue=12"} for {@code KV<String,
 * Integer>}. See the README for the literal grammar.
 *
 * <p>The annotated method is {@code void}, takes no parameters and has an empty body; it only names
 * the expectation, so that IDEs and build tools show and rerun it as a test.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface ExpectContains {
  /** The expected elements, as literals of the output's element type. */
  String[] value() default {};

  /**
   * A static method without parameters or a static field of the test class (the scenario class,
   * else the {@code @PipelineTest} class; {@code "name()"} for a method, {@code "name"} for a field
   * or, without one, a method) that supplies the expected elements, an {@code Iterable} of the
   * output's element type, instead of {@code value}: {@code @ExpectContains(from =
   * "expectedCounts")}. Its type is checked at compile time; it is read after the run.
   */
  String from() default "";

  /**
   * What identifies an element, so that a failure shows the differences by key rather than each
   * differing element twice: {@code key 17: total 12.0 -> 12.5, status PAID -> <null>}. A dotted
   * path whose steps name a component of a record ({@code "id"}, {@code "customer.id"} into a
   * nested record) or the {@code key} or {@code value} of a {@code KV} ({@code "key"}, {@code
   * "value.orderId"}); a {@code KV} keyed by {@code "key"} reads as a map entry, its changes named
   * from its value. Checked at compile time against the output's element type.
   *
   * <p>It changes only the message: the verdict is the same as without a key. Elements equal on
   * both sides are set aside; the rest are paired by key (compared by {@code equals}): a key on one
   * side only is missing or unexpected, a key once on each side shows the fields that differ, and a
   * key that repeats within one window and pane is reported as repeated, never paired by a guess.
   * Empty, the default: no key, and the failure lists missing and unexpected elements.
   */
  String key() default "";

  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
