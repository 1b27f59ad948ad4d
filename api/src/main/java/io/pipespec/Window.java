package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Restricts an expectation to one window of its output, as Beam's {@code PAssert...inWindow(w)}
 * does. Without {@code @Window} an expectation judges every window, as in PAssert.
 *
 * <p>An interval window is given by {@link #start()} and either {@link #end()} or {@link #size()};
 * the global window by {@link #global()}. Times are ISO-8601 instants ({@code
 * 2026-01-01T00:20:00Z}) or offsets from the scenario's {@link BaseTime} ({@code 0}, {@code 20m},
 * {@code +90s}, {@code 1h30m}, {@code PT20M}); sizes are durations ({@code 20m}, {@code PT1H}). The
 * processor resolves them to epoch milliseconds at compile time. The README lists the whole
 * grammar.
 *
 * <p>Before judging, the window is checked against the output's window function: a window that
 * {@code FixedWindows} or {@code SlidingWindows} can never assign, an interval window of a {@code
 * GlobalWindows} output, or the global window of an interval-windowed output fails the expectation
 * with the windows the function would assign instead of judging an empty scope.
 *
 * <p>Example: {@code @Window(start = "0", size = "20m")}.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface Window {
  /** The inclusive start of an interval window: an instant, or an offset from the base time. */
  String start() default "";

  /** The exclusive end of an interval window; give either this or {@link #size()}. */
  String end() default "";

  /** The length of an interval window; give either this or {@link #end()}. */
  String size() default "";

  /** The global window; then give neither start, end nor size. */
  boolean global() default false;
}
