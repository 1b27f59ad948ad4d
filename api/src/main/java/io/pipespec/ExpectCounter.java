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
 * Expects a {@code Counter} of the run: the sum of every counter called {@link #name()} (in {@link
 * #namespace()} and {@link #step()}, when given). In pipeline, job and function tests; scopes and
 * {@code @Where} do not apply to metrics.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectCounter {
  /** The counter's name, as given to {@code Metrics.counter(namespace, name)}. */
  String name();

  /** The expected value, a whole number: {@code "2"}. */
  String value();

  /** The counter's namespace; empty for any. */
  String namespace() default "";

  /**
   * The step that reports it: the full name of a transform, or a last segment of it; empty for any.
   */
  String step() default "";

  /** Whether the committed or the attempted value is read. */
  Committed committed() default Committed.DEFAULT;
}
