package io.pipespec.runtime.verdict.expect;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.function.OutputElement;
import java.util.List;
import org.apiguardian.api.API;

/**
 * The body of a {@code @Satisfies} method that takes the timestamped elements in scope: each with
 * its value, timestamp, window and pane, so that it can assert when and where an element arrived.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
@FunctionalInterface
public interface TimestampedChecker<T> {
  void check(List<OutputElement<T>> elements) throws Throwable;
}
