package io.pipespec.flink.restart;

import io.pipespec.ExpectContains;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import java.util.ArrayList;
import java.util.List;
import org.apache.beam.sdk.transforms.DoFn;
import org.apache.beam.sdk.transforms.ParDo;
import org.apache.beam.sdk.values.PCollection;

/**
 * The corpus's restart bug: elements buffered in a field across bundles and let out two at a time.
 * The job restarted after {@code a} is a new instance with an empty field: {@code a} is lost, and
 * {@code d} is left alone in the field. The DirectRunner refuses the restart.
 */
@PipelineTest
@Runners({"DirectRunner", "FlinkRunner"})
@Timeline({"a @ 1s", "fail and restart", "b @ 2s", "c @ 3s", "d @ 4s"})
public class FieldPairsRestartTest {

  @UnderTest
  static PCollection<String> pairs(PCollection<String> clicks) {
    return clicks.apply("Pairs", ParDo.of(new Pairs()));
  }

  @ExpectContains({"a", "b", "c", "d"})
  void all() {}

  static final class Pairs extends DoFn<String, String> {
    private final List<String> buffer = new ArrayList<>();

    @ProcessElement
    public void process(@Element String click, OutputReceiver<String> out) {
      buffer.add(click);
      if (buffer.size() == 2) {
        buffer.forEach(out::output);
        buffer.clear();
      }
    }
  }
}
