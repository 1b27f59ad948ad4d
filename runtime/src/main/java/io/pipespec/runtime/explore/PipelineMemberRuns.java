package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.PipelineScenarioSpec;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

/**
 * Runs the members of a pipeline scenario's family on the DirectRunner, several to a pipeline
 * ({@link MemberBatch}), so that they share the runner's set-up, and several pipelines side by side
 * ({@link SideBySide}), so that every core works. A pipeline that fails (a member's transform
 * threw) is run again member by member, so that the failure is put on the member that caused it.
 * Among members that ran together (in one pipeline, or in pipelines side by side) of which one's
 * dimensions say so ({@link Perturbation#confirmedAlone}), a member that fails is run again alone:
 * its verdict is that run's.
 */
final class PipelineMemberRuns implements MemberRuns {

  private final PipelineScenarioSpec scenario;
  private final RunSettings settings;
  private final List<InputHistory<?>> histories;
  private final List<Perturbation<?>> dimensions;
  private final int batchSize;
  private final int parallelism;

  /**
   * @param batchSize how many members share a pipeline at most; 1 when the scenario's expectations
   *     read the run's metrics, which members of one pipeline would add up
   */
  PipelineMemberRuns(
      PipelineScenarioSpec scenario,
      RunSettings settings,
      List<InputHistory<?>> histories,
      List<Perturbation<?>> dimensions,
      int batchSize) {
    this(scenario, settings, histories, dimensions, batchSize, SideBySide.parallelism());
  }

  /**
   * @param parallelism how many pipelines run at once; 1 runs them one by one
   */
  PipelineMemberRuns(
      PipelineScenarioSpec scenario,
      RunSettings settings,
      List<InputHistory<?>> histories,
      List<Perturbation<?>> dimensions,
      int batchSize,
      int parallelism) {
    this.scenario = scenario;
    this.settings = settings;
    this.histories = List.copyOf(histories);
    this.dimensions = List.copyOf(dimensions);
    this.batchSize = Math.max(1, batchSize);
    this.parallelism = Math.max(1, parallelism);
  }

  @Override
  public List<ScenarioResult> run(List<Member> members) {
    List<List<Member>> pipelines = pipelines(members);
    List<Callable<ScenarioResult>> runs = new ArrayList<>();
    for (List<Member> pipeline : pipelines) {
      runs.add(
          () ->
              ScenarioRunner.run(
                  scenario, settings, new MemberBatch(scenario, histories, dimensions, pipeline)));
    }
    List<ScenarioResult> ran = SideBySide.run(runs, parallelism, "explored pipeline");
    boolean beside = pipelines.size() > 1 && parallelism > 1;
    // What a member that must be confirmed alone does outside Beam (a static its failed attempt
    // fills) reaches every member that runs with it, and theirs it: among such members a failing
    // verdict is taken from a run of the member alone, once every pipeline of these has ended.
    List<ScenarioResult> results = new ArrayList<>();
    for (int p = 0; p < pipelines.size(); p++) {
      List<Member> pipeline = pipelines.get(p);
      ScenarioResult run = ran.get(p);
      boolean together = pipeline.size() > 1 || beside;
      boolean confirm =
          together && (beside ? members : pipeline).stream().anyMatch(this::confirmedAlone);
      for (int m = 0; m < pipeline.size(); m++) {
        boolean rerun =
            (pipeline.size() > 1 && run.failure().isPresent())
                || (confirm && failsAnything(run.part(m)));
        results.add(rerun ? runAlone(pipeline.get(m)) : run.part(m));
      }
    }
    return results;
  }

  /**
   * {@code members} in order, cut into the pipelines that run them ({@link SideBySide#pipelines}).
   */
  List<List<Member>> pipelines(List<Member> members) {
    return SideBySide.pipelines(members, batchSize, parallelism);
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
