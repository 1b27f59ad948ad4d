package io.pipespec;

import static org.apiguardian.api.API.Status.STABLE;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * The instant that relative times ({@code 0}, {@code 20m}, {@code +90s}) of {@link Window} and
 * {@link Timeline} count from (and, in a {@link FunctionTest}, the window and timer times of its
 * expectations): an ISO-8601 instant such as {@code 2026-01-01T00:00:00Z}. On a {@link Scenario}
 * class it applies to that scenario; on the test class to every scenario that declares none.
 * Without it, relative times count from the epoch.
 *
 * <p>It is an annotation of its own, not an attribute of {@code @Timeline}, because scenarios that
 * give a {@code TestStream} from code use {@code @Window} with relative times too.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
@API(status = STABLE)
public @interface BaseTime {
  /** An ISO-8601 instant with an offset, such as {@code 2026-01-01T00:00:00Z}. */
  String value();
}
