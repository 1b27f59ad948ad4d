package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.function.Function;

/**
 * Shrinks a failing member of a scenario's family to the smallest that still fails the same
 * expectation: every other dimension as written if that still fails (combiners whole, instances
 * reused: {@link Perturbation#smaller}), then as few segments changed, as few elements moved from
 * the written order, as few bundle cuts changed, and as few elements kept, in that order. A segment
 * of more than {@link SmallerArrangements#FEW} elements, moves or cuts is first shrunk many at a
 * time ({@link SmallerArrangements#manyAtOnce}): many elements dropped before anything else, many
 * moved elements put back before one, many cuts removed before one. Each pass tries every one-step
 * smaller candidate in one batch of runs (passes of few candidates with the pass after them) and
 * takes the first that still fails, until no candidate does or the runs allowed are spent.
 *
 * <p>A candidate with fewer elements fails "the same way" only if the written order of those same
 * elements passes: then the reduced member is still a run that passes as written and fails as
 * arranged, not a scenario whose expectation no longer fits its elements.
 */
final class Shrinker {

  private final MemberRuns runs;
  private final Member written;
  private final List<Perturbation<?>> dimensions;
  private final ExpectationSpec expectation;
  private final Map<Member, Boolean> fails = new HashMap<>();
  private final Map<Member, ScenarioResult> results = new HashMap<>();
  private final int together;
  private final int budget;
  private int used;
  private int made;

  /** The runs still not to charge, of steps that drop many elements ({@link #shrink}). */
  private int narrowing;

  /**
   * @param budget the most runs shrinking may be charged ({@link #runsUsed})
   */
  Shrinker(
      MemberRuns runs,
      Member written,
      List<Perturbation<?>> dimensions,
      ExpectationSpec expectation,
      int budget) {
    this(runs, written, dimensions, expectation, budget, TOGETHER);
  }

  /**
   * @param together how many candidates, at least, the passes run together hold; 1 runs each pass
   *     on its own
   */
  Shrinker(
      MemberRuns runs,
      Member written,
      List<Perturbation<?>> dimensions,
      ExpectationSpec expectation,
      int budget,
      int together) {
    this.runs = runs;
    this.written = written;
    this.dimensions = List.copyOf(dimensions);
    this.expectation = expectation;
    this.budget = budget;
    this.together = together;
  }

  /**
   * The runs charged to the budget, as they would have run pass by pass: not those a pass ran ahead
   * of an earlier pass whose candidate failed, nor those of the steps that drop many elements at
   * once, up to {@link SmallerArrangements#narrowingRuns} ({@link #shrink}).
   */
  int runsUsed() {
    return used;
  }

  /**
   * Every run shrinking made: {@link #runsUsed} and those a pass ran ahead of an earlier pass whose
   * candidate failed.
   */
  int runsMade() {
    return made;
  }

  /**
   * The smallest member found that still fails, starting from {@code failing}.
   *
   * <p>The steps that drop many elements at once are not charged to the budget, up to {@link
   * SmallerArrangements#narrowingRuns} of {@code failing} in all: a long input's narrowing takes a
   * step for each quartering, and charged in full it spent the budget before the steps of one at a
   * time (300 shuffled levels shrank to 5 elements where 2 fail).
   */
  Member shrink(Member failing) {
    fails.put(failing, true);
    narrowing = SmallerArrangements.narrowingRuns(failing);
    Member current = failing;
    // Passes pull different ways (back to the written segments, fewer cuts), and a member they
    // already ran costs no run: a member once current is never taken again, so that two failing
    // members cannot hand shrinking back and forth for ever.
    Set<Member> visited = new HashSet<>(List.of(failing));
    boolean progress = true;
    while (progress && used < budget) {
      progress = false;
      List<Pass> passes = passes();
      int next = 0;
      while (next < passes.size() && !progress) {
        // Passes of few candidates run with the pass after them, until `together` candidates: a
        // pipeline costs about as much for one member as for several, and the first passes (other
        // dimensions, segments as written) have a candidate or two each. Each pass's runs are
        // planned and charged to the budget as if the passes ran one by one: a pass after the one
        // whose candidate fails ran ahead for nothing, and is not charged (its results are kept),
        // so shrinking takes the same candidates and goes at least as far as pass by pass.
        List<List<Member>> group = new ArrayList<>();
        List<Pass> grouped = new ArrayList<>();
        int size = 0;
        while (next < passes.size() && (group.isEmpty() || size < together)) {
          Pass pass = passes.get(next++);
          List<Member> candidates = new ArrayList<>(pass.candidates().apply(current));
          candidates.removeAll(visited);
          group.add(candidates);
          grouped.add(pass);
          size += candidates.size();
        }
        List<List<Member>> plans = new ArrayList<>();
        List<Member> all = new ArrayList<>();
        for (int g = 0; g < group.size(); g++) {
          List<Member> plan =
              unknown(group.get(g), all, budget - used - all.size(), grouped.get(g).dropsMany());
          plans.add(plan);
          all.addAll(plan);
        }
        record(all);
        for (int g = 0; g < group.size(); g++) {
          int refund = grouped.get(g).dropsMany() ? Math.min(narrowing, plans.get(g).size()) : 0;
          used += plans.get(g).size() - refund;
          narrowing -= refund;
          Optional<Member> smaller = firstFailing(group.get(g));
          if (smaller.isPresent()) {
            current = smaller.get();
            visited.add(current);
            progress = true;
            break;
          }
        }
      }
    }
    return current;
  }

  /**
   * Passes are run together while they hold fewer candidates than this (see {@link #shrink}): the
   * first two, of a candidate or two each, ride with the third. More ran ahead for nothing too
   * often to pay (docs/performance.md).
   */
  static final int TOGETHER = 3;

  /** The result of {@code member}'s run, when shrinking ran it. */
  Optional<ScenarioResult> result(Member member) {
    return Optional.ofNullable(results.get(member));
  }

  /**
   * A pass: the one-step smaller candidates of a member, and whether they drop many elements at
   * once. Such a pass narrows a long segment: its candidates' baselines run first (a batch of their
   * own), so that a candidate whose elements fail as written too is never run, and its runs are not
   * charged, up to a limit ({@link #shrink}).
   */
  private record Pass(Function<Member, List<Member>> candidates, boolean dropsMany) {}

  /** A pass that makes each segment smaller by itself ({@link #perSegment}). */
  private static Pass eachSegment(
      Function<Arrangement, List<Arrangement>> smaller, boolean dropsMany) {
    return new Pass(
        member -> perSegment(member, (input, segment, arranged) -> smaller.apply(arranged)),
        dropsMany);
  }

  private List<Pass> passes() {
    return List.of(
        new Pass(this::otherDimensionsAsWritten, false),
        new Pass(member -> perSegment(member, this::segmentAsWritten), false),
        // Many elements dropped at once, first: a long segment then loses most of its moves and
        // cuts with them. Their baselines first: where no element can go (an expectation of every
        // element), the baselines fail once and no candidate runs in later steps either.
        eachSegment(SmallerArrangements::manyDropped, true),
        eachSegment(SmallerArrangements::manyMovedPutBack, false),
        eachSegment(SmallerArrangements::fewerMoved, false),
        eachSegment(SmallerArrangements::manyCutsRemoved, false),
        eachSegment(SmallerArrangements::fewerCuts, false),
        eachSegment(SmallerArrangements::fewerElements, false));
  }

  /** Each other dimension a step closer to as written, the last dimension first. */
  private List<Member> otherDimensionsAsWritten(Member member) {
    List<Member> candidates = new ArrayList<>();
    for (int d = dimensions.size() - 1; d >= 0; d--) {
      addSmaller(member, dimensions.get(d), candidates);
    }
    return candidates;
  }

  private static <V> void addSmaller(
      Member member, Perturbation<V> dimension, List<Member> candidates) {
    for (V smaller : dimension.smaller(member.value(dimension))) {
      candidates.add(member.with(dimension, smaller));
    }
  }

  /** Each changed segment back as written, its elements kept. */
  private List<Arrangement> segmentAsWritten(int input, int segment, Arrangement arranged) {
    Arrangement as = SmallerArrangements.keptOf(written.arrangement(input, segment), arranged);
    return as.equals(arranged) ? List.of() : List.of(as);
  }

  /** The one-step smaller arrangements of one segment. */
  private interface SegmentPass {
    List<Arrangement> smaller(int input, int segment, Arrangement arranged);
  }

  /** {@code member} with one segment's arrangement made smaller by {@code pass}, every segment. */
  private static List<Member> perSegment(Member member, SegmentPass pass) {
    List<Member> candidates = new ArrayList<>();
    for (int i = 0; i < member.inputs().size(); i++) {
      for (int s = 0; s < member.inputs().get(i).size(); s++) {
        for (Arrangement smaller : pass.smaller(i, s, member.arrangement(i, s))) {
          candidates.add(member.with(i, s, smaller));
        }
      }
    }
    return candidates;
  }

  /**
   * The first of {@code candidates} that still fails, in order; the written arrangement of the
   * elements a candidate keeps must pass for it to count.
   */
  private Optional<Member> firstFailing(List<Member> candidates) {
    runUnknown(candidates);
    for (Member candidate : candidates) {
      Member baseline = baseline(candidate);
      boolean baselinePasses =
          baseline.equals(written) || Boolean.FALSE.equals(fails.get(baseline));
      if (Boolean.TRUE.equals(fails.get(candidate)) && baselinePasses) {
        return Optional.of(candidate);
      }
    }
    return Optional.empty();
  }

  /**
   * Runs, in one batch, those of {@code candidates} that {@link #unknown} gives, and charges them.
   */
  private void runUnknown(List<Member> candidates) {
    List<Member> toRun = unknown(candidates, List.of(), budget - used, false);
    record(toRun);
    used += toRun.size();
  }

  /**
   * Those of {@code candidates} that have not run and are not in {@code planned}, each followed by
   * its baseline when that has not run and is not planned either, in the order of {@code
   * candidates}; the first {@code room} of them. A candidate whose baseline is known to fail is
   * left out: it could not count. With {@code baselinesOnly}, only the baselines.
   */
  private List<Member> unknown(
      List<Member> candidates, List<Member> planned, int room, boolean baselinesOnly) {
    List<Member> toRun = new ArrayList<>();
    for (Member candidate : candidates) {
      Member baseline = baseline(candidate);
      if (Boolean.TRUE.equals(fails.get(baseline))) {
        continue; // its elements fail as written too: it cannot count, whatever it does
      }
      if (!baselinesOnly
          && !fails.containsKey(candidate)
          && !planned.contains(candidate)
          && !toRun.contains(candidate)) {
        toRun.add(candidate);
      }
      if (!baseline.equals(written)
          && !fails.containsKey(baseline)
          && !planned.contains(baseline)
          && !toRun.contains(baseline)) {
        toRun.add(baseline);
      }
    }
    return toRun.size() > room ? toRun.subList(0, Math.max(0, room)) : toRun;
  }

  /** Runs {@code members} in one batch, and keeps their results and whether each fails. */
  private void record(List<Member> members) {
    if (members.isEmpty()) {
      return;
    }
    List<ScenarioResult> ran = runs.run(members);
    made += members.size();
    for (int i = 0; i < members.size(); i++) {
      results.put(members.get(i), ran.get(i));
      fails.put(members.get(i), fails(members.get(i), ran.get(i)));
    }
  }

  /**
   * The written arrangement of the elements {@code member} keeps, every other dimension as written.
   */
  private Member baseline(Member member) {
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

  private boolean fails(Member member, ScenarioResult result) {
    if (!Family.judges(dimensions, member, expectation)) {
      return false;
    }
    Judgement judgement = result.judge(expectation);
    return judgement instanceof Judgement.Failed;
  }
}
