package io.pipespec.runtime.explore;

import io.pipespec.runtime.explore.ShrinkPass.Group;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.function.Consumer;

/**
 * Shrinks a failing member of a scenario's family to the smallest that still fails the same
 * expectation: every other dimension as written if that still fails (combiners whole, instances
 * reused: {@link Perturbation#smaller}), then as few segments changed, as few elements moved from
 * the written order, as few bundle cuts changed, and as few elements kept, in that order. A segment
 * of more than {@link SmallerArrangements#FEW} elements, moves or cuts is first shrunk many at a
 * time ({@link SmallerArrangements#manyAtOnce}): many elements dropped before anything else, many
 * moved elements put back before one, many cuts removed before one. Each pass tries every one-step
 * smaller candidate in one batch of runs (passes of few candidates with the pass after them) and
 * takes the first that still fails, until no candidate does or the runs allowed are spent; when
 * several elements' drops each still fail, it tries them dropped together first ({@link
 * #droppedTogether}). The batch also runs, ahead and uncharged, what the next step would run
 * whether its first candidate fails or none does ({@link #ahead}).
 *
 * <p>A candidate with fewer elements fails "the same way" only if the written order of those same
 * elements passes: then the reduced member is still a run that passes as written and fails as
 * arranged, not a scenario whose expectation no longer fits its elements.
 */
final class Shrinker {

  private final Member written;
  private final List<Perturbation<?>> dimensions;

  private final ShrinkResults results;
  private final Baselines baselines;
  private final int together;
  private final boolean runsAhead;
  private final Consumer<Member> mayEnd;
  private final int budget;
  private int used;
  private int madeAhead;

  /**
   * The most runs shrinking makes, those ahead included: twice its budget, and the narrowing it is
   * not charged ({@link #shrink}).
   */
  private int limit;

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
    this(runs, written, dimensions, expectation, budget, TOGETHER, true, member -> {});
  }

  /**
   * @param mayEnd told, before a batch of runs after which shrinking may end, the member it would
   *     end at: for what runs after shrinking to ride with that batch ({@link RunsAhead})
   */
  Shrinker(
      MemberRuns runs,
      Member written,
      List<Perturbation<?>> dimensions,
      ExpectationSpec expectation,
      int budget,
      Consumer<Member> mayEnd) {
    this(runs, written, dimensions, expectation, budget, TOGETHER, true, mayEnd);
  }

  /**
   * @param together how many candidates, at least, the passes run together hold; 1 runs each pass
   *     on its own
   * @param runsAhead whether batches run ahead what the next step may need ({@link #ahead})
   */
  Shrinker(
      MemberRuns runs,
      Member written,
      List<Perturbation<?>> dimensions,
      ExpectationSpec expectation,
      int budget,
      int together,
      boolean runsAhead,
      Consumer<Member> mayEnd) {
    this.results = new ShrinkResults(runs, dimensions, expectation);
    this.baselines = new Baselines(written, results);
    this.runsAhead = runsAhead;
    this.mayEnd = mayEnd;
    this.written = written;
    this.dimensions = List.copyOf(dimensions);
    this.budget = budget;
    this.together = together;
  }

  /**
   * The runs charged to the budget, as they would have run pass by pass: not those run ahead that
   * no step planned ({@link ShrinkResults#taken}), nor those of the steps that drop many elements
   * at once, up to {@link SmallerArrangements#narrowingRuns} ({@link #shrink}).
   */
  int runsUsed() {
    return used;
  }

  /**
   * Every run shrinking made: {@link #runsUsed}, those of the narrowing not charged, and those made
   * ahead ({@link #runsAhead}).
   */
  int runsMade() {
    return results.made();
  }

  /**
   * The runs made ahead of the step that may need them ({@link #ahead}), not charged: a later step
   * that needs one takes its result, and the others were made for nothing.
   */
  int runsAhead() {
    return madeAhead;
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
    results.failing(failing);
    narrowing = SmallerArrangements.narrowingRuns(failing);
    limit = 2 * budget + narrowing;
    Member current = failing;
    // Passes pull different ways (back to the written segments, fewer cuts), and a member they
    // already ran costs no run: a member once current is never taken again, so that two failing
    // members cannot hand shrinking back and forth for ever.
    Set<Member> visited = new HashSet<>(List.of(failing));
    List<ShrinkPass> passes = ShrinkPass.all(written, dimensions);
    boolean progress = true;
    while (progress && used < budget) {
      progress = false;
      int next = 0;
      while (next < passes.size() && !progress) {
        // Passes of few candidates run with the pass after them, until `together` candidates: a
        // pipeline costs about as much for one member as for several, and the first passes (other
        // dimensions, segments as written) have a candidate or two each. Each pass's runs are
        // planned and charged to the budget as if the passes ran one by one: a pass after the one
        // whose candidate fails ran ahead for nothing, and is not charged.
        Group group = group(passes, next, current, visited);
        next = group.end();
        List<List<Member>> plans = plans(group, List.of(), budget - used);
        List<Member> all = concat(plans);
        // A batch of runs costs about as much for a few members more: when this one must run, the
        // runs of the groups that may come next ride with it (ahead), not charged.
        if (!results.notRun(all).isEmpty()) {
          List<Member> batch =
              runsAhead
                  ? results.notRun(
                      concat(List.of(all, ahead(passes, group, all, current, visited))))
                  : results.notRun(all);
          if (batch.size() < SMALL_BATCH && coversTheRest(passes, group, current, visited)) {
            mayEnd.accept(current);
          }
          madeAhead += batch.size() - results.notRun(all).size();
          results.ranAhead(batch.stream().filter(member -> !all.contains(member)).toList());
          results.run(batch);
        }
        // Every run of this batch's plans counts as made by it, those run ahead before too: the
        // passes after the one whose candidate fails ran ahead for nothing, as without runs ahead.
        results.taken(all);
        for (int g = 0; g < group.passes().size(); g++) {
          List<Member> plan = plans.get(g);
          int refund = group.passes().get(g).dropsMany() ? Math.min(narrowing, plan.size()) : 0;
          used += plan.size() - refund;
          narrowing -= refund;
          Optional<Member> smaller = firstFailing(group.candidates().get(g));
          if (smaller.isPresent()) {
            current =
                group.passes().get(g).dropsOne()
                    ? droppedTogether(current, group.candidates().get(g), smaller.get(), visited)
                    : smaller.get();
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
   * A batch of fewer runs than this that may be shrinking's last carries what runs after shrinking
   * ({@code mayEnd}): a batch costs about as much for a few runs more, so those runs cost little
   * there, where a batch of their own after shrinking costs a whole batch. A larger batch is most
   * often not the last: carrying them there too would cost more runs than the batch they save.
   */
  static final int SMALL_BATCH = 5;

  /**
   * Whether the batch of {@code group}, with the group after it that runs ahead, holds the last
   * passes: if none of their candidates fails, shrinking ends at {@code current}.
   */
  private boolean coversTheRest(
      List<ShrinkPass> passes, Group group, Member current, Set<Member> visited) {
    return group.end() == passes.size()
        || group(passes, group.end(), current, visited).end() == passes.size();
  }

  /**
   * The members the first batch of {@link #shrink}{@code (failing)} runs, those it runs ahead too:
   * for a batch before shrinking to carry ({@link RunsAhead}), whose results that batch then takes.
   */
  List<Member> firstRuns(Member failing) {
    limit = 2 * budget + SmallerArrangements.narrowingRuns(failing);
    Set<Member> visited = Set.of(failing);
    List<ShrinkPass> passes = ShrinkPass.all(written, dimensions);
    Group group = group(passes, 0, failing, visited);
    List<Member> planned = concat(plans(group, List.of(), budget - used));
    return runsAhead
        ? concat(List.of(planned, ahead(passes, group, planned, failing, visited)))
        : planned;
  }

  /**
   * The runs that may be planned next, run ahead with those of {@code group} ({@code planned}): the
   * group after it, in case none of its candidates fails, and the first group of its first
   * candidate, in case that one fails (shrinking takes the first that fails, and the first is most
   * often it). Shrinking's steps are short, so that this halves its batches for a few runs more.
   * These runs are not charged until a later step plans them, which then runs nothing ({@link
   * ShrinkResults#taken}): shrinking takes the same steps, is charged the same runs and ends at the
   * same member as without them, in fewer batches. Shrinking makes no more than {@link #limit} runs
   * for them.
   */
  private List<Member> ahead(
      List<ShrinkPass> passes,
      Group group,
      List<Member> planned,
      Member current,
      Set<Member> visited) {
    // Within what the budget leaves, and within twice the budget (and the narrowing not charged)
    // for every run shrinking makes.
    int room = Math.min(budget - used, limit - results.made()) - planned.size();
    List<Member> ahead = new ArrayList<>();
    if (group.end() < passes.size()) {
      ahead.addAll(concat(plans(group(passes, group.end(), current, visited), planned, room)));
    }
    Optional<Member> first = firstToTake(group, planned);
    if (first.isPresent()) {
      Set<Member> after = new HashSet<>(visited);
      after.add(first.get());
      ahead.addAll(
          concat(
              plans(
                  group(passes, 0, first.get(), after),
                  concat(List.of(planned, ahead)),
                  room - ahead.size())));
    }
    return ahead;
  }

  /**
   * The candidate of {@code group} that shrinking takes if it fails: the first, in order, that is
   * not known to pass or known not to count; empty if that one does not run now either.
   */
  private Optional<Member> firstToTake(Group group, List<Member> planned) {
    for (List<Member> candidates : group.candidates()) {
      for (Member candidate : candidates) {
        if (Boolean.TRUE.equals(results.ran(baselines.of(candidate)))
            || Boolean.FALSE.equals(results.ran(candidate))) {
          continue;
        }
        boolean decides =
            planned.contains(candidate) || Boolean.TRUE.equals(results.ran(candidate));
        return decides ? Optional.of(candidate) : Optional.empty();
      }
    }
    return Optional.empty();
  }

  /** The passes from {@code passes.get(from)} that run together for {@code current}. */
  private Group group(List<ShrinkPass> passes, int from, Member current, Set<Member> visited) {
    return Group.of(passes, from, current, visited, together);
  }

  /**
   * Each pass's runs in {@code group}, planned as if one by one after {@code planned}: each the
   * {@link Baselines#unknown} of its candidates not planned before it, within {@code room} runs in
   * all.
   */
  private List<List<Member>> plans(Group group, List<Member> planned, int room) {
    List<List<Member>> plans = new ArrayList<>();
    List<Member> before = new ArrayList<>(planned);
    int left = room;
    for (int g = 0; g < group.passes().size(); g++) {
      List<Member> plan =
          baselines.unknown(
              group.candidates().get(g), before, left, group.passes().get(g).dropsMany());
      plans.add(plan);
      before.addAll(plan);
      left -= plan.size();
    }
    return plans;
  }

  private static List<Member> concat(List<List<Member>> lists) {
    List<Member> all = new ArrayList<>();
    lists.forEach(all::addAll);
    return all;
  }

  /**
   * Passes are run together while they hold fewer candidates than this (see {@link #shrink}): the
   * first two, of a candidate or two each, ride with the third. More ran ahead for nothing too
   * often to pay (docs/performance.md).
   */
  static final int TOGETHER = 3;

  /** The result of {@code member}'s run, when shrinking ran it. */
  Optional<ScenarioResult> result(Member member) {
    return results.result(member);
  }

  /**
   * The first of {@code candidates} that still fails, in order; the written arrangement of the
   * elements a candidate keeps must pass for it to count.
   */
  private Optional<Member> firstFailing(List<Member> candidates) {
    runUnknown(candidates);
    return candidates.stream().filter(baselines::counts).findFirst();
  }

  /**
   * {@code current} without every element whose drop alone still fails (each a candidate of {@code
   * dropping} that counts), when that fails too and the written order of what it keeps passes; else
   * {@code first}, the first of them. Elements that a failure does not need most often go one by
   * one, each drop a step and a batch of runs: together, they go in one step of two runs (the
   * member and its written order). Shrinking goes on from there as from any step, so it still ends
   * at a member from which no one-step smaller member fails.
   */
  private Member droppedTogether(
      Member current, List<Member> dropping, Member first, Set<Member> visited) {
    List<Member> counting = dropping.stream().filter(baselines::counts).toList();
    if (counting.size() < 2) {
      return first;
    }
    Member together = ShrinkPass.withoutAll(current, counting);
    if (together.equals(first) || visited.contains(together)) {
      return first;
    }
    runUnknown(List.of(together));
    return baselines.counts(together) ? together : first;
  }

  /**
   * Runs, in one batch, those of {@code candidates} that {@link Baselines#unknown} gives, and
   * charges them.
   */
  private void runUnknown(List<Member> candidates) {
    List<Member> toRun = baselines.unknown(candidates, List.of(), budget - used, false);
    results.run(toRun);
    results.taken(toRun);
    used += toRun.size();
  }
}
