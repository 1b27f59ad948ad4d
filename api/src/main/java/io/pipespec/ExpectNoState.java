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
 * Expects a state of one key, after the timeline of a {@link FunctionTest} scenario, to hold
 * nothing: never written, or cleared (by the function, or by runner-core when the window expired).
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectNoState {
  /** The {@code @StateId} of the state. */
  String id();

  /** The key, as a literal of the function's key type. */
  String key();

  /**
   * The window, as {@code "[start, end)"}; empty for the global window. See {@link ExpectState}.
   */
  String window() default "";
}
