package io.pipespec.runtime.explore;

import java.util.ArrayList;
import java.util.List;

/**
 * Whether a candidate of shrinking ({@link Shrinker}) counts: it fails, and the written arrangement
 * of the elements it keeps (its baseline) passes, so that it is still a run that passes as written
 * and fails as arranged, not a scenario whose expectation no longer fits its elements; and which
 * runs decide that.
 */
final class Baselines {

  private final Member written;
  private final ShrinkResults results;

  Baselines(Member written, ShrinkResults results) {
    this.written = written;
    this.results = results;
  }

  /**
   * The written arrangement of the elements {@code member} keeps, every other dimension as written.
   */
  Member of(Member member) {
    Member baseline = written;
    for (int i = 0; i < member.inputs().size(); i++) {
      for (int s = 0; s < member.inputs().get(i).size(); s++) {
        baseline =
            baseline.with(
                i,
                s,
                SmallerArrangements.keptOf(written.arrangement(i, s), member.arrangement(i, s)));
      }
    }
    return baseline;
  }

  /**
   * Whether {@code candidate} is known to fail, and the written arrangement of the elements it
   * keeps known to pass.
   */
  boolean counts(Member candidate) {
    Member baseline = of(candidate);
    boolean baselinePasses =
        baseline.equals(written) || Boolean.FALSE.equals(results.known(baseline));
    return Boolean.TRUE.equals(results.known(candidate)) && baselinePasses;
  }

  /**
   * Those of {@code candidates} whose results are not {@link ShrinkResults#known} and that are not
   * in {@code planned}, each followed by its baseline when that is neither known nor planned, in
   * the order of {@code candidates}; the first {@code room} of them. A candidate whose baseline is
   * known to fail is left out: it could not count. With {@code baselinesOnly}, only the baselines.
   */
  List<Member> unknown(
      List<Member> candidates, List<Member> planned, int room, boolean baselinesOnly) {
    List<Member> toRun = new ArrayList<>();
    for (Member candidate : candidates) {
      Member baseline = of(candidate);
      if (Boolean.TRUE.equals(results.known(baseline))) {
        continue; // its elements fail as written too: it cannot count, whatever it does
      }
      if (!baselinesOnly
          && results.known(candidate) == null
          && !planned.contains(candidate)
          && !toRun.contains(candidate)) {
        toRun.add(candidate);
      }
      if (!baseline.equals(written)
          && results.known(baseline) == null
          && !planned.contains(baseline)
          && !toRun.contains(baseline)) {
        toRun.add(baseline);
      }
    }
    return toRun.size() > room ? toRun.subList(0, Math.max(0, room)) : toRun;
  }
}
