package io.pipespec.runtime.generate;

import io.pipespec.generate.Choices;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.jspecify.annotations.Nullable;

// STAND-IN for the draw helper's RecordedChoices (issue 40's contract), so that the runs compile
// and
// are tested before it lands: REPLACE THIS FILE with the draw helper's when it is merged.

/** Stand-in: choices drawn at random or replayed, recorded. */
final class RecordedChoices implements Choices {
  private final @Nullable SplittableRandom random;
  private final long[] replay;
  private final List<Long> made = new ArrayList<>();

  private RecordedChoices(@Nullable SplittableRandom random, long[] replay) {
    this.random = random;
    this.replay = replay;
  }

  static RecordedChoices random(long seed) {
    return new RecordedChoices(new SplittableRandom(seed), new long[0]);
  }

  static RecordedChoices replaying(long[] record) {
    return new RecordedChoices(null, record.clone());
  }

  @Override
  public long choose(long max) {
    long value;
    if (random == null) {
      value = made.size() < replay.length ? Math.max(0, Math.min(max, replay[made.size()])) : 0;
    } else if (max <= 0) {
      value = 0;
    } else {
      value = max == Long.MAX_VALUE ? random.nextLong() & Long.MAX_VALUE : random.nextLong(max + 1);
    }
    made.add(value);
    return value;
  }

  long[] record() {
    return made.stream().mapToLong(Long::longValue).toArray();
  }
}
