package io.pipespec.runtime.verdict.onrunner;

import static com.google.common.truth.Truth.assertThat;

import io.pipespec.runtime.verdict.expect.Expectations;
import io.pipespec.runtime.verdict.scope.Scope;
import io.pipespec.runtime.verdict.snapshot.SnapshotSettings;
import java.util.List;
import org.apache.beam.sdk.coders.DoubleCoder;
import org.apache.beam.sdk.coders.VarLongCoder;
import org.junit.jupiter.api.Test;

/** Where {@code pipespec.judge} judges an output, by mode, size and where the pipeline runs. */
class JudgingTest {

  private static RunnerJudging.Plan<Long> plan(Judged... expectations) {
    return RunnerJudging.plan(
        "out", VarLongCoder.of(), List.of(expectations), SnapshotSettings.defaults());
  }

  private static Judged count(long count) {
    return new Judged("count", "count", "out", Scope.everything(), Expectations.count(count));
  }

  private static final Judged CHECKED =
      new Judged(
          "checked",
          "checked",
          "out",
          Scope.everything(),
          Expectations.<Long>satisfies(values -> {}));

  @Test
  void autoJudgesOnTheRunnerALargeOutputOrAnyOutputOnACluster() {
    Judging auto = new Judging(JudgeMode.AUTO, 1_000);

    assertThat(auto.onRunner(plan(count(1_000)), false)).isTrue();
    assertThat(auto.onRunner(plan(count(999)), false)).isFalse();
    assertThat(auto.onRunner(plan(count(999)), true)).isTrue();
  }

  @Test
  void autoNeverJudgesOnTheRunnerAnOutputItCannotJudgeWhole() {
    Judging auto = new Judging(JudgeMode.AUTO, 1);

    assertThat(auto.onRunner(plan(count(5_000), CHECKED), false)).isFalse();
    assertThat(auto.onRunner(plan(count(5_000), CHECKED), true)).isFalse();
  }

  @Test
  void runnerAndJvmDoNotLookAtSizeOrCluster() {
    for (boolean onCluster : new boolean[] {false, true}) {
      assertThat(Judging.of(JudgeMode.RUNNER).onRunner(plan(count(1), CHECKED), onCluster))
          .isTrue();
      assertThat(Judging.of(JudgeMode.JVM).onRunner(plan(count(5_000_000)), onCluster)).isFalse();
    }
  }

  @Test
  void aCountIsJudgedOnTheRunnerWhateverTheCoderForItComparesNoElements() {
    Judged doubles = new Judged("count", "count", "out", Scope.everything(), Expectations.count(3));
    Judged contains =
        new Judged(
            "contains",
            "contains",
            "out",
            Scope.everything(),
            Expectations.containsInAnyOrder(List.of(1.5)));

    assertThat(
            RunnerJudging.plan(
                    "out", DoubleCoder.of(), List.of(doubles), SnapshotSettings.defaults())
                .complete())
        .isTrue();
    assertThat(
            RunnerJudging.plan(
                    "out", DoubleCoder.of(), List.of(contains), SnapshotSettings.defaults())
                .complete())
        .isFalse();
  }
}
