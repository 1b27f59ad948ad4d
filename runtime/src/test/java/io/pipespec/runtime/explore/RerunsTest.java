package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The runs again that tell an order bug from a nondeterministic transform: the failing member and
 * the written one, {@link Reruns#TIMES} times each; the written member's runs are made once, and a
 * later check runs only its own member.
 */
class RerunsTest {

  private static final List<String> LINES = List.of("1", "2", "3", "4");

  private static final ExpectationSpec EVERY_LINE =
      ExpectationSpec.of(
          RerunsTest.class,
          "everyLine",
          ExpectationSpec.Target.output("kept", Expectations.containsInAnyOrder(LINES)));

  private static final Member WRITTEN = inOrder(0, 1, 2, 3);

  /** The runs of the lines through a transform that drops a line below the one before it. */
  private static CountedRuns risingLines() {
    return new CountedRuns(
        ShrinkerBatchesTest.lineRuns(LINES, new JobMemberRunsTest.Rising(), EVERY_LINE));
  }

  private static Member inOrder(Integer... order) {
    return new Member(List.of(List.of(new Arrangement(List.of(order), List.of()))), Map.of());
  }

  @Test
  void theWrittenMembersRunsAgainAreMadeOnceAndJudgedByEveryLaterCheck() {
    CountedRuns runs = risingLines();
    Member written = WRITTEN;
    Member reversed = inOrder(3, 2, 1, 0);
    Member oneMoved = inOrder(1, 0, 2, 3);
    Reruns reruns = new Reruns(runs, written);

    // An order bug: the failing member fails every time, the written one passes every time.
    assertThat(reruns.variation(EVERY_LINE, reversed)).isEmpty();
    assertThat(runs.batches).hasSize(1);
    assertThat(runs.batches.get(0)).hasSize(2 * Reruns.TIMES);
    assertThat(runs.batches.get(0).subList(Reruns.TIMES, 2 * Reruns.TIMES))
        .containsExactlyElementsIn(List.of(written, written, written, written, written));

    // After shrinking: only the shrunk member runs again.
    assertThat(reruns.variation(EVERY_LINE, oneMoved)).isEmpty();
    assertThat(runs.batches).hasSize(2);
    assertThat(runs.batches.get(1))
        .containsExactly(oneMoved, oneMoved, oneMoved, oneMoved, oneMoved);

    // The written member's own check judges the runs already made, and says how they went.
    assertThat(reruns.variation(EVERY_LINE, written)).isPresent();
    assertThat(reruns.variation(EVERY_LINE, written).get())
        .isEqualTo("run 5 more times the same way, it failed 0 times");
    assertThat(runs.batches).hasSize(2);
    assertThat(reruns.runsUsed()).isEqualTo(3 * Reruns.TIMES);
  }

  @Test
  void aWrittenMemberCheckedFirstMakesItsRunsForTheChecksAfterIt() {
    CountedRuns runs = risingLines();
    Member written = WRITTEN;
    Reruns reruns = new Reruns(runs, written);

    reruns.variation(EVERY_LINE, written);
    assertThat(runs.batches).hasSize(1);
    assertThat(runs.batches.get(0)).hasSize(Reruns.TIMES);

    assertThat(reruns.variation(EVERY_LINE, inOrder(3, 2, 1, 0))).isEmpty();
    assertThat(runs.batches.get(1)).hasSize(Reruns.TIMES);
    assertThat(reruns.runsUsed()).isEqualTo(2 * Reruns.TIMES);
  }
}
