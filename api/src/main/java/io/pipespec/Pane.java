package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Restricts an expectation to some panes of each window: {@code @Pane(Timing.ON_TIME)}, or the N-th
 * firing with {@code @Pane(index = 1)}, optionally with the timing that firing must have:
 * {@code @Pane(value = Timing.LATE, index = 2)}. Combine it with {@link Window} to pick the window;
 * without {@code @Window} the panes of every window are judged.
 *
 * <p>Pane indexes, like Beam's {@code PaneInfo}, count the firings of one key in one window: index
 * {@code 0} is the first firing of each key. When the N-th firing of a key has another timing than
 * the one given, the expectation fails and says which timing it had.
 *
 * <p>Before judging, the timing is checked against the output's windowing strategy. When the
 * strategy can never produce it and no such pane fired (a late pane with zero allowed lateness, in
 * the global window or after a trigger without late firings; an early pane after a trigger without
 * early firings; a final pane missing from a window that did fire), the expectation fails with the
 * reason instead of passing on an empty scope. The README lists these refusals.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = STABLE)
public @interface Pane {
  /** Which panes; {@link Timing#ALL} by default. */
  Timing value() default Timing.ALL;

  /** The index of the one firing to judge, from 0; {@code -1} (the default) for any. */
  int index() default -1;
}
