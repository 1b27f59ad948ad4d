package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.ScenarioSpec;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

/**
 * Which expectations of a scenario an exploration judges: those that passed as written and are not
 * left out ({@code @NotExplored}, a pipeline's shape), with the reasons of those left out.
 *
 * @param explored the expectations judged on every explored run
 * @param excluded the expectations left out, by method name, with the reason
 */
record ExploredExpectations(List<ExpectationSpec> explored, Map<String, String> excluded) {

  /**
   * The expectations of {@code scenario} that explored runs judge, after its run {@code written}.
   */
  static ExploredExpectations of(ScenarioSpec scenario, ScenarioResult written) {
    Map<String, String> excluded = new LinkedHashMap<>();
    List<ExpectationSpec> explored = new ArrayList<>();
    for (ExpectationSpec expectation : scenario.expectations()) {
      Optional<String> reason = Explorer.notExplored(expectation);
      if (reason.isPresent()) {
        excluded.put(expectation.methodName(), reason.get());
      } else if (written.judge(expectation) instanceof Judgement.Passed) {
        explored.add(expectation);
      }
    }
    return new ExploredExpectations(List.copyOf(explored), excluded);
  }

  /**
   * Why no explored run would be judged, as the exploration that says so; empty when one would.
   * Asked for by {@code @Explore} ({@code explicit}), leaving every expectation out is refused.
   */
  Optional<Exploration> nothingToJudge(ScenarioSpec scenario, boolean explicit) {
    if (!excluded.isEmpty() && excluded.size() == scenario.expectations().size()) {
      // Exploring would run members and judge none of them: say so rather than pass as explored.
      String reason =
          "every expectation of it is left out of exploration ("
              + String.join(
                  "; ",
                  excluded.entrySet().stream().map(e -> e.getKey() + ": " + e.getValue()).toList())
              + "), so no run of it would be judged";
      return Optional.of(
          explicit
              ? new Exploration.Refused(
                  reason
                      + "; remove @NotExplored from an expectation that must hold whatever the order"
                      + " and bundles, or remove @Explore")
              : new Exploration.Skipped(reason));
    }
    if (explored.isEmpty()) {
      return Optional.of(
          new Exploration.Skipped("every expectation it would judge already failed as written"));
    }
    return Optional.empty();
  }
}
