package io.pipespec.runtime.explore;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

/**
 * The one-step smaller arrangements of a segment that shrinking tries ({@link Shrinker}): moved
 * elements put back, cuts removed, elements dropped, one at a time and, in a segment of more than
 * {@link #FEW}, many at a time first ({@link #manyAtOnce}).
 */
final class SmallerArrangements {

  private SmallerArrangements() {}

  /**
   * A list of more than this many moved elements, cuts or elements is also shrunk many at a time
   * ({@link #manyAtOnce}); up to this many, one at a time is as quick.
   */
  static final int FEW = 4;

  /**
   * The most runs one step of many at a time takes: for each of its six sets (four quarters, two
   * halves), the written order of what is left, then what is left as arranged.
   */
  static final int NARROWING_STEP_RUNS = 12;

  /**
   * The runs that narrowing the long segments of {@code member} may take, beyond what shrinking a
   * short scenario takes: a step of {@link #NARROWING_STEP_RUNS} for each time a segment of more
   * than {@link #FEW} elements is cut to a quarter, until it holds no more than that. Shrinking
   * does not charge them to its budget ({@link Shrinker#shrink}).
   */
  static int narrowingRuns(Member member) {
    int runs = 0;
    for (List<Arrangement> input : member.inputs()) {
      for (Arrangement segment : input) {
        for (int left = segment.size(); left > FEW; left = (left + 3) / 4) {
          runs += NARROWING_STEP_RUNS;
        }
      }
    }
    return runs;
  }

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
  static List<List<Integer>> chunks(List<Integer> items, int parts) {
    List<List<Integer>> chunks = new ArrayList<>();
    for (int p = 0; p < parts; p++) {
      chunks.add(
          List.copyOf(items.subList(items.size() * p / parts, items.size() * (p + 1) / parts)));
    }
    return chunks;
  }

  static List<Integer> allBut(List<Integer> items, List<Integer> left) {
    List<Integer> taken = new ArrayList<>(items);
    taken.removeAll(left);
    return List.copyOf(taken);
  }

  /** Each moved element put back where the written order has it, the others unmoved. */
  static List<Arrangement> fewerMoved(Arrangement arranged) {
    return arranged.moved().stream().map(moved -> putBack(arranged, List.of(moved))).toList();
  }

  /** Many moved elements put back at once ({@link #manyAtOnce}). */
  static List<Arrangement> manyMovedPutBack(Arrangement arranged) {
    return manyAtOnce(List.copyOf(arranged.moved())).stream()
        .map(back -> putBack(arranged, back))
        .toList();
  }

  /** Many cuts removed at once ({@link #manyAtOnce}). */
  static List<Arrangement> manyCutsRemoved(Arrangement arranged) {
    return manyAtOnce(arranged.cuts()).stream()
        .map(removed -> arranged.withCuts(allBut(arranged.cuts(), removed)))
        .toList();
  }

  /** Each cut removed, one at a time: fewer bundles. */
  static List<Arrangement> fewerCuts(Arrangement arranged) {
    return arranged.cuts().stream()
        .map(cut -> arranged.withCuts(allBut(arranged.cuts(), List.of(cut))))
        .toList();
  }

  /**
   * Many elements dropped at once ({@link #manyAtOnce}, of the elements in their written order),
   * where the written order of what is left still passes.
   */
  static List<Arrangement> manyDropped(Arrangement arranged) {
    return manyAtOnce(arranged.order().stream().sorted().toList()).stream()
        .map(dropped -> without(arranged, dropped))
        .toList();
  }

  /** Each element dropped, where the written order of what is left still passes. */
  static List<Arrangement> fewerElements(Arrangement arranged) {
    return arranged.size() > 1
        ? arranged.order().stream().map(index -> without(arranged, List.of(index))).toList()
        : List.of();
  }

  /** {@code arranged} without the elements {@code dropped}. */
  static Arrangement without(Arrangement arranged, List<Integer> dropped) {
    Arrangement kept = arranged;
    for (int index : dropped) {
      kept = kept.without(index);
    }
    return kept;
  }

  /** {@code as}, the written arrangement, with only the elements {@code arranged} keeps. */
  static Arrangement keptOf(Arrangement as, Arrangement arranged) {
    Arrangement kept = as;
    for (int index : as.order()) {
      if (!arranged.order().contains(index)) {
        kept = kept.without(index);
      }
    }
    return kept;
  }

  /** {@code arranged} with {@code moved} placed after the elements written before it. */
  static Arrangement putBackOne(Arrangement arranged, int moved) {
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

  /** {@code arranged} with each of {@code moved} put back ({@link #putBackOne}), in turn. */
  static Arrangement putBack(Arrangement arranged, List<Integer> moved) {
    Arrangement put = arranged;
    for (int one : moved) {
      put = putBackOne(put, one);
    }
    return put;
  }
}
