package io.pipespec.runtime.verdict.shape;

import static com.google.common.truth.Truth.assertThat;

import org.junit.jupiter.api.Test;

class ShapeComparisonTest {

  /** Told of a stateless step that is or holds a ParDo: found by a take-over on Flink. */
  private static final String FLINK_OPERATOR_STATE =
      "; on Flink a savepoint restore still needs --allowNonRestoredState (flink run -n): Beam's"
          + " FlinkRunner keeps operator state for each ParDo";

  private static final JobShape RECORDED = Jobs.shape(Jobs.job("Batch", new Jobs.Batcher()));

  @Test
  void theSameJobHasNoChange() {
    ShapeComparison changes =
        ShapeComparison.of(RECORDED, Jobs.shape(Jobs.job("Batch", new Jobs.Batcher())));

    assertThat(changes.same()).isTrue();
  }

  @Test
  void aRenamedStatefulTransformBreaksWithTheMappingToGive() {
    ShapeComparison changes =
        ShapeComparison.of(RECORDED, Jobs.shape(Jobs.job("Batching", new Jobs.Batcher())));

    assertThat(changes.breaking())
        .containsExactly(
            "transform `Batch/ParMultiDo(Batcher)` was renamed `Batching/ParMultiDo(Batcher)`:"
                + " its state would be dropped on Flink (operator ids come from transform names)"
                + " and rejected by a Dataflow update; rename it back, or give a transform name"
                + " mapping (Dataflow: --transformNameMapping={\"Batch/ParMultiDo(Batcher)\":"
                + "\"Batching/ParMultiDo(Batcher)\"}; Beam's Flink runner has none)");
    // The composite around it keeps no state: renamed, safely.
    assertThat(changes.safe())
        .contains("transform `Batch` was renamed `Batching`: it holds no state");
  }

  @Test
  void aStateWhoseCoderChangedBreaks() {
    ShapeComparison changes =
        ShapeComparison.of(
            RECORDED, Jobs.shape(Jobs.job("Batch", new Jobs.CoderChanged.Batcher())));

    assertThat(changes.breaking())
        .containsExactly(
            "state `buffer` of `Batcher` (transform `Batch/ParMultiDo(Batcher)`) changed"
                + " coder from `VarLongCoder` to `BigEndianLongCoder`: the saved state cannot be"
                + " read; keep the old coder (give it in the StateSpec), or drain the running job"
                + " and start the new version without its state");
    assertThat(changes.safe()).hasSize(1);
    assertThat(changes.safe().get(0)).contains("now runs DoFn");
  }

  @Test
  void aRemovedStateAndTimerBreak() {
    ShapeComparison changes =
        ShapeComparison.of(RECORDED, Jobs.shape(Jobs.job("Batch", new Jobs.Timerless.Batcher())));

    assertThat(changes.breaking()).hasSize(2);
    assertThat(changes.breaking().get(0))
        .startsWith(
            "state `count` of `Batcher` (transform `Batch/ParMultiDo(Batcher)`) is no"
                + " longer declared: the values the running job saved in it would be lost");
    assertThat(changes.breaking().get(1))
        .startsWith(
            "timer `flush` of `Batcher` (transform `Batch/ParMultiDo(Batcher)`) is no"
                + " longer declared: a timer the running job set would fire with no @OnTimer"
                + " method to receive it");
  }

  @Test
  void aChangedKeyCoderOfAStatefulFunctionOrACombineBreaks() {
    ShapeComparison changes =
        ShapeComparison.of(Jobs.shape(Jobs.keyedBy(false)), Jobs.shape(Jobs.keyedBy(true)));

    assertThat(changes.breaking())
        .containsExactly(
            "the key coder of `AnyKeyBatcher` (transform `Batch/ParMultiDo(AnyKeyBatcher)`)"
                + " changed from `StringUtf8Coder` to `VarIntCoder`: its state is partitioned and"
                + " found by the encoded key, so the saved state would not be found; keep the old"
                + " key type and coder, or drain the running job and start the new version"
                + " without its state",
            "the key coder of `CountFn` (transform `Counts`) changed from `StringUtf8Coder` to"
                + " `VarIntCoder`: its state is partitioned and found by the encoded key, so the"
                + " saved state would not be found; keep the old key type and coder, or drain the"
                + " running job and start the new version without its state");
  }

  @Test
  void aNewStatelessStepIsSafe() {
    JobShape before = Jobs.shape(Jobs.job("Batch", new Jobs.Batcher()));
    ShapeComparison changes = ShapeComparison.of(before, Jobs.shape(Jobs.withStep("Plus1")));

    assertThat(changes.breaking()).isEmpty();
    assertThat(changes.safe()).contains("transform `Plus1` is new: it holds no state");
  }

  @Test
  void aRenamedStatelessStepIsSafe() {
    ShapeComparison changes =
        ShapeComparison.of(Jobs.shape(Jobs.withStep("Plus1")), Jobs.shape(Jobs.withStep("AddOne")));

    assertThat(changes.breaking()).isEmpty();
    assertThat(changes.safe())
        .contains(
            "transform `Plus1` was renamed `AddOne`: it holds no state" + FLINK_OPERATOR_STATE);
  }

  @Test
  void aRemovedStatefulTransformBreaks() {
    ShapeComparison changes = ShapeComparison.of(RECORDED, Jobs.shape(Jobs.countsOnly()));

    assertThat(changes.breaking())
        .containsExactly(
            "stateful transform `Batch/ParMultiDo(Batcher)` (DoFn"
                + " io.pipespec.runtime.verdict.shape.Jobs$Batcher) is gone: the state it holds in the"
                + " running job would be lost (Flink refuses a savepoint with state no operator"
                + " takes, unless told to drop it; a Dataflow update needs a transform name mapping"
                + " for it); keep it, or drain the running job and start the new version without"
                + " its state");
    assertThat(changes.safe()).contains("transform `Batch` is gone: it held no state");
  }
}
