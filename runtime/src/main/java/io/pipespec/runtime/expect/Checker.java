package io.pipespec.runtime.expect;

import java.util.List;

/**
 * The body of a {@code @Satisfies} method, called with the decoded elements in scope.
 *
 * @param <T> the element type
 */
@FunctionalInterface
public interface Checker<T> {
  void check(List<T> elements) throws Throwable;
}
