package io.pipespec.runtime.explore;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.Function;

/**
 * A pass of shrinking ({@link Shrinker}): the one-step smaller candidates of a member, whether they
 * drop many elements at once, and whether each drops one element (whose candidates that still fail
 * shrinking then tries all together: {@link #withoutAll}). Such a pass narrows a long segment: its
 * candidates' baselines run first (a batch of their own), so that a candidate whose elements fail
 * as written too is never run, and its runs are not charged, up to a limit ({@link
 * Shrinker#shrink}).
 */
record ShrinkPass(Function<Member, List<Member>> candidates, boolean dropsMany, boolean dropsOne) {

  /**
   * Passes run in one batch ({@link Shrinker#shrink}): their candidates, and the index of the pass
   * after them.
   */
  record Group(List<ShrinkPass> passes, List<List<Member>> candidates, int end) {

    /**
     * The passes from {@code passes.get(from)} that run together for {@code current}, until they
     * hold {@code together} candidates, with their candidates that were never current ({@code
     * visited}).
     */
    static Group of(
        List<ShrinkPass> passes, int from, Member current, Set<Member> visited, int together) {
      List<ShrinkPass> grouped = new ArrayList<>();
      List<List<Member>> candidates = new ArrayList<>();
      int size = 0;
      int next = from;
      while (next < passes.size() && (grouped.isEmpty() || size < together)) {
        ShrinkPass pass = passes.get(next++);
        List<Member> of = new ArrayList<>(pass.candidates().apply(current));
        of.removeAll(visited);
        grouped.add(pass);
        candidates.add(of);
        size += of.size();
      }
      return new Group(grouped, candidates, next);
    }
  }

  /**
   * Shrinking's passes, in the order it tries them, for a family whose member as written is {@code
   * written} and whose other dimensions are {@code dimensions}.
   */
  static List<ShrinkPass> all(Member written, List<Perturbation<?>> dimensions) {
    return List.of(
        new ShrinkPass(member -> otherDimensionsAsWritten(member, dimensions), false, false),
        new ShrinkPass(
            member ->
                perSegment(
                    member,
                    (input, segment, arranged) ->
                        segmentAsWritten(written.arrangement(input, segment), arranged)),
            false,
            false),
        // Many elements dropped at once, first: a long segment then loses most of its moves and
        // cuts with them. Their baselines first: where no element can go (an expectation of every
        // element), the baselines fail once and no candidate runs in later steps either.
        eachSegment(SmallerArrangements::manyDropped, true, false),
        eachSegment(SmallerArrangements::manyMovedPutBack, false, false),
        eachSegment(SmallerArrangements::fewerMoved, false, false),
        eachSegment(SmallerArrangements::manyCutsRemoved, false, false),
        eachSegment(SmallerArrangements::fewerCuts, false, false),
        eachSegment(SmallerArrangements::fewerElements, false, true));
  }

  /** A pass that makes each segment smaller by itself ({@link #perSegment}). */
  private static ShrinkPass eachSegment(
      Function<Arrangement, List<Arrangement>> smaller, boolean dropsMany, boolean dropsOne) {
    return new ShrinkPass(
        member -> perSegment(member, (input, segment, arranged) -> smaller.apply(arranged)),
        dropsMany,
        dropsOne);
  }

  /**
   * {@code member} without every element that one of {@code dropping} drops, each of them {@code
   * member} without one element (a candidate of the pass that {@link #dropsOne}); a segment keeps
   * at least its last element, as one element dropped at a time leaves it.
   */
  static Member withoutAll(Member member, List<Member> dropping) {
    Member together = member;
    for (int i = 0; i < member.inputs().size(); i++) {
      for (int s = 0; s < member.inputs().get(i).size(); s++) {
        Arrangement arranged = member.arrangement(i, s);
        List<Integer> dropped = new ArrayList<>();
        for (Member one : dropping) {
          for (int index : arranged.order()) {
            if (!one.arrangement(i, s).order().contains(index) && !dropped.contains(index)) {
              dropped.add(index);
            }
          }
        }
        if (dropped.size() == arranged.size()) {
          dropped.remove(dropped.size() - 1);
        }
        if (!dropped.isEmpty()) {
          together = together.with(i, s, SmallerArrangements.without(arranged, dropped));
        }
      }
    }
    return together;
  }

  /** Each other dimension a step closer to as written, the last dimension first. */
  private static List<Member> otherDimensionsAsWritten(
      Member member, List<Perturbation<?>> dimensions) {
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

  /** A changed segment back as written ({@code written}), its elements kept. */
  private static List<Arrangement> segmentAsWritten(Arrangement written, Arrangement arranged) {
    Arrangement as = SmallerArrangements.keptOf(written, arranged);
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
}
