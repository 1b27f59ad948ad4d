package io.pipespec.runtime.explore;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;
import org.apiguardian.api.API;

/**
 * How one member of a scenario's family of runs delivers one segment: which of its elements, in
 * which order, cut into which bundles. An immutable value; two arrangements are equal when they
 * deliver the same elements the same way.
 *
 * @param order the indices of the delivered elements in the segment's written order, in the order
 *     they arrive; an index left out is an element dropped (only shrinking drops elements)
 * @param cuts the positions in {@code order}, from 1, where a new bundle starts
 */
@API(status = INTERNAL)
public record Arrangement(List<Integer> order, List<Integer> cuts) {

  public Arrangement {
    order = List.copyOf(order);
    cuts = List.copyOf(new TreeSet<>(cuts));
    Set<Integer> seen = new HashSet<>();
    for (int index : order) {
      if (index < 0 || !seen.add(index)) {
        throw new IllegalArgumentException("Not an order of elements: " + order);
      }
    }
    for (int cut : cuts) {
      if (cut < 1 || cut >= order.size()) {
        throw new IllegalArgumentException("A cut at " + cut + " of " + order.size() + " elements");
      }
    }
  }

  /** The first {@code size} elements in written order, cut at {@code cuts}. */
  public static Arrangement inOrder(int size, List<Integer> cuts) {
    List<Integer> order = new ArrayList<>();
    for (int i = 0; i < size; i++) {
      order.add(i);
    }
    return new Arrangement(order, cuts);
  }

  /** The number of elements delivered. */
  public int size() {
    return order.size();
  }

  /** The elements of {@code written} as this arrangement delivers them, bundle by bundle. */
  public <E> List<List<E>> bundles(List<E> written) {
    List<List<E>> bundles = new ArrayList<>();
    List<E> bundle = new ArrayList<>();
    for (int position = 0; position < order.size(); position++) {
      if (cuts.contains(position)) {
        bundles.add(bundle);
        bundle = new ArrayList<>();
      }
      bundle.add(written.get(order.get(position)));
    }
    if (!bundle.isEmpty()) {
      bundles.add(bundle);
    }
    return bundles;
  }

  /**
   * The elements that arrive out of their written order: those outside a longest run of elements
   * that keeps it (a longest increasing subsequence of {@code order}), so that moving one element
   * counts one, however far it went.
   */
  public Set<Integer> moved() {
    int n = order.size();
    int[] length = new int[n];
    int[] previous = new int[n];
    int best = -1;
    for (int i = 0; i < n; i++) {
      length[i] = 1;
      previous[i] = -1;
      for (int j = 0; j < i; j++) {
        // Of runs equally long, the one of the earlier written elements is kept in place, so that
        // an element written later is the one said to arrive early.
        if (order.get(j) < order.get(i)
            && (length[j] + 1 > length[i]
                || (length[j] + 1 == length[i]
                    && previous[i] >= 0
                    && order.get(j) < order.get(previous[i])))) {
          length[i] = length[j] + 1;
          previous[i] = j;
        }
      }
      if (best < 0
          || length[i] > length[best]
          || (length[i] == length[best] && order.get(i) < order.get(best))) {
        best = i;
      }
    }
    Set<Integer> kept = new HashSet<>();
    for (int i = best; i >= 0; i = previous[i]) {
      kept.add(order.get(i));
    }
    Set<Integer> moved = new TreeSet<>();
    for (int index : order) {
      if (!kept.contains(index)) {
        moved.add(index);
      }
    }
    return moved;
  }

  /** This arrangement without the element {@code index} of the written order. */
  public Arrangement without(int index) {
    int position = order.indexOf(index);
    if (position < 0) {
      return this;
    }
    List<Integer> shorter = new ArrayList<>(order);
    shorter.remove(position);
    List<Integer> shifted = new ArrayList<>();
    for (int cut : cuts) {
      int moved = cut > position ? cut - 1 : cut;
      if (moved >= 1 && moved < shorter.size()) {
        shifted.add(moved);
      }
    }
    return new Arrangement(shorter, shifted);
  }

  /** This arrangement with the bundles cut at {@code cuts} instead. */
  public Arrangement withCuts(List<Integer> cuts) {
    return new Arrangement(order, cuts);
  }

  /** This arrangement with the elements in {@code order} instead, cut at the same places. */
  public Arrangement withOrder(List<Integer> order) {
    return new Arrangement(order, cuts);
  }
}
