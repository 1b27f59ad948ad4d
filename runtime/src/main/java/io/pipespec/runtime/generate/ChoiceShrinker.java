package io.pipespec.runtime.generate;

import static org.apiguardian.api.API.Status.INTERNAL;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Function;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * Shrinks the choices of a failing try (Hypothesis-style): replays simpler records and keeps the
 * simplest that still fails. A record is simpler than another when it is shorter, or as long and
 * lexicographically smaller; since a replay reads 0 past a record's end and clamps a choice to its
 * maximum ({@link RecordedChoices#replaying}), every record is a valid try, and any generator built
 * on choices shrinks with it.
 *
 * <p>The passes, repeated until a round adopts nothing or the budget is spent: delete chunks of 8,
 * 4, 2 and 1 choices (an element and what was drawn for it go together); set chunks to 0; delete a
 * choice and raise the one before it to its most (two numbers made one); lower a choice and raise
 * the next to its most (so that a generator's kind of value can move to a simpler kind, the next
 * pass lowering the value again); lower each choice alone, by a search toward 0. Candidates are
 * judged in batches of up to {@value #BATCH} by {@code stillFail}, the first failing candidate of a
 * batch adopted. Deterministic: the same predicate gives the same result, if the budget allows
 * every batch.
 */
@API(status = INTERNAL)
public final class ChoiceShrinker {

  /** The most candidates judged at once. */
  static final int BATCH = 16;

  private static final int[] CHUNKS = {8, 4, 2, 1};

  private final Function<List<long[]>, List<Boolean>> stillFail;
  private final long deadline;
  private final Set<List<Long>> judged = new HashSet<>();
  private long[] best;

  /** A candidate at {@code index} of the current best record; null when there is none there. */
  @FunctionalInterface
  private interface Candidates {
    long @Nullable [] at(int index);
  }

  private ChoiceShrinker(
      long[] failing, Function<List<long[]>, List<Boolean>> stillFail, Duration budget) {
    this.best = failing.clone();
    this.stillFail = stillFail;
    this.deadline = System.nanoTime() + budget.toNanos();
    judged.add(key(best));
  }

  /**
   * The simplest record found that still fails, starting from {@code failing} (known to fail; it is
   * returned itself when nothing simpler fails), judging candidates with {@code stillFail} (one
   * answer per candidate, in order: true when the candidate's try fails too) until no pass makes
   * progress or {@code budget} is spent.
   */
  public static long[] shrink(
      long[] failing, Function<List<long[]>, List<Boolean>> stillFail, Duration budget) {
    ChoiceShrinker shrinker = new ChoiceShrinker(failing, stillFail, budget);
    shrinker.run();
    return shrinker.best.clone();
  }

  private void run() {
    boolean progress = true;
    while (progress && !timeUp()) {
      progress = false;
      for (int chunk : CHUNKS) {
        progress |= sweep(index -> deleted(index, chunk));
      }
      for (int chunk : CHUNKS) {
        progress |= sweep(index -> zeroed(index, chunk));
      }
      progress |= sweep(this::deletedRaisingPrevious);
      progress |= sweep(this::lowerThenRaiseNext);
      for (int index = 0; index < best.length && !timeUp(); index++) {
        progress |= minimise(index);
      }
    }
  }

  private long @Nullable [] deleted(int index, int chunk) {
    if (index + chunk > best.length) {
      return null;
    }
    long[] candidate = new long[best.length - chunk];
    System.arraycopy(best, 0, candidate, 0, index);
    System.arraycopy(best, index + chunk, candidate, index, best.length - index - chunk);
    return candidate;
  }

  private long @Nullable [] zeroed(int index, int chunk) {
    if (index + chunk > best.length) {
      return null;
    }
    long[] candidate = best.clone();
    Arrays.fill(candidate, index, index + chunk, 0);
    return candidate;
  }

  /** The choice at {@code index} deleted, the one before it at its most: one value for two. */
  private long @Nullable [] deletedRaisingPrevious(int index) {
    if (index == 0 || best[index - 1] == Long.MAX_VALUE) {
      return null;
    }
    long[] candidate = deleted(index, 1);
    if (candidate != null) {
      candidate[index - 1] = Long.MAX_VALUE;
    }
    return candidate;
  }

  private long @Nullable [] lowerThenRaiseNext(int index) {
    if (index + 1 >= best.length || best[index] == 0 || best[index + 1] == Long.MAX_VALUE) {
      return null;
    }
    long[] candidate = best.clone();
    candidate[index]--;
    candidate[index + 1] = Long.MAX_VALUE;
    return candidate;
  }

  /**
   * Goes through the record from its start, judging the candidates of the next indices in batches;
   * after an adoption, goes on from the adopted candidate's index in the new record.
   */
  private boolean sweep(Candidates candidates) {
    boolean adopted = false;
    int index = 0;
    while (index < best.length && !timeUp()) {
      List<long[]> batch = new ArrayList<>();
      List<Integer> indices = new ArrayList<>();
      int next = index;
      while (batch.size() < BATCH && next < best.length) {
        long[] candidate = candidates.at(next);
        if (candidate != null && simpler(candidate, best) && judged.add(key(candidate))) {
          batch.add(candidate);
          indices.add(next);
        }
        next++;
      }
      int failing = firstFailing(batch);
      if (failing < 0) {
        index = next;
      } else {
        best = batch.get(failing);
        index = indices.get(failing);
        adopted = true;
      }
    }
    return adopted;
  }

  /**
   * Lowers the choice at {@code index} toward 0, searching with batches of evenly spaced values.
   */
  private boolean minimise(int index) {
    boolean adopted = false;
    long low = 0;
    while (index < best.length && low < best[index] && !timeUp()) {
      long high = best[index];
      List<long[]> batch = new ArrayList<>();
      List<Long> values = new ArrayList<>();
      for (int i = 0; i < BATCH; i++) {
        // low + (high - low) * i / BATCH without overflow: the values from low, below high.
        long span = high - low;
        long value = low + (span / BATCH) * i + (span % BATCH) * i / BATCH;
        if (!values.isEmpty() && value <= values.get(values.size() - 1)) {
          continue;
        }
        long[] candidate = best.clone();
        candidate[index] = value;
        values.add(value);
        batch.add(candidate);
      }
      List<long[]> fresh = new ArrayList<>();
      List<Long> freshValues = new ArrayList<>();
      for (int i = 0; i < batch.size(); i++) {
        if (judged.add(key(batch.get(i)))) {
          fresh.add(batch.get(i));
          freshValues.add(values.get(i));
        }
      }
      int failing = firstFailing(fresh);
      if (failing < 0) {
        return adopted;
      }
      best = fresh.get(failing);
      adopted = true;
      long value = freshValues.get(failing);
      int position = values.indexOf(value);
      low = position == 0 ? low : values.get(position - 1) + 1;
    }
    return adopted;
  }

  /** The index of the batch's first candidate that still fails; -1 when none does. */
  private int firstFailing(List<long[]> batch) {
    if (batch.isEmpty()) {
      return -1;
    }
    List<long[]> copies = new ArrayList<>();
    batch.forEach(candidate -> copies.add(candidate.clone()));
    List<Boolean> fails = stillFail.apply(copies);
    if (fails.size() != batch.size()) {
      throw new IllegalStateException(
          "stillFail answered " + fails.size() + " times for " + batch.size() + " candidates");
    }
    for (int i = 0; i < fails.size(); i++) {
      if (Boolean.TRUE.equals(fails.get(i))) {
        return i;
      }
    }
    return -1;
  }

  /** Shorter, or as long and lexicographically smaller. */
  static boolean simpler(long[] candidate, long[] than) {
    if (candidate.length != than.length) {
      return candidate.length < than.length;
    }
    return Arrays.compare(candidate, than) < 0;
  }

  private boolean timeUp() {
    return System.nanoTime() - deadline >= 0;
  }

  private static List<Long> key(long[] record) {
    return Arrays.stream(record).boxed().toList();
  }
}
