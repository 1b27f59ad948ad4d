package io.pipespec.runtime.explore;

import io.pipespec.Explore;
import io.pipespec.grammar.TimeGrammar;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.Optional;

/**
 * How much exploring one scenario may do: how many members it runs, and for how long at most.
 *
 * @param runs the members that may run; shrinking a finding has a budget of its own, at least this
 *     ({@link Shrinker})
 * @param within how long exploring may take before it stops, said in its summary
 */
record Budget(int runs, Duration within) {

  /**
   * The budget of {@code scenario}: its {@code @Explore}'s where it sets one, else the engine's
   * settings ({@code pipespec.explore.budget}, a number of members or a duration), else the
   * defaults of its kind.
   */
  static Budget of(ScenarioSpec scenario, ExploreSettings settings, Optional<Explore> annotation) {
    int runs =
        annotation
            .map(Explore::runs)
            .filter(r -> r > 0)
            .orElseGet(
                () ->
                    settings
                        .runs()
                        .orElse(
                            scenario.runsOnARunner()
                                ? ExploreSettings.DEFAULT_PIPELINE_RUNS
                                : ExploreSettings.DEFAULT_FUNCTION_RUNS));
    Duration within =
        annotation
            .map(Explore::within)
            .filter(text -> !text.isBlank())
            .map(text -> within(scenario, text))
            .or(settings::within)
            .orElse(ExploreSettings.DEFAULT_WITHIN);
    return new Budget(runs, within);
  }

  /**
   * The {@code within} of {@code @Explore}, read as the processor checked it at compile time: a
   * duration of more than zero.
   */
  private static Duration within(ScenarioSpec scenario, String text) {
    return Duration.ofMillis(
        TimeGrammar.positiveDuration(text)
            .millisOrThrow(
                "@Explore(within = \"" + text + "\") of " + scenario.declaringClass().getName()));
  }
}
