package io.pipespec.processor.model;

import java.util.Optional;
import org.apiguardian.api.API;

/**
 * What an expectation reads of its scenario's run, as the runtime's {@code ExpectationSpec.Target}
 * names it: the elements of one output, the function's harness, the run's metrics, the pipeline's
 * shape, or the effects on a fake external system.
 */
@API(status = API.Status.INTERNAL)
public sealed interface TargetModel {

  /** The output whose elements it judges; empty when it reads the harness or the metrics. */
  default Optional<String> output() {
    return Optional.empty();
  }

  /** The elements of the output {@code name}. */
  record Output(String name) implements TargetModel {
    @Override
    public Optional<String> output() {
      return Optional.of(name);
    }
  }

  /** The harness of a function test: its state, timers and every output. */
  record Harness() implements TargetModel {}

  /** The metrics of the run. */
  record Metrics() implements TargetModel {}

  /** The shape of the scenario's pipeline, as built. */
  record Shape() implements TargetModel {}

  /** The effects the run made on a fake external system. */
  record Effects() implements TargetModel {}
}
