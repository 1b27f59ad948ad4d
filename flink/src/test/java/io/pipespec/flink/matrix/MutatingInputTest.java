package io.pipespec.flink.matrix;

import io.pipespec.ExpectContains;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.UnderTest;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

/**
 * A {@code DoFn} that mutates its input, which Beam forbids: the DirectRunner checks and fails the
 * run with an {@code IllegalMutationException}; Flink does not check and counts the mutated lists.
 */
@PipelineTest
@Runners({"DirectRunner", "FlinkRunner"})
public class MutatingInputTest {

  @UnderTest
  static PCollection<KV<String, Integer>> sizes(PCollection<KV<String, List<Integer>>> batches) {
    return batches.apply(ParDo.of(new PadThenCount()));
  }

  /** Appends a zero to each batch it is given, in place, then outputs the batch's size. */
  static final class PadThenCount extends DoFn<KV<String, List<Integer>>, KV<String, Integer>> {
    @ProcessElement
    public void process(
        @Element KV<String, List<Integer>> batch, OutputReceiver<KV<String, Integer>> out) {
      batch.getValue().add(0);
      out.output(KV.of(batch.getKey(), batch.getValue().size()));
    }
  }

  @Input
  static List<KV<String, List<Integer>>> batches() {
    return List.of(
        KV.of("a", new ArrayList<>(List.of(1, 2))), KV.of("b", new ArrayList<>(List.of(3))));
  }

  @ExpectContains({"a=3", "b=2"})
  void paddedSizes() {}
}
