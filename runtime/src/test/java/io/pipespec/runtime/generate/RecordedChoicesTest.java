package io.pipespec.runtime.generate;

import static com.google.common.truth.Truth.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import org.junit.jupiter.api.Test;

/** Random choices repeat per seed and are recorded; a replay gives 0 past its end and clamps. */
class RecordedChoicesTest {

  @Test
  void theSameSeedMakesTheSameChoicesAndRecordsThem() {
    RecordedChoices first = RecordedChoices.random(42);
    RecordedChoices second = RecordedChoices.random(42);
    for (int i = 0; i < 40; i++) {
      long max = i * 1000L;
      long choice = first.choose(max);
      assertThat(second.choose(max)).isEqualTo(choice);
      assertThat(choice).isAtMost(max);
      assertThat(choice).isAtLeast(0L);
    }
    assertThat(first.record()).hasLength(40);
    assertThat(first.record()).isEqualTo(second.record());
    assertThat(RecordedChoices.random(43).choose(Long.MAX_VALUE)).isAtLeast(0L);
  }

  @Test
  void aReplayGivesZeroPastItsEndAndClampsToTheMaximum() {
    RecordedChoices replay = RecordedChoices.replaying(new long[] {5, 500, -3});
    assertThat(replay.choose(10)).isEqualTo(5);
    assertThat(replay.choose(10)).isEqualTo(10);
    assertThat(replay.choose(10)).isEqualTo(0);
    assertThat(replay.choose(10)).isEqualTo(0);
    assertThat(replay.record()).isEqualTo(new long[] {5, 10, 0, 0});
  }

  @Test
  void aRecordReplaysToTheSameChoices() {
    RecordedChoices random = RecordedChoices.random(7);
    long[] made = new long[20];
    for (int i = 0; i < made.length; i++) {
      made[i] = random.choose(i % 3 == 0 ? Long.MAX_VALUE : i);
    }
    RecordedChoices replay = RecordedChoices.replaying(random.record());
    for (int i = 0; i < made.length; i++) {
      assertThat(replay.choose(i % 3 == 0 ? Long.MAX_VALUE : i)).isEqualTo(made[i]);
    }
  }

  @Test
  void aNegativeMaximumIsRefused() {
    IllegalArgumentException refused =
        assertThrows(IllegalArgumentException.class, () -> RecordedChoices.random(1).choose(-1));
    assertThat(refused).hasMessageThat().contains("0 or more");
  }
}
