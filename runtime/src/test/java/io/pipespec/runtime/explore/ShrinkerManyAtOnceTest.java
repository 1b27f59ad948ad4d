package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.stream.IntStream;
import org.apache.beam.sdk.transforms.DoFn;
import org.junit.jupiter.api.Test;

/**
 * A long segment shrinks many moved elements, cuts and elements at a time: a failure that needs one
 * element out of place in a hundred is shrunk to it within the default budget of 50 runs, where
 * putting back one element a run per candidate spent the budget on the first step.
 */
class ShrinkerManyAtOnceTest {

  private static final int SIZE = 100;

  /** Shrinking's budget for a pipeline scenario explored with the default 50 members. */
  private static final int BUDGET = 50;

  private static final List<String> LINES =
      IntStream.rangeClosed(1, SIZE).mapToObj(i -> String.format("%03d", i)).toList();

  @Test
  void manyAtOnceTakesAllButAQuarterThenAllButAHalf() {
    assertThat(SmallerArrangements.manyAtOnce(List.of(1, 2, 3, 4))).isEmpty();
    assertThat(SmallerArrangements.manyAtOnce(List.of(1, 2, 3, 4, 5, 6, 7, 8)))
        .containsExactly(
            List.of(3, 4, 5, 6, 7, 8),
            List.of(1, 2, 5, 6, 7, 8),
            List.of(1, 2, 3, 4, 7, 8),
            List.of(1, 2, 3, 4, 5, 6),
            List.of(5, 6, 7, 8),
            List.of(1, 2, 3, 4))
        .inOrder();
    // Five: quarters of one or two, none taken twice, none the whole list.
    List<List<Integer>> five = SmallerArrangements.manyAtOnce(List.of(1, 2, 3, 4, 5));
    assertThat(five).containsNoDuplicates();
    assertThat(five).doesNotContain(List.of(1, 2, 3, 4, 5));
    assertThat(five.get(0)).hasSize(4);
  }

  @Test
  void aReversedSegmentShrinksToOneElementMovedWithinTheBudget() {
    ExpectationSpec everyLine =
        ExpectationSpec.of(
            ShrinkerManyAtOnceTest.class,
            "everyLine",
            ExpectationSpec.Target.output("kept", Expectations.containsInAnyOrder(LINES)));
    MemberRuns runs = runs(new JobMemberRunsTest.Rising(), everyLine);
    Member failing = member(reversed(), List.of());

    Shrinker shrinker =
        new Shrinker(runs, member(written(), List.of()), List.of(), everyLine, BUDGET);
    Member shrunk = shrinker.shrink(failing);

    // Every line stays (fewer would fail as written too, against the lines expected); one is out
    // of the written order.
    assertThat(shrunk.arrangement(0, 0).order()).containsExactlyElementsIn(written());
    assertThat(shrunk.arrangement(0, 0).moved()).hasSize(1);
    assertThat(shrinker.runsUsed()).isAtMost(BUDGET);
    assertThat(runs.run(List.of(shrunk)).get(0).judge(everyLine))
        .isInstanceOf(Judgement.Failed.class);
  }

  @Test
  void aReversedSegmentInBundlesOfTwoShrinksToTwoElementsInOneBundle() {
    ExpectationSpec noDescent =
        ExpectationSpec.of(
            ShrinkerManyAtOnceTest.class,
            "noDescent",
            ExpectationSpec.Target.output("kept", Expectations.empty()));
    MemberRuns runs = runs(new Descents(), noDescent);
    List<Integer> everyOther = new ArrayList<>();
    for (int cut = 2; cut < SIZE; cut += 2) {
      everyOther.add(cut);
    }
    Member failing = member(reversed(), everyOther);

    Shrinker shrinker =
        new Shrinker(runs, member(written(), List.of()), List.of(), noDescent, BUDGET);
    Member shrunk = shrinker.shrink(failing);

    // Two lines, the later first, in one bundle: the least that shows a descent.
    Arrangement arranged = shrunk.arrangement(0, 0);
    assertThat(arranged.size()).isEqualTo(2);
    assertThat(arranged.cuts()).isEmpty();
    assertThat(arranged.moved()).hasSize(1);
    assertThat(shrinker.runsUsed()).isAtMost(BUDGET);
    assertThat(runs.run(List.of(shrunk)).get(0).judge(noDescent))
        .isInstanceOf(Judgement.Failed.class);
  }

  @Test
  void aLongSegmentsNarrowingIsNotChargedSoItShrinksToTheLeastWithinTheBudget() {
    // 300 lines is four quarterings to four (300, 75, 19, 5): four steps of twelve runs at most.
    assertThat(SmallerArrangements.narrowingRuns(member(longWritten(300), List.of())))
        .isEqualTo(48);
    assertThat(SmallerArrangements.narrowingRuns(member(longWritten(4), List.of()))).isEqualTo(0);
    assertThat(SmallerArrangements.narrowingRuns(member(longWritten(5), List.of()))).isEqualTo(12);

    // 300 levels shuffled and cut at random, as a random member of a 300-level @Input is: charged
    // for its narrowing, shrinking spent the default budget at 5 elements and 3 cuts.
    int size = 300;
    List<String> lines =
        IntStream.rangeClosed(1, size).mapToObj(i -> String.format("%03d", i)).toList();
    ExpectationSpec noDescent =
        ExpectationSpec.of(
            ShrinkerManyAtOnceTest.class,
            "noDescent",
            ExpectationSpec.Target.output("kept", Expectations.empty()));
    MemberRuns runs = ShrinkerBatchesTest.lineRuns(lines, new Descents(), noDescent);
    Random random = new Random(2026);
    List<Integer> shuffled = new ArrayList<>(longWritten(size));
    Collections.shuffle(shuffled, random);
    List<Integer> cuts = new ArrayList<>();
    for (int gap = 1; gap < size; gap++) {
      if (random.nextInt(8) == 0) {
        cuts.add(gap);
      }
    }

    Shrinker shrinker =
        new Shrinker(runs, member(longWritten(size), List.of()), List.of(), noDescent, BUDGET);
    Member shrunk = shrinker.shrink(member(shuffled, cuts));
    // Runs ahead change only the batches: without them, the same member and charges.
    Shrinker notAhead =
        new Shrinker(
            runs,
            member(longWritten(size), List.of()),
            List.of(),
            noDescent,
            BUDGET,
            Shrinker.TOGETHER,
            false,
            member -> {});
    assertThat(notAhead.shrink(member(shuffled, cuts))).isEqualTo(shrunk);
    assertThat(notAhead.runsUsed()).isEqualTo(shrinker.runsUsed());

    Arrangement arranged = shrunk.arrangement(0, 0);
    assertThat(arranged.size()).isEqualTo(2);
    assertThat(arranged.cuts()).isEmpty();
    assertThat(arranged.moved()).hasSize(1);
    assertThat(shrinker.runsUsed()).isAtMost(BUDGET);
    // Besides the runs made ahead of a step that may need them (not charged either).
    assertThat(shrinker.runsMade() - shrinker.runsAhead()).isAtMost(BUDGET + 48);
    assertThat(shrinker.runsMade()).isAtMost(2 * BUDGET + 48);
  }

  private static List<Integer> longWritten(int size) {
    return IntStream.range(0, size).boxed().toList();
  }

  /** Outputs each line below the line before it in its bundle: none when the lines rise. */
  static final class Descents extends DoFn<String, String> {
    private transient int last;

    @StartBundle
    public void start() {
      last = Integer.MIN_VALUE;
    }

    @ProcessElement
    public void process(@Element String line, OutputReceiver<String> out) {
      int level = Integer.parseInt(line);
      if (level < last) {
        out.output(line);
      }
      last = level;
    }
  }

  private static MemberRuns runs(DoFn<String, String> fn, ExpectationSpec expectation) {
    return ShrinkerBatchesTest.lineRuns(LINES, fn, expectation);
  }

  private static List<Integer> written() {
    return IntStream.range(0, SIZE).boxed().toList();
  }

  private static List<Integer> reversed() {
    return IntStream.range(0, SIZE).map(i -> SIZE - 1 - i).boxed().toList();
  }

  private static Member member(List<Integer> order, List<Integer> cuts) {
    return new Member(List.of(List.of(new Arrangement(order, cuts))), Map.of());
  }
}
