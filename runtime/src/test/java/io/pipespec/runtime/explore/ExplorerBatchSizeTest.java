package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;

/** How an exploration's budget is cut into batches of runs ({@link Explorer#batchSize}). */
class ExplorerBatchSizeTest {

  /**
   * The sizes of the batches a budget of {@code runs} is cut into, as the exploration loop cuts it:
   * the first batch holds the member as written besides the members it charges.
   */
  private static List<Integer> batches(int runs) {
    List<Integer> sizes = new ArrayList<>();
    int ran = 0;
    boolean first = true;
    while (ran < runs) {
      int size = Explorer.batchSize(runs - ran + (first ? 1 : 0));
      sizes.add(size);
      ran += first ? size - 1 : size;
      first = false;
    }
    return sizes;
  }

  @Test
  void aBudgetOfFiftyRunsInThreeBatchesNotFourWithALastOfThree() {
    // Before: 16 (the member as written and 15), 16, 16, then a batch of 3.
    assertThat(batches(50)).containsExactly(16, 16, 19).inOrder();
  }

  @Test
  void theLastBatchTakesInWhatWouldBeLeftToASmallOne() {
    assertThat(batches(100)).containsExactly(16, 16, 16, 16, 16, 21).inOrder();
    // Before: the member as written and 15 members, then a batch of 1.
    assertThat(batches(16)).containsExactly(17);
  }

  @Test
  void noBatchIsSmallerThanTheSmallestLastUnlessTheWholeBudgetIs() {
    for (int runs = 1; runs <= 300; runs++) {
      List<Integer> sizes = batches(runs);
      int charged = sizes.stream().mapToInt(Integer::intValue).sum() - 1;
      assertThat(charged).isEqualTo(runs);
      for (int size : sizes.subList(0, sizes.size() - 1)) {
        assertThat(size).isEqualTo(Explorer.BATCH);
      }
      int last = sizes.get(sizes.size() - 1);
      assertThat(last).isAtMost(Explorer.BATCH + Explorer.SMALLEST_LAST_BATCH);
      if (sizes.size() > 1) {
        assertThat(last).isAtLeast(Explorer.SMALLEST_LAST_BATCH);
      }
    }
  }
}
