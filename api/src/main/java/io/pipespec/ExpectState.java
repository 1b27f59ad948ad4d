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
 * Expects a state of one key, after the timeline of a {@link FunctionTest} scenario, to hold a
 * value.
 *
 * <p>The value is a literal of the state's plain-value type, which the processor reads from the
 * function's {@code @StateId} field: {@code T} for {@code ValueState<T>}, the output {@code O} for
 * {@code CombiningState<I, A, O>}, a list literal such as {@code "[a, b]"} for {@code BagState<T>}
 * (in insertion order) and {@code SetState<T>} (in any order). The key is a literal of {@code K}.
 * For other state kinds use {@link Satisfies} with the harness as its parameter.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectState {
  /** The {@code @StateId} of the state. */
  String id();

  /** The key, as a literal of the function's key type. */
  String key();

  /** The expected contents, as a literal of the state's plain-value type. */
  String value();

  /**
   * The window, as {@code "[start, end)"} in {@link Timeline} times (counted from the scenario's
   * {@link BaseTime}) (such as {@code "[0, 10m)"}); empty for the global window.
   */
  String window() default "";
}
