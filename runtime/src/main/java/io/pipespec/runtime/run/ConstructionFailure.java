package io.pipespec.runtime.run;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.run.RunFailure.Phase;
import io.pipespec.runtime.usercode.Throwables;
import org.apiguardian.api.API;

/** A failure while building a scenario's pipeline, carried out of the building code. */
@API(status = INTERNAL)
public final class ConstructionFailure extends Exception {

  private static final long serialVersionUID = 1L;

  @SuppressWarnings("serial") // never serialized: it does not leave the runner
  final RunFailure failure;

  /**
   * @param explanation what failed, for the message: "the transform under test threw"
   * @param thrown what it threw
   */
  public ConstructionFailure(String explanation, Throwable thrown) {
    super(explanation, null, false, false);
    this.failure = new RunFailure(Phase.CONSTRUCTION, explanation, Throwables.unwrap(thrown));
  }

  /**
   * A build Pipespec refuses, in its own words: the failure message gives {@code reason} as it is,
   * not as an exception's class and message.
   */
  public static ConstructionFailure refusal(String explanation, String reason) {
    return new ConstructionFailure(explanation, new Refusal(reason));
  }

  /** Pipespec's reason for refusing a build; no stack trace, since no code failed. */
  static final class Refusal extends RuntimeException {
    private static final long serialVersionUID = 1L;

    Refusal(String reason) {
      super(reason, null, false, false);
    }
  }
}
