package io.pipespec.runtime.generate;

import static org.apiguardian.api.API.Status.INTERNAL;

import io.pipespec.generate.Choices;
import java.util.Arrays;
import java.util.SplittableRandom;
import org.apiguardian.api.API;
import org.jspecify.annotations.Nullable;

/**
 * The {@link Choices} of one try of a generated scenario, recorded: drawn at random from a seed, or
 * replayed from a record (a failing try's, or a shrunk one). A replay gives 0 past the record's end
 * and clamps a recorded choice to the {@code max} asked, so that any sequence of numbers is a valid
 * record: the shrinker can delete and lower choices freely. {@link #record()} gives the choices as
 * they were made (clamped, with the zeros past the end), which replays to the same values.
 */
@API(status = INTERNAL)
public final class RecordedChoices implements Choices {

  private final @Nullable SplittableRandom random;
  private final long[] replayed;
  private long[] made = new long[16];
  private int size;

  private RecordedChoices(@Nullable SplittableRandom random, long[] replayed) {
    this.random = random;
    this.replayed = replayed;
  }

  /** Choices drawn at random, the same ones for the same {@code seed}, and recorded. */
  public static RecordedChoices random(long seed) {
    return new RecordedChoices(new SplittableRandom(seed), new long[0]);
  }

  /** Choices replayed from {@code record}: 0 past its end, clamped to each choice's maximum. */
  public static RecordedChoices replaying(long[] record) {
    return new RecordedChoices(null, record.clone());
  }

  @Override
  public long choose(long max) {
    if (max < 0) {
      throw new IllegalArgumentException("choose(" + max + "): the maximum is 0 or more");
    }
    long choice;
    SplittableRandom source = random;
    if (source != null) {
      choice =
          max == Long.MAX_VALUE ? source.nextLong() & Long.MAX_VALUE : source.nextLong(max + 1);
    } else {
      choice = size < replayed.length ? Math.max(0, Math.min(max, replayed[size])) : 0;
    }
    if (size == made.length) {
      made = Arrays.copyOf(made, size * 2);
    }
    made[size++] = choice;
    return choice;
  }

  /** The choices made so far, in order. */
  public long[] record() {
    return Arrays.copyOf(made, size);
  }
}
