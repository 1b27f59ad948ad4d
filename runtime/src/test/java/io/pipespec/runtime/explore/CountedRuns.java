package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.ScenarioResult;
import java.util.ArrayList;
import java.util.List;

/** Runs members through other runs, and keeps the members of each batch asked of them. */
final class CountedRuns implements MemberRuns {
  final List<List<Member>> batches = new ArrayList<>();
  private final MemberRuns runs;

  CountedRuns(MemberRuns runs) {
    this.runs = runs;
  }

  @Override
  public List<ScenarioResult> run(List<Member> members) {
    batches.add(List.copyOf(members));
    return runs.run(members);
  }

  /** How many members each batch held, in order. */
  List<Integer> sizes() {
    return batches.stream().map(List::size).toList();
  }
}
