package io.pipespec.processor.model;

import org.apiguardian.api.API;

/** A check on what only a function test has: the state and timers of its {@code DoFn}. */
@API(status = API.Status.INTERNAL)
public interface FunctionCheck extends CheckModel {

  /** The harness, which holds the function's state and timers. */
  @Override
  default TargetModel target() {
    return new TargetModel.Harness();
  }
}
