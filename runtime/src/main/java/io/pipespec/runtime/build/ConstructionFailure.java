package io.pipespec.runtime.build;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.runtime.usercode.Throwables;
import org.apiguardian.api.API;

/** A failure while building a scenario's pipeline, carried out of the building code. */
@API(status = INTERNAL)
public final class ConstructionFailure extends Exception {

  private static final long serialVersionUID = 1L;

  private final String explanation;

  @SuppressWarnings("serial") // never serialized: it does not leave the runner
  private final Throwable thrown;

  /**
   * @param explanation what failed, for the message: "the transform under test threw"
   * @param thrown what it threw
   */
  public ConstructionFailure(String explanation, Throwable thrown) {
    super(explanation, null, false, false);
    this.explanation = explanation;
    this.thrown = Throwables.unwrap(thrown);
  }

  /** What failed, for the message: "the transform under test threw". */
  public String explanation() {
    return explanation;
  }

  /** What the building code threw, unwrapped; a {@link #isRefusal refusal} for Pipespec's own. */
  public Throwable thrown() {
    return thrown;
  }

  /** Whether {@code thrown} is Pipespec's refusal of a build, whose message is its reason. */
  public static boolean isRefusal(Throwable thrown) {
    return thrown instanceof Refusal;
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
