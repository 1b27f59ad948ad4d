package io.pipespec.flink.matrix;

import io.pipespec.ExpectContains;
import io.pipespec.PipelineTest;
import io.pipespec.Runners;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.values.PCollection;

/** A timeline that advances processing time, which Flink's TestStream cannot do. */
@PipelineTest
@Runners({"DirectRunner", "FlinkRunner"})
@Timeline({"1 @ 0", "processing +6m", "2 @ 1m"})
public class ProcessingTimeTest {

  @UnderTest
  static PCollection<Long> same(PCollection<Long> numbers) {
    return numbers;
  }

  @ExpectContains({"1", "2"})
  void both() {}
}
