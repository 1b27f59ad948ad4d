package io.pipespec.runtime.run;

import io.pipespec.runtime.run.RunFailure.Phase;

/** A failure while building a scenario's pipeline, carried out of the building code. */
final class ConstructionFailure extends Exception {

  private static final long serialVersionUID = 1L;

  @SuppressWarnings("serial") // never serialized: it does not leave the runner
  final RunFailure failure;

  ConstructionFailure(String explanation, Throwable thrown) {
    super(explanation, null, false, false);
    this.failure = new RunFailure(Phase.CONSTRUCTION, explanation, Throwables.unwrap(thrown));
  }
}
