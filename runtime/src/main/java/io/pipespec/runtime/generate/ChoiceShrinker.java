package io.pipespec.runtime.generate;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Function;

// STAND-IN for the draw helper's ChoiceShrinker (issue 40's contract), so that the runs compile and
// are tested before it lands: REPLACE THIS FILE with the draw helper's when it is merged.

/** Stand-in: deletes blocks of choices, then lowers each choice, candidates judged in batches. */
final class ChoiceShrinker {
  private ChoiceShrinker() {}

  static long[] shrink(
      long[] failing, Function<List<long[]>, List<Boolean>> stillFail, Duration budget) {
    long deadline = System.nanoTime() + budget.toNanos();
    long[] best = failing.clone();
    boolean improved = true;
    while (improved && System.nanoTime() < deadline) {
      improved = false;
      List<long[]> candidates = new ArrayList<>();
      for (int size = 4; size >= 1; size--) {
        for (int at = 0; at + size <= best.length; at++) {
          long[] shorter = new long[best.length - size];
          System.arraycopy(best, 0, shorter, 0, at);
          System.arraycopy(best, at + size, shorter, at, best.length - at - size);
          candidates.add(shorter);
        }
      }
      for (int i = 0; i < best.length; i++) {
        for (int k = 0; k < 15 && best[i] > 0; k++) {
          long lower = best[i] / 15 * k + (best[i] % 15) * k / 15;
          if (lower < best[i]) {
            long[] smaller = best.clone();
            smaller[i] = lower;
            candidates.add(smaller);
          }
        }
        if (best[i] > 0) {
          long[] less = best.clone();
          less[i] = best[i] - 1;
          candidates.add(less);
        }
      }
      for (int start = 0; start < candidates.size(); start += 16) {
        List<long[]> batch = candidates.subList(start, Math.min(candidates.size(), start + 16));
        List<Boolean> fails = stillFail.apply(batch);
        for (int c = 0; c < batch.size(); c++) {
          if (fails.get(c) && smaller(batch.get(c), best)) {
            best = batch.get(c);
            improved = true;
            break;
          }
        }
        if (improved || System.nanoTime() > deadline) {
          break;
        }
      }
    }
    return best;
  }

  private static boolean smaller(long[] a, long[] b) {
    return a.length < b.length || (a.length == b.length && Arrays.compare(a, b) < 0);
  }
}
