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
 * Expects an output of a {@link Generate} scenario to settle as it would from a bounded input: the
 * same elements, with the same event times, read as a bounded input give the same final pane in
 * every window (and key) as the generated timeline gives. A metamorphic property: it needs no
 * expected data. Holds for transforms whose final panes do not depend on when elements arrive; late
 * elements beyond the allowed lateness are not drawn for it.
 */
@Documented
@Testable
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface ExpectSettlesAlike {
  /** The output to compare, when {@link UnderTest} returns several; empty for the only one. */
  String output() default "";
}
