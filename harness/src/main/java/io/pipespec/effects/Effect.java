package io.pipespec.effects;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import java.util.List;
import org.apiguardian.api.API;

/**
 * One call a function made to a fake external system, such as {@code charge(alice, 100)}.
 *
 * @param system the name the fake was made with
 * @param operation the method called: {@code charge}, or a store's {@code put}, a log's {@code
 *     append}
 * @param arguments each argument as {@link EffectText#argument} renders it
 * @param inFailedAttempt whether it was made during a bundle attempt that then failed (and was
 *     retried): Beam discards such an attempt's outputs and state, never its calls outside Beam
 */
@API(status = EXPERIMENTAL)
public record Effect(
    String system, String operation, List<String> arguments, boolean inFailedAttempt) {

  public Effect {
    requireNonNull(system, "system");
    requireNonNull(operation, "operation");
    arguments = List.copyOf(arguments);
  }

  /** The call as tests write it: {@code charge(alice, 100)}. */
  public String text() {
    return operation + "(" + String.join(", ", arguments) + ")";
  }

  @Override
  public String toString() {
    return text() + (inFailedAttempt ? " (in a failed attempt)" : "");
  }
}
