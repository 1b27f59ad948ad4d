package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the members of a pipeline scenario's family on the DirectRunner, several to a pipeline
 * ({@link MemberBatch}), so that they share the runner's set-up. A pipeline that fails (a member's
 * transform threw) is run again member by member, so that the failure is put on the member that
 * caused it. In a pipeline that holds a member whose dimensions say so ({@link
 * Perturbation#confirmedAlone}), a member that fails is run again alone: its verdict is that run's.
 */
final class PipelineMemberRuns implements MemberRuns {

  private final PipelineScenarioSpec scenario;
  private final RunSettings settings;
  private final List<InputHistory<?>> histories;
  private final List<Perturbation<?>> dimensions;
  private final int batchSize;

  /**
   * @param batchSize how many members share a pipeline; 1 when the scenario's expectations read the
   *     run's metrics, which members of one pipeline would add up
   */
  PipelineMemberRuns(
      PipelineScenarioSpec scenario,
      RunSettings settings,
      List<InputHistory<?>> histories,
      List<Perturbation<?>> dimensions,
      int batchSize) {
    this.scenario = scenario;
    this.settings = settings;
    this.histories = List.copyOf(histories);
    this.dimensions = List.copyOf(dimensions);
    this.batchSize = batchSize;
  }

  @Override
  public List<ScenarioResult> run(List<Member> members) {
    List<ScenarioResult> results = new ArrayList<>();
    for (int start = 0; start < members.size(); start += batchSize) {
      List<Member> batch = members.subList(start, Math.min(members.size(), start + batchSize));
      ScenarioResult run =
          ScenarioRunner.run(
              scenario, settings, new MemberBatch(scenario, histories, dimensions, batch));
      // What a member that must be confirmed alone does outside Beam (a static its failed attempt
      // fills) reaches every member of its pipeline, and theirs it: in such a batch a failing
      // verdict is taken from a run of the member alone.
      boolean confirm = batch.size() > 1 && batch.stream().anyMatch(this::confirmedAlone);
      for (int m = 0; m < batch.size(); m++) {
        boolean alone =
            batch.size() > 1
                && (run.failure().isPresent() || (confirm && failsAnything(run.part(m))));
        results.add(alone ? runAlone(batch.get(m)) : run.part(m));
      }
    }
    return results;
  }

  private ScenarioResult runAlone(Member member) {
    return ScenarioRunner.run(
            scenario, settings, new MemberBatch(scenario, histories, dimensions, List.of(member)))
        .part(0);
  }

  /** Whether {@code member} perturbs a dimension whose failing members are confirmed alone. */
  private boolean confirmedAlone(Member member) {
    return dimensions.stream().anyMatch(dimension -> confirmedAlone(dimension, member));
  }

  private static <V> boolean confirmedAlone(Perturbation<V> dimension, Member member) {
    return dimension.confirmedAlone(member.value(dimension));
  }

  /** Whether {@code result} fails one of the scenario's expectations, or the run itself failed. */
  private boolean failsAnything(ScenarioResult result) {
    return result.failure().isPresent()
        || scenario.expectations().stream()
            .anyMatch(e -> !(result.judge(e) instanceof Judgement.Passed));
  }
}
