package io.pipespec.samples.function;

import java.util.List;
import org.apache.beam.sdk.Pipeline;
import org.apache.beam.sdk.options.PipelineOptionsFactory;
import org.apache.beam.sdk.testing.PAssert;
import org.apache.beam.sdk.testing.TestStream;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.transforms.windowing.WindowFn;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

/**
 * Runs a keyed function on the DirectRunner over a TestStream and checks, with Beam's own PAssert,
 * that it emits exactly what the harness emitted: the baseline that shows the harness and a real
 * runner agree.
 */
final class DirectRunnerBaseline {

  private DirectRunnerBaseline() {}

  static <K, V, OutputT> void assertRunnerEmits(
      TestStream<KV<K, V>> input,
      WindowFn<Object, ?> windowFn,
      DoFn<KV<K, V>, OutputT> fn,
      List<OutputT> expected) {
    Pipeline pipeline = Pipeline.create(PipelineOptionsFactory.create());
    PCollection<KV<K, V>> windowed = pipeline.apply(input);
    if (windowFn != null) {
      windowed = windowed.apply(Window.into(windowFn));
    }
    PCollection<OutputT> output = windowed.apply(ParDo.of(fn));
    PAssert.that(output).containsInAnyOrder(expected);
    pipeline.run().waitUntilFinish();
  }
}
