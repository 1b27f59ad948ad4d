package io.pipespec.runtime.verdict.shape;

import static com.google.common.truth.Truth.assertThat;

import java.util.Set;
import org.junit.jupiter.api.Test;

class ShapeReaderTest {

  @Test
  void aStatefulFunctionIsReadWithItsStateTimersAndCoders() {
    JobShape shape = Jobs.shape(Jobs.job("Batch", new Jobs.Batcher()));

    JobShape.Transform batch = shape.transform("Batch/ParMultiDo(Batcher)").orElseThrow();
    JobShape.Keyed keyed = batch.keyed().orElseThrow();
    assertThat(keyed.what()).isEqualTo("DoFn io.pipespec.runtime.verdict.shape.Jobs$Batcher");
    assertThat(keyed.keyCoder()).isEqualTo("StringUtf8Coder");
    assertThat(keyed.windowCoder()).isEqualTo("GlobalWindow$Coder");
    assertThat(keyed.states())
        .containsExactly(
            new JobShape.State("buffer", "bag", "VarLongCoder", false),
            new JobShape.State("count", "value", "VarIntCoder", true))
        .inOrder();
    assertThat(keyed.timers()).containsExactly(new JobShape.Timer("flush", "EVENT_TIME"));
    assertThat(batch.inputs()).containsExactly("input 'Numbers'");
    assertThat(shape.transform("Batch").orElseThrow().stateful()).isFalse();
  }

  @Test
  void aCombinePerKeyKeepsItsAccumulatorsAndItsInnerGroupByKeyIsNotCountedTwice() {
    JobShape shape = Jobs.shape(Jobs.job("Batch", new Jobs.Batcher()));

    JobShape.Keyed counts = shape.transform("Counts").orElseThrow().keyed().orElseThrow();
    assertThat(counts.states()).hasSize(1);
    assertThat(counts.states().get(0).id()).isEqualTo("accumulators");
    // Beam's CountFn encodes its count with a coder of its own, an anonymous class.
    assertThat(counts.states().get(0).coder()).isEqualTo("Count$CountFn$1");
    assertThat(shape.transform("Counts/GroupByKey").orElseThrow().stateful()).isFalse();
  }

  @Test
  void theTestsInputsAreLeftOut() {
    JobShape shape = Jobs.shape(Jobs.job("Batch", new Jobs.Batcher()));

    assertThat(shape.transforms().stream().map(JobShape.Transform::name)).doesNotContain("Numbers");
    assertThat(shape.transforms().stream().noneMatch(t -> t.name().startsWith("Numbers/")))
        .isTrue();
    assertThat(shape.standIns()).containsExactly("Numbers");
  }

  @Test
  void twoBuildsOfOnePipelineWriteTheSameBytes() {
    String first = ShapeFile.write("Jobs", Jobs.shape(Jobs.withStep("Plus1")));
    String second = ShapeFile.write("Jobs", Jobs.shape(Jobs.withStep("Plus1")));

    assertThat(second).isEqualTo(first);
    assertThat(first).doesNotContainMatch("@[0-9a-f]{5,}");
    assertThat(first).doesNotContainMatch("Lambda/0x");
  }

  @Test
  void aReplacedTransformIsKeptWithoutItsInnerSteps() {
    JobShape shape =
        ShapeReader.read(
            Jobs.build(Jobs.job("Batch", new Jobs.Batcher())), Set.of(), Set.of("Numbers"));

    JobShape.Transform numbers = shape.transform("Numbers").orElseThrow();
    assertThat(numbers.replaced()).isTrue();
    assertThat(shape.transforms().stream().noneMatch(t -> t.name().startsWith("Numbers/")))
        .isTrue();
  }
}
