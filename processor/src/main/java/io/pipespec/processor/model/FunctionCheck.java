package io.pipespec.processor.model;

import java.util.Optional;
import org.apiguardian.api.API;

/** A check on what only a function test has: the state and timers of its {@code DoFn}. */
@API(status = API.Status.INTERNAL)
public interface FunctionCheck extends CheckModel {

  /** None: it judges the function's state or timers, not the elements of an output. */
  @Override
  default Optional<String> judgedOutput() {
    return Optional.empty();
  }
}
