package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.stream.IntStream;
import org.junit.jupiter.api.Test;

/**
 * A finding's differences in words: every move, bundle and element told in a short segment; in a
 * long one that shrinking could not make short, the first moves told and the rest counted, so that
 * a failure message does not run to hundreds of clauses (the scenario to paste has them all).
 */
class DifferencesTest {

  @Test
  void aShortSegmentIsToldWhole() {
    Differences differences = differences(3);
    Member member = member(new Arrangement(List.of(1, 0, 2), List.of(2)));

    assertThat(differences.of(member))
        .containsExactly(
            "`e1` arrives before `e0` in the input",
            "the input arrives in the bundles [e1, e0] [e2]")
        .inOrder();
  }

  @Test
  void aLongSegmentTellsItsFirstMovesAndCountsTheRest() {
    Differences differences = differences(40);
    List<Integer> order = new ArrayList<>(IntStream.range(0, 40).map(i -> 39 - i).boxed().toList());
    order.remove(Integer.valueOf(7)); // one element dropped
    Member member = member(new Arrangement(order, List.of(10, 20)));

    List<String> lines = differences.of(member);

    // 38 of the 39 elements left are moved: the first five told, the other 33 counted.
    assertThat(lines.subList(0, Differences.TOLD))
        .containsExactly(
            "`e1` arrives before `e0` in the input",
            "`e2` arrives before `e1` in the input",
            "`e3` arrives before `e2` in the input",
            "`e4` arrives before `e3` in the input",
            "`e5` arrives before `e4` in the input")
        .inOrder();
    assertThat(lines.get(Differences.TOLD))
        .isEqualTo("33 more elements arrive out of their written place in the input");
    assertThat(lines.get(Differences.TOLD + 1)).isEqualTo("the input arrives in 3 bundles");
    assertThat(lines.get(Differences.TOLD + 2))
        .isEqualTo(
            "the input holds only the 39 elements [`e39`, `e38`, `e37`, `e36`, `e35`, `e34`,"
                + " `e33`, `e32`, `e31`, `e30`, `e29`, `e28`, `e27`, `e26`, `e25`, `e24`, `e23`,"
                + " `e22`, `e21`, `e20`, ...]");
    assertThat(lines).hasSize(Differences.TOLD + 3);
  }

  /** The differences from a bounded input of {@code size} elements, {@code e0} to its last. */
  private static Differences differences(int size) {
    List<String> elements = IntStream.range(0, size).mapToObj(i -> "e" + i).toList();
    ExploredInput input =
        new ExploredInput(
            "input 'events'",
            true,
            List.of(new ExploredInput.Segment(elements, Arrangement.inOrder(size, List.of()))),
            Optional.of("events"),
            Optional.empty());
    return new Differences(List.of(input), member(Arrangement.inOrder(size, List.of())), List.of());
  }

  private static Member member(Arrangement arrangement) {
    return new Member(List.of(List.of(arrangement)), Map.of());
  }
}
