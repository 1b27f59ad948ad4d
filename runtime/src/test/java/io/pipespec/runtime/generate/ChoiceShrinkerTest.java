package io.pipespec.runtime.generate;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.generate.Gen;
import io.pipespec.generate.Timelines;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.Function;
import java.util.function.Predicate;
import org.apache.beam.sdk.values.TimestampedValue;
import org.junit.jupiter.api.Test;

/** Shrinking a failing try by its choices finds the smallest failing input, judged in batches. */
class ChoiceShrinkerTest {

  private static final long BASE = 1_767_225_600_000L;
  private static final long SIZE = 20 * 60_000L;
  private static final Duration BUDGET = Duration.ofSeconds(30);

  private static final Timelines<Long> NUMBERS =
      Timelines.of(Gen.longs(0, Long.MAX_VALUE)).windows("20m").watermarks(3).late("5m");

  private final List<Integer> batchSizes = new ArrayList<>();

  /** Judges a batch of records by replaying each into a timeline and asking {@code fails}. */
  private Function<List<long[]>, List<Boolean>> judge(Predicate<DrawnTimeline<Long>> fails) {
    return batch -> {
      batchSizes.add(batch.size());
      List<Boolean> answers = new ArrayList<>();
      for (long[] record : batch) {
        answers.add(fails.test(replay(record)));
      }
      return answers;
    };
  }

  private static DrawnTimeline<Long> replay(long[] record) {
    return TimelineDraw.draw(NUMBERS, BASE, RecordedChoices.replaying(record));
  }

  /** The record of the first seed whose timeline fails. */
  private static long[] firstFailing(Predicate<DrawnTimeline<Long>> fails) {
    for (long seed = 0; ; seed++) {
      RecordedChoices choices = RecordedChoices.random(seed);
      if (fails.test(TimelineDraw.draw(NUMBERS, BASE, choices))) {
        return choices.record();
      }
    }
  }

  @Test
  void anElementOfAtLeastAThousandShrinksToOneElementOfExactlyAThousand() {
    Predicate<DrawnTimeline<Long>> fails =
        drawn -> drawn.elements().stream().anyMatch(element -> element.getValue() >= 1000);
    long[] failing = firstFailing(fails);
    assertThat(replay(failing).elementCount()).isGreaterThan(1);

    long[] shrunk = ChoiceShrinker.shrink(failing, judge(fails), BUDGET);

    DrawnTimeline<Long> simplest = replay(shrunk);
    assertThat(simplest.steps()).containsExactly(new DrawnTimeline.Element<>(1000L, BASE));
    assertThat(batchSizes).isNotEmpty();
    assertThat(batchSizes.stream().allMatch(size -> size >= 1 && size <= 16)).isTrue();
    assertThat(ChoiceShrinker.shrink(failing, judge(fails), BUDGET)).isEqualTo(shrunk);
  }

  @Test
  void twoElementsInOneWindowShrinkToTwoElements() {
    Predicate<DrawnTimeline<Long>> fails =
        drawn ->
            drawn.elements().stream()
                    .map(TimestampedValue::getTimestamp)
                    .map(time -> Math.floorDiv(time.getMillis() - BASE, SIZE))
                    .distinct()
                    .count()
                < drawn.elementCount();
    long[] failing = firstFailing(drawn -> drawn.elementCount() > 4 && fails.test(drawn));

    DrawnTimeline<Long> simplest = replay(ChoiceShrinker.shrink(failing, judge(fails), BUDGET));

    assertThat(simplest.steps())
        .containsExactly(
            new DrawnTimeline.Element<>(0L, BASE), new DrawnTimeline.Element<>(0L, BASE));
  }

  @Test
  void aSumOfChoicesShrinksToTheShortestSmallestRecord() {
    Function<List<long[]>, List<Boolean>> sumAtLeastTen =
        batch -> {
          List<Boolean> answers = new ArrayList<>();
          for (long[] record : batch) {
            long sum = 0;
            for (long choice : record) {
              sum += choice;
            }
            answers.add(sum >= 10);
          }
          return answers;
        };
    assertThat(ChoiceShrinker.shrink(new long[] {3, 0, 9, 4, 7, 1}, sumAtLeastTen, BUDGET))
        .isEqualTo(new long[] {10});
  }

  @Test
  void nothingSimplerFailingGivesTheFailingRecordBack() {
    long[] failing = {5, 2, 7};
    Function<List<long[]>, List<Boolean>> onlyItself =
        batch -> batch.stream().map(record -> java.util.Arrays.equals(record, failing)).toList();
    assertThat(ChoiceShrinker.shrink(failing, onlyItself, BUDGET)).isEqualTo(failing);
  }

  @Test
  void noBudgetJudgesNothing() {
    long[] failing = {5, 2, 7};
    assertThat(ChoiceShrinker.shrink(failing, judge(drawn -> true), Duration.ZERO))
        .isEqualTo(failing);
    assertThat(batchSizes).isEmpty();
  }
}
