package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.RunSettings;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.run.ScenarioRunner;
import io.pipespec.runtime.suite.InputSpec;
import io.pipespec.runtime.suite.JobScenarioSpec;
import java.util.ArrayList;
import java.util.List;

/**
 * Runs the members of a job scenario's family on the DirectRunner, one pipeline each: the job is
 * built anew on every pipeline, its replaced reads delivering the member's arrangement.
 */
final class JobMemberRuns implements MemberRuns {

  private final JobScenarioSpec scenario;
  private final RunSettings settings;
  private final List<InputHistory<?>> histories;

  JobMemberRuns(JobScenarioSpec scenario, RunSettings settings, List<InputHistory<?>> histories) {
    this.scenario = scenario;
    this.settings = settings;
    this.histories = List.copyOf(histories);
  }

  @Override
  public List<ScenarioResult> run(List<Member> members) {
    List<ScenarioResult> results = new ArrayList<>();
    for (Member member : members) {
      List<InputSpec<?>> inputs = new ArrayList<>();
      for (int i = 0; i < histories.size(); i++) {
        inputs.add(arranged(scenario.replacements().get(i).input(), histories.get(i), member, i));
      }
      results.add(ScenarioRunner.run(scenario.withReplacementInputs(inputs), settings));
    }
    return results;
  }

  @SuppressWarnings("unchecked") // the history was read from this very input
  private static <T> InputSpec<T> arranged(
      InputSpec<T> input, InputHistory<?> history, Member member, int index) {
    InputHistory<T> typed = (InputHistory<T>) history;
    List<Arrangement> arrangements = member.inputs().get(index);
    return input.withSource(() -> typed.source(arrangements));
  }
}
