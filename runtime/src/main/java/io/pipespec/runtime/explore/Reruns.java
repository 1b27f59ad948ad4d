package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;
import org.jspecify.annotations.Nullable;

/**
 * Runs a failing arrangement and the written one again, to tell a nondeterministic transform (one
 * that drops, changes or emits elements at random, or reads the clock) from one that depends on the
 * order or bundles of its input. An order bug fails its arrangement every time and passes the
 * written one every time; a transform whose verdict varies between runs of the same arrangement is
 * nondeterministic, and neither its failure nor the seed that found it replays. Only a member that
 * failed is run again, so a passing exploration costs nothing more; the written member's runs again
 * are made once and judged again by every later check (the one after shrinking, another
 * expectation's), whose own member is all that runs.
 */
final class Reruns {

  /** How many more times each arrangement runs. */
  static final int TIMES = 5;

  private final MemberRuns runs;
  private final Member written;
  private int used;

  /** The written member's {@link #TIMES} runs again, once the first check made them. */
  private @Nullable List<ScenarioResult> writtenAgain;

  Reruns(MemberRuns runs, Member written) {
    this.runs = runs;
    this.written = written;
  }

  /** The runs taken so far. */
  int runsUsed() {
    return used;
  }

  /**
   * How the verdicts on {@code expectation} vary when {@code failing}, which failed it, and the
   * written member, which passed it, run {@link #TIMES} more times each; empty when they do not
   * ({@code failing} fails every time, the written member passes every time).
   */
  Optional<String> variation(ExpectationSpec expectation, Member failing) {
    if (failing.equals(written)) {
      return variationAsWritten(expectation);
    }
    // The written member's runs again ride in the same batch the first time, in one wave.
    boolean first = writtenAgain == null;
    List<Member> again = new ArrayList<>(Collections.nCopies(TIMES, failing));
    if (first) {
      again.addAll(Collections.nCopies(TIMES, written));
    }
    List<ScenarioResult> results = run(again);
    if (first) {
      writtenAgain = List.copyOf(results.subList(TIMES, 2 * TIMES));
    }
    int failingFailed = failed(expectation, results.subList(0, TIMES));
    int writtenFailed = failed(expectation, writtenAgain());
    if (failingFailed == TIMES && writtenFailed == 0) {
      return Optional.empty();
    }
    return Optional.of(
        "run "
            + TIMES
            + " more times each, that arrangement failed "
            + times(failingFailed)
            + " and the arrangement as written failed "
            + times(writtenFailed));
  }

  /**
   * How the verdicts on {@code expectation} vary when the written member, which passed it in the
   * scenario's own run and failed it run the way members run, runs that way {@link #TIMES} more
   * times; empty when it fails every time (then the way members run is at fault, not the
   * transform).
   */
  Optional<String> variationAsWritten(ExpectationSpec expectation) {
    int failed = failed(expectation, writtenAgain());
    if (failed == TIMES) {
      return Optional.empty();
    }
    return Optional.of("run " + TIMES + " more times the same way, it failed " + times(failed));
  }

  /** The written member's {@link #TIMES} runs again: made by the first check that needs them. */
  private List<ScenarioResult> writtenAgain() {
    if (writtenAgain == null) {
      writtenAgain = List.copyOf(run(Collections.nCopies(TIMES, written)));
    }
    return writtenAgain;
  }

  private List<ScenarioResult> run(List<Member> members) {
    List<ScenarioResult> results = runs.run(members);
    used += members.size();
    return results;
  }

  /** How many of {@code results} do not pass {@code expectation}. */
  private static int failed(ExpectationSpec expectation, List<ScenarioResult> results) {
    return (int)
        results.stream()
            .filter(result -> !(result.judge(expectation) instanceof Judgement.Passed))
            .count();
  }

  /** "0 times", "once", "3 times". */
  private static String times(int count) {
    return count == 1 ? "once" : count + " times";
  }
}
