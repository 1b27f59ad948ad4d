package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Marks a static method (without parameters) or a static field that gives one input of a scenario.
 *
 * <p>Its type is one of {@code Iterable<T>} (or any subtype, such as {@code List<T>}), {@code
 * Create.Values<T>} or {@code TestStream<T>}, where {@code T} is the element type of the {@link
 * UnderTest} parameter it feeds. The input feeds the parameter named by {@link #value()}, or, when
 * that is empty, the parameter with the member's own name; when the transform under test takes a
 * single parameter, a single input feeds it whatever its name.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.FIELD})
@API(status = STABLE)
public @interface Input {
  /** The name of the {@link UnderTest} parameter this input feeds; empty for the member's name. */
  String value() default "";

  /**
   * In a job test (an {@link UnderTest} method that builds on a {@code Pipeline}), the transform of
   * the job that this input replaces: its full name in the pipeline graph ({@code
   * "Scores/ReadLines"}) or a last segment that only it has ({@code "ReadLines"}). Its output must
   * have the input's element type. Empty in a transform test, where inputs feed parameters.
   */
  String replaces() default "";
}
