package io.pipespec.runtime.runner;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import io.pipespec.runtime.spec.InputSpec;
import io.pipespec.runtime.spec.ScenarioInput;
import io.pipespec.runtime.spec.ScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import org.apiguardian.api.API;

/**
 * What a {@link RunnerSupport} needs to know of a scenario before its pipeline is built, read from
 * its declaration alone (no user code runs): whether it streams, and which processing-time advances
 * its timelines make.
 *
 * @param scenario the scenario's name, for messages
 * @param streaming whether an input is unbounded: a {@code @Timeline} or a {@code TestStream}
 * @param processingTimeAdvances each {@code processing +..} step of its timelines, as {@code "input
 *     'clicks': processing +6m"}
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record ScenarioTraits(
    String scenario, boolean streaming, List<String> processingTimeAdvances) {

  public ScenarioTraits {
    processingTimeAdvances = List.copyOf(processingTimeAdvances);
  }

  /** The traits of {@code scenario}; a function scenario runs on no runner and has none. */
  public static ScenarioTraits of(ScenarioSpec scenario) {
    boolean streaming = false;
    List<String> advances = new ArrayList<>();
    for (ScenarioInput input : scenario.inputs()) {
      streaming |= input.input().kind() != InputSpec.Kind.VALUES;
      input
          .input()
          .timelineSteps()
          .ifPresent(
              steps ->
                  steps
                      .processingTimeAdvances()
                      .forEach(step -> advances.add(input.label() + ": " + step)));
    }
    return new ScenarioTraits(scenario.name(), streaming, advances);
  }
}
