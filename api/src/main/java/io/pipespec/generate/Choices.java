package io.pipespec.generate;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import org.apiguardian.api.API;

/**
 * Where a {@link Gen} takes its random choices from. Pipespec gives each generated input its own,
 * drawn from the seed; it records every choice made, so that a failing input can be replayed, and
 * shrinks a failing input by replaying fewer and smaller choices: a generator written on top of
 * {@code Choices} shrinks with no code of its own. Choice 0 is the simplest: a generator should map
 * it to its simplest value (the first of several, the smallest number, the shortest list).
 */
@API(status = EXPERIMENTAL)
@FunctionalInterface
public interface Choices {

  /**
   * A whole number from 0 to {@code max}, both included; 0 is the simplest.
   *
   * @param max at least 0
   */
  long choose(long max);
}
