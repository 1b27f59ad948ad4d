package io.pipespec.runtime.explore;

import java.util.List;

/**
 * The registry of the dimensions a family may vary along besides arrival order and bundles: a new
 * {@link Perturbation} is one line here. The order is the order in which structured members are
 * tried and random values drawn; shrinking undoes the last dimension first.
 */
final class Dimensions {

  /** Every perturbation exploration knows, in order. */
  static final List<Perturbation<?>> STANDARD =
      List.of(new FreshInstances(), new CombinerCuts(), new Retries());

  /**
   * The same for a function scenario, whose harness may also cut a retried bundle differently from
   * its failed attempt.
   */
  static final List<Perturbation<?>> FUNCTION =
      List.of(new FreshInstances(), new CombinerCuts(), new Retries(true));

  private Dimensions() {}
}
