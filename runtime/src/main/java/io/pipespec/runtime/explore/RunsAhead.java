package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.ScenarioResult;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.jspecify.annotations.Nullable;

/**
 * Member runs that can run members ahead of the step that asks for them: members given to {@link
 * #ride} run in the next batch, beside its own, and a later batch that holds one of them takes its
 * result instead of running it again. A batch costs about as much for a few members more, so the
 * runs again of a finding (which decide whether it is shrunk) carry shrinking's first batch.
 */
final class RunsAhead implements MemberRuns {

  private final MemberRuns runs;
  private final List<Member> riding = new ArrayList<>();
  private final Map<Member, Deque<ScenarioResult>> ahead = new HashMap<>();

  RunsAhead(MemberRuns runs) {
    this.runs = runs;
  }

  /**
   * Runs {@code members} in the next batch, beside the members it is asked for; a member given
   * twice runs twice (runs again), and its results are taken in turn.
   */
  void ride(List<Member> members) {
    riding.addAll(members);
  }

  /**
   * The runs made ahead that no batch has taken yet: what an exploration made and must still count
   * when the step they were made for never came.
   */
  int untaken() {
    return ahead.values().stream().mapToInt(Deque::size).sum();
  }

  @Override
  public List<ScenarioResult> run(List<Member> members) {
    List<@Nullable ScenarioResult> taken = new ArrayList<>();
    List<Member> toRun = new ArrayList<>();
    for (Member member : members) {
      Deque<ScenarioResult> results = ahead.get(member);
      ScenarioResult result = results == null ? null : results.poll();
      taken.add(result);
      if (result == null) {
        toRun.add(member);
      }
    }
    int asked = toRun.size();
    toRun.addAll(riding);
    riding.clear();
    List<ScenarioResult> ran = toRun.isEmpty() ? List.of() : runs.run(toRun);
    for (int i = asked; i < toRun.size(); i++) {
      ahead.computeIfAbsent(toRun.get(i), member -> new ArrayDeque<>()).add(ran.get(i));
    }
    List<ScenarioResult> results = new ArrayList<>();
    int next = 0;
    for (ScenarioResult result : taken) {
      results.add(result != null ? result : ran.get(next++));
    }
    return results;
  }
}
