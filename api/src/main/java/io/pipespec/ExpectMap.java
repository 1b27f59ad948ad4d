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
 * Expects a {@code KV<K, V>} output whose keys are unique and whose entries, as a map, equal the
 * given ones. A key that arrives twice fails with both values shown. The counterpart of PAssert's
 * {@code thatMap(output).isEqualTo(...)}.
 *
 * <p>Each literal is one entry, {@code "key=value"}, typed as {@code KV<K, V>}.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface ExpectMap {
  /** The entries, as {@code key=value} literals. */
  String[] value() default {};

  /**
   * A static method without parameters or a static field of the test class (the scenario class,
   * else the {@code @PipelineTest} class; {@code "name()"} for a method, {@code "name"} for a field
   * or, without one, a method) that supplies the expected map (a {@code Map<K, V>}, or an {@code
   * Iterable<KV<K, V>>}), instead of {@code value}. Its type is checked against the output's
   * element type at compile time.
   */
  String from() default "";

  /** The output to check, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
