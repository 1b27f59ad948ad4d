package io.pipespec.runtime.verdict.expect;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.List;
import org.apiguardian.api.API;

/**
 * The body of a {@code @Satisfies} method, called with the decoded elements in scope.
 *
 * @param <T> the element type
 */
@API(status = INTERNAL)
@FunctionalInterface
public interface Checker<T> {
  void check(List<T> elements) throws Throwable;
}
