package io.pipespec;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;
import org.apiguardian.api.API;

/**
 * Leaves one expectation out of exploration ({@link Explore}): it is judged on the run as written
 * only, and the report shows it as not explored with {@link #value() the reason}. For an
 * expectation that depends on arrival order by Beam's model, such as the contents of an early pane
 * under a count trigger.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.METHOD)
@API(status = EXPERIMENTAL)
public @interface NotExplored {
  /** Why the expectation is not explored, as the report shows it. */
  String value();
}
