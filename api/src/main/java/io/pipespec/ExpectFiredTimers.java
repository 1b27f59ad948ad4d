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
 * Expects exactly these timers to have fired during the timeline of a {@link FunctionTest}
 * scenario, in this order (firing order); {@code {}} expects none. Timers are written as for {@link
 * ExpectPendingTimers}: {@code "expiry red @ 10m"}.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectFiredTimers {
  /** The fired timers in firing order, as {@code "timerId key @ time"}. */
  String[] value();
}
