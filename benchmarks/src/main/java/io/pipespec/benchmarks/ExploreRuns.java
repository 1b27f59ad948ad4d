package io.pipespec.benchmarks;

import io.pipespec.runtime.explore.Exploration;
import io.pipespec.runtime.explore.ExploreSettings;
import io.pipespec.runtime.explore.Explorer;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.time.Duration;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

/** What the exploration benchmarks time: a given number of members, seeded, none failing. */
final class ExploreRuns {

  private ExploreRuns() {}

  /**
   * Explores {@code members} members of {@code scenario} after its run as written; fails unless
   * exactly that many ran and none failed, so that the figure is the cost of the members alone.
   */
  static Exploration.Explored exactly(
      ScenarioSpec scenario, RunSettings settings, int members, ScenarioResult written) {
    Exploration.Explored explored = explored(scenario, settings, members, written);
    if (explored.runs() != members || !explored.findings().isEmpty()) {
      throw new IllegalStateException(
          "expected " + members + " members and no finding: " + explored.summary());
    }
    return explored;
  }

  /**
   * Explores up to {@code members} members of {@code scenario}, seeded, after its run as written;
   * fails unless it was explored.
   */
  static Exploration.Explored explored(
      ScenarioSpec scenario, RunSettings settings, int members, ScenarioResult written) {
    Exploration exploration =
        Explorer.explore(
            scenario,
            settings,
            new ExploreSettings(
                true,
                OptionalInt.of(members),
                Optional.of(Duration.ofMinutes(30)),
                OptionalLong.of(2026)),
            written);
    if (!(exploration instanceof Exploration.Explored explored)) {
      throw new IllegalStateException("the scenario was not explored: " + exploration.summary());
    }
    return explored;
  }
}
