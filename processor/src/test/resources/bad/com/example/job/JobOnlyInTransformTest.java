package com.example.job;

import io.pipespec.ExpectCount;
import io.pipespec.Input;
import io.pipespec.Options;
import io.pipespec.Output;
import io.pipespec.PipelineTest;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import java.util.List;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
@Output(name = "written", of = "WriteSomething")
class JobOnlyInTransformTest {
  @UnderTest
  static PCollection<String> same(PCollection<String> lines) {
    return lines;
  }

  @Input(replaces = "ReadLines")
  static final List<String> lines = List.of("a");

  @Options
  static String[] jobOptions() {
    return new String[0];
  }

  @Scenario
  @Timeline(replaces = "ReadTimeline", value = {"a @ 1s"})
  static class Timed {
    @ExpectCount(1)
    void one() {}
  }
}
