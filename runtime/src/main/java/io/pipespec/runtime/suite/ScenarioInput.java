package io.pipespec.runtime.suite;

import static java.util.Objects.requireNonNull;
import static org.apiguardian.api.API.Status.INTERNAL;

import org.apiguardian.api.API;

/**
 * One input that feeds a scenario's pipeline, whatever the kind: an input of the transform under
 * test, or the input that replaces a read of a job.
 *
 * @param label how messages name it: {@code "input 'clicks'"}, {@code "input replacing
 *     'ReadClicks'"}
 */
@API(status = INTERNAL)
public record ScenarioInput(String label, InputSpec<?> input) {
  public ScenarioInput {
    requireNonNull(label, "label");
    requireNonNull(input, "input");
  }
}
