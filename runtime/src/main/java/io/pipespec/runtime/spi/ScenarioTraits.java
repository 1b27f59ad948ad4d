package io.pipespec.runtime.spi;

import static org.apiguardian.api.API.Status.EXPERIMENTAL;

import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.ScenarioInput;
import io.pipespec.runtime.suite.ScenarioSpec;
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
 * @param takesOver whether a timeline has a {@code "savepoint"} step: the scenario restores the
 *     current code from a recorded savepoint
 * @param restarts whether a timeline has a {@code "fail and restart"} step: the job fails once and
 *     the runner restarts it from a checkpoint
 * @param retries whether a timeline has a retry step ({@code "fail and retry"}): a bundle's attempt
 *     fails and the bundle is retried, which Pipespec replays on the DirectRunner
 * @param killsTaskManager whether the restart step is {@code "kill the TaskManager and restart"}:
 *     the job fails by its TaskManager's JVM being killed, on the local Flink cluster only
 */
@API(status = EXPERIMENTAL, since = "0.1")
public record ScenarioTraits(
    String scenario,
    boolean streaming,
    List<String> processingTimeAdvances,
    boolean takesOver,
    boolean restarts,
    boolean retries,
    boolean killsTaskManager) {

  public ScenarioTraits {
    processingTimeAdvances = List.copyOf(processingTimeAdvances);
  }

  /** The traits of a scenario that kills no TaskManager. */
  public ScenarioTraits(
      String scenario,
      boolean streaming,
      List<String> processingTimeAdvances,
      boolean takesOver,
      boolean restarts,
      boolean retries) {
    this(scenario, streaming, processingTimeAdvances, takesOver, restarts, retries, false);
  }

  /** The traits of a scenario that takes over from no savepoint. */
  public ScenarioTraits(String scenario, boolean streaming, List<String> processingTimeAdvances) {
    this(scenario, streaming, processingTimeAdvances, false, false, false);
  }

  /** The traits of a scenario that does not restart. */
  public ScenarioTraits(
      String scenario, boolean streaming, List<String> processingTimeAdvances, boolean takesOver) {
    this(scenario, streaming, processingTimeAdvances, takesOver, false, false);
  }

  /** The traits of a scenario that retries no bundle. */
  public ScenarioTraits(
      String scenario,
      boolean streaming,
      List<String> processingTimeAdvances,
      boolean takesOver,
      boolean restarts) {
    this(scenario, streaming, processingTimeAdvances, takesOver, restarts, false);
  }

  /** The traits of {@code scenario}; a function scenario runs on no runner and has none. */
  public static ScenarioTraits of(ScenarioSpec scenario) {
    boolean streaming = false;
    boolean takesOver = false;
    boolean restarts = false;
    boolean retries = false;
    boolean kills = false;
    List<String> advances = new ArrayList<>();
    for (ScenarioInput input : scenario.inputs()) {
      streaming |= input.input().kind() != InputSpec.Kind.VALUES;
      if (input.input().generated().isPresent()) {
        // A generated input's steps are drawn per try (generate.Generations), which runs on the
        // DirectRunner only: its declaration has no steps to read here.
        continue;
      }
      var steps = input.input().timelineSteps();
      if (steps.isPresent()) {
        steps
            .get()
            .processingTimeAdvances()
            .forEach(step -> advances.add(input.label() + ": " + step));
        takesOver |= steps.get().takesOver();
        restarts |= steps.get().restarts();
        kills |= steps.get().killsTaskManager();
        retries |= steps.get().retry().isPresent();
      }
    }
    return new ScenarioTraits(
        scenario.name(), streaming, advances, takesOver, restarts, retries, kills);
  }
}
