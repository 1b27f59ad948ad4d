package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.util.Collection;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jspecify.annotations.Nullable;

/**
 * What shrinking ({@link Shrinker}) ran and learnt: each member's result and whether it fails the
 * expectation shrunk, and which of them its steps may read. A member run ahead of the step that may
 * need it ({@link Shrinker#ahead}) is not read until a step plans it ({@link #taken}): shrinking
 * then takes the same steps, is charged the same runs and ends at the same member as without runs
 * ahead.
 */
final class ShrinkResults {

  private final MemberRuns runs;
  private final List<Perturbation<?>> dimensions;
  private final ExpectationSpec expectation;

  /** Whether each member that ran fails, those run ahead too. */
  private final Map<Member, Boolean> fails = new HashMap<>();

  private final Map<Member, ScenarioResult> results = new HashMap<>();

  /** The members run ahead that no step has planned yet. */
  private final Set<Member> untaken = new HashSet<>();

  private int made;

  ShrinkResults(MemberRuns runs, List<Perturbation<?>> dimensions, ExpectationSpec expectation) {
    this.runs = runs;
    this.dimensions = List.copyOf(dimensions);
    this.expectation = expectation;
  }

  /** Records that {@code member} fails, without a run: the member shrinking starts from. */
  void failing(Member member) {
    fails.put(member, true);
  }

  /**
   * Runs, in one batch, those of {@code members} that have not run, and keeps their results and
   * whether each fails.
   */
  void run(List<Member> members) {
    List<Member> toRun = notRun(members);
    if (toRun.isEmpty()) {
      return;
    }
    List<ScenarioResult> ran = runs.run(toRun);
    made += toRun.size();
    for (int i = 0; i < toRun.size(); i++) {
      results.put(toRun.get(i), ran.get(i));
      fails.put(toRun.get(i), fails(toRun.get(i), ran.get(i)));
    }
  }

  /** Marks {@code members}, run ahead, as not to be read until a step plans them. */
  void ranAhead(Collection<Member> members) {
    untaken.addAll(members);
  }

  /** Marks {@code members} as planned by a step: their results may be read from now on. */
  void taken(Collection<Member> members) {
    untaken.removeAll(members);
  }

  /** Whether {@code member} fails, if it ran and a step planned it; else null. */
  @Nullable Boolean known(Member member) {
    return untaken.contains(member) ? null : fails.get(member);
  }

  /**
   * Whether {@code member} fails, if it ran, planned or not: what guesses of what comes next may
   * read, never a step.
   */
  @Nullable Boolean ran(Member member) {
    return fails.get(member);
  }

  /** Those of {@code members} that have not run, each once. */
  List<Member> notRun(List<Member> members) {
    return members.stream().filter(member -> !fails.containsKey(member)).distinct().toList();
  }

  /** The result of {@code member}'s run, when shrinking ran it. */
  Optional<ScenarioResult> result(Member member) {
    return Optional.ofNullable(results.get(member));
  }

  /** How many runs were made. */
  int made() {
    return made;
  }

  private boolean fails(Member member, ScenarioResult result) {
    if (!Family.judges(dimensions, member, expectation)) {
      return false;
    }
    return result.judge(expectation) instanceof Judgement.Failed;
  }
}
