package io.pipespec.runtime.explore;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.run.Judgement;
import io.pipespec.runtime.run.ScenarioResult;
import io.pipespec.runtime.suite.ExpectationSpec;
import io.pipespec.runtime.suite.Expectations;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * Members run ahead ride with the next batch, and a later batch takes their results instead of
 * running them again: each copy once, in turn.
 */
class RunsAheadTest {

  private static final List<String> LINES = List.of("1", "2", "3");

  private static final ExpectationSpec EVERY_LINE =
      ExpectationSpec.of(
          RunsAheadTest.class,
          "everyLine",
          ExpectationSpec.Target.output("kept", Expectations.containsInAnyOrder(LINES)));

  private static Member inOrder(Integer... order) {
    return new Member(List.of(List.of(new Arrangement(List.of(order), List.of()))), Map.of());
  }

  @Test
  void membersRunAheadAreTakenByALaterBatchEachCopyOnce() {
    CountedRuns counted =
        new CountedRuns(
            ShrinkerBatchesTest.lineRuns(LINES, new JobMemberRunsTest.Rising(), EVERY_LINE));
    RunsAhead runs = new RunsAhead(counted);
    Member written = inOrder(0, 1, 2);
    Member reversed = inOrder(2, 1, 0);

    runs.ride(List.of(reversed, reversed));
    List<ScenarioResult> first = runs.run(List.of(written));
    // One batch: what was asked for, then the riders; only what was asked for comes back.
    assertThat(counted.batches).containsExactly(List.of(written, reversed, reversed));
    assertThat(first).hasSize(1);
    assertThat(first.get(0).judge(EVERY_LINE)).isInstanceOf(Judgement.Passed.class);
    assertThat(runs.untaken()).isEqualTo(2);

    // The two copies run ahead are taken in turn; the third copy and the written member run.
    List<ScenarioResult> later = runs.run(List.of(reversed, written, reversed, reversed));
    assertThat(counted.batches).hasSize(2);
    assertThat(counted.batches.get(1)).containsExactly(written, reversed).inOrder();
    assertThat(later.stream().map(result -> result.judge(EVERY_LINE).getClass()).toList())
        .containsExactly(
            Judgement.Failed.class,
            Judgement.Passed.class,
            Judgement.Failed.class,
            Judgement.Failed.class)
        .inOrder();
    assertThat(runs.untaken()).isEqualTo(0);

    // Nothing asked and nothing riding: no batch at all.
    assertThat(runs.run(List.of())).isEmpty();
    assertThat(counted.batches).hasSize(2);
  }
}
