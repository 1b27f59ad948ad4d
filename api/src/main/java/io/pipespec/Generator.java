package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Marks the static method without parameters of a {@link Generate} scenario class that returns the
 * {@code io.pipespec.generate.Timelines<T>} its input is drawn from, {@code T} the input's element
 * type.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface Generator {
  /**
   * The input it generates (a parameter of the {@link UnderTest} method); empty for the only one.
   */
  String input() default "";
}
