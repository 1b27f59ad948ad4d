package io.pipespec.processor.model;

import org.apiguardian.api.API;

/**
 * What one expectation annotation checks, as plain data: each expectation kind defines its own
 * record (the literals of {@code @ExpectContains}, the predicate of {@code @ExpectAll}, the timers
 * of {@code @ExpectFiredTimers}), which says what it reads of the run and which runtime call makes
 * its expectation.
 */
@API(status = API.Status.INTERNAL)
public interface CheckModel {

  /** What it reads of the run. */
  TargetModel target();

  /** The runtime call that makes its expectation. */
  RuntimeCall expectation();
}
