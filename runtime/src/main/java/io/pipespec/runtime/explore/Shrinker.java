package io.pipespec.runtime.explore;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashSet;
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
 * of more than {@link #FEW} elements, moves or cuts is first shrunk many at a time ({@link
 * #manyAtOnce}): many elements dropped before anything else, many moved elements put back before
 * one, many cuts removed before one. Each pass tries every one-step smaller candidate in one batch
 * of runs (passes of few candidates with the pass after them) and takes the first that still fails,
 * until no candidate does or the runs allowed are spent.
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
  private int budget;
  private int used;
  private int made;

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
   * The runs shrinking took, as they would have run pass by pass: not those a pass ran ahead of an
   * earlier pass whose candidate failed ({@link #shrink}).
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

  /** The smallest member found that still fails, starting from {@code failing}. */
  Member shrink(Member failing) {
    fails.put(failing, true);
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
        List<Boolean> baselinesFirst = new ArrayList<>();
        int size = 0;
        while (next < passes.size() && (group.isEmpty() || size < together)) {
          Pass pass = passes.get(next++);
          List<Member> candidates = new ArrayList<>(pass.candidates().apply(current));
          candidates.removeAll(visited);
          group.add(candidates);
          baselinesFirst.add(pass.baselinesFirst());
          size += candidates.size();
        }
        List<List<Member>> plans = new ArrayList<>();
        List<Member> all = new ArrayList<>();
        for (int g = 0; g < group.size(); g++) {
          List<Member> plan =
              unknown(group.get(g), all, budget - used - all.size(), baselinesFirst.get(g));
          plans.add(plan);
          all.addAll(plan);
        }
        record(all);
        for (int g = 0; g < group.size(); g++) {
          used += plans.get(g).size();
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
   * A pass: the one-step smaller candidates of a member, and whether their baselines run first (a
   * batch of their own) so that a candidate whose elements fail as written too is never run.
   */
  private record Pass(Function<Member, List<Member>> candidates, boolean baselinesFirst) {}

  private List<Pass> passes() {
    return List.of(
        new Pass(this::otherDimensionsAsWritten, false),
        new Pass(this::segmentsAsWritten, false),
        // Many elements dropped at once, first: a long segment then loses most of its moves and
        // cuts with them. Their baselines first: where no element can go (an expectation of every
        // element), the baselines fail once and no candidate runs in later steps either.
        new Pass(this::manyDropped, true),
        new Pass(this::manyMovedPutBack, false),
        new Pass(this::fewerMoved, false),
        new Pass(this::manyCutsRemoved, false),
        new Pass(this::fewerCuts, false),
        new Pass(this::fewerElements, false));
  }

  /**
   * A list of more than this many moved elements, cuts or elements is also shrunk many at a time
   * ({@link #manyAtOnce}); up to this many, one at a time is as quick.
   */
  static final int FEW = 4;

  /**
   * The sets of {@code items} to take away at once when there are more than {@link #FEW}, the
   * largest first, as delta debugging narrows a failing input: all but one quarter (for each
   * quarter), then all but one half (for each half). A failure that needs one item out of hundreds
   * is then found in a few steps, where taking them away one at a time took a step each, and a
   * batch of runs as large as the list for every step; when no quarter or half alone fails, one at
   * a time follows.
   */
  static List<List<Integer>> manyAtOnce(List<Integer> items) {
    if (items.size() <= FEW) {
      return List.of();
    }
    Set<List<Integer>> sets = new LinkedHashSet<>();
    for (List<Integer> quarter : chunks(items, 4)) {
      sets.add(allBut(items, quarter));
    }
    for (List<Integer> half : chunks(items, 2)) {
      sets.add(allBut(items, half));
    }
    return List.copyOf(sets);
  }

  /** {@code items} cut into {@code parts} runs of neighbours, as even in size as can be. */
  private static List<List<Integer>> chunks(List<Integer> items, int parts) {
    List<List<Integer>> chunks = new ArrayList<>();
    for (int p = 0; p < parts; p++) {
      chunks.add(
          List.copyOf(items.subList(items.size() * p / parts, items.size() * (p + 1) / parts)));
    }
    return chunks;
  }

  private static List<Integer> allBut(List<Integer> items, List<Integer> left) {
    List<Integer> taken = new ArrayList<>(items);
    taken.removeAll(left);
    return List.copyOf(taken);
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
  private List<Member> segmentsAsWritten(Member member) {
    List<Member> candidates = new ArrayList<>();
    forEachSegment(
        member,
        (input, segment, arranged) -> {
          Arrangement as = keptOf(written.arrangement(input, segment), arranged);
          if (!as.equals(arranged)) {
            candidates.add(member.with(input, segment, as));
          }
        });
    return candidates;
  }

  /** Each moved element put back where the written order has it, the others unmoved. */
  private List<Member> fewerMoved(Member member) {
    List<Member> candidates = new ArrayList<>();
    forEachSegment(
        member,
        (input, segment, arranged) -> {
          for (int moved : arranged.moved()) {
            candidates.add(member.with(input, segment, putBack(arranged, moved)));
          }
        });
    return candidates;
  }

  /** Many moved elements of a segment put back at once ({@link #manyAtOnce}). */
  private List<Member> manyMovedPutBack(Member member) {
    List<Member> candidates = new ArrayList<>();
    forEachSegment(
        member,
        (input, segment, arranged) -> {
          for (List<Integer> back : manyAtOnce(List.copyOf(arranged.moved()))) {
            Arrangement put = arranged;
            for (int moved : back) {
              put = putBack(put, moved);
            }
            candidates.add(member.with(input, segment, put));
          }
        });
    return candidates;
  }

  /** Many cuts of a segment removed at once ({@link #manyAtOnce}). */
  private List<Member> manyCutsRemoved(Member member) {
    List<Member> candidates = new ArrayList<>();
    forEachSegment(
        member,
        (input, segment, arranged) -> {
          for (List<Integer> removed : manyAtOnce(arranged.cuts())) {
            candidates.add(
                member.with(input, segment, arranged.withCuts(allBut(arranged.cuts(), removed))));
          }
        });
    return candidates;
  }

  /**
   * Many elements of a segment dropped at once ({@link #manyAtOnce}, of the elements in their
   * written order), where the written order of what is left still passes.
   */
  private List<Member> manyDropped(Member member) {
    List<Member> candidates = new ArrayList<>();
    forEachSegment(
        member,
        (input, segment, arranged) -> {
          for (List<Integer> dropped : manyAtOnce(arranged.order().stream().sorted().toList())) {
            Arrangement kept = arranged;
            for (int index : dropped) {
              kept = kept.without(index);
            }
            candidates.add(member.with(input, segment, kept));
          }
        });
    return candidates;
  }

  /** Each cut removed, one at a time: fewer bundles. */
  private List<Member> fewerCuts(Member member) {
    List<Member> candidates = new ArrayList<>();
    forEachSegment(
        member,
        (input, segment, arranged) -> {
          for (int cut : arranged.cuts()) {
            List<Integer> fewer = new ArrayList<>(arranged.cuts());
            fewer.remove(Integer.valueOf(cut));
            candidates.add(member.with(input, segment, arranged.withCuts(fewer)));
          }
        });
    return candidates;
  }

  /** Each element dropped, where the written order of what is left still passes. */
  private List<Member> fewerElements(Member member) {
    List<Member> candidates = new ArrayList<>();
    forEachSegment(
        member,
        (input, segment, arranged) -> {
          if (arranged.size() > 1) {
            for (int index : arranged.order()) {
              candidates.add(member.with(input, segment, arranged.without(index)));
            }
          }
        });
    return candidates;
  }

  private interface SegmentVisitor {
    void visit(int input, int segment, Arrangement arranged);
  }

  private static void forEachSegment(Member member, SegmentVisitor visitor) {
    for (int i = 0; i < member.inputs().size(); i++) {
      for (int s = 0; s < member.inputs().get(i).size(); s++) {
        visitor.visit(i, s, member.arrangement(i, s));
      }
    }
  }

  /** {@code as}, the written arrangement, with only the elements {@code arranged} keeps. */
  private static Arrangement keptOf(Arrangement as, Arrangement arranged) {
    Arrangement kept = as;
    for (int index : as.order()) {
      if (!arranged.order().contains(index)) {
        kept = kept.without(index);
      }
    }
    return kept;
  }

  /** {@code arranged} with {@code moved} placed after the elements written before it. */
  private static Arrangement putBack(Arrangement arranged, int moved) {
    List<Integer> order = new ArrayList<>(arranged.order());
    order.remove(Integer.valueOf(moved));
    int position = 0;
    for (int i = 0; i < order.size(); i++) {
      if (order.get(i) < moved) {
        position = i + 1;
      }
    }
    order.add(position, moved);
    return arranged.withOrder(order);
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
        baseline = baseline.with(i, s, keptOf(written.arrangement(i, s), member.arrangement(i, s)));
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
