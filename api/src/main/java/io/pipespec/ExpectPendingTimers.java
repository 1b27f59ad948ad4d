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
 * Expects exactly these timers to be pending after the timeline of a {@link FunctionTest} scenario,
 * in any order; {@code {}} expects none.
 *
 * <p>Each timer is written {@code "timerId key @ time"}: the {@code @TimerId} (or, for a timer of a
 * {@code @TimerFamily}, {@code "family/id"}), the key as a literal of the function's key type, and
 * the timer's timestamp as a {@link Timeline} time, in the timer's own time domain: {@code "expiry
 * red @ 10m"}. Runner-core's own garbage-collection timers are never listed.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectPendingTimers {
  /** The pending timers, as {@code "timerId key @ time"}. */
  String[] value();
}
