package io.pipespec.processor.model;

import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What one expectation annotation checks, as plain data: each expectation kind defines its own
 * record (the literals of {@code @ExpectContains}, the predicate of {@code @ExpectAll}, the timers
 * of {@code @ExpectFiredTimers}) and writes it.
 */
@API(status = API.Status.INTERNAL)
public interface CheckModel {

  /** The output whose elements it judges; empty when it judges a function's state or timers. */
  Optional<String> judgedOutput();
}
