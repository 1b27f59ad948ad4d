package com.example;

import io.pipespec.ExpectEmpty;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
@Timeline(value = {"a=1 @ 0"}, file = "events.txt")
class TimelineFileAndSteps {
  @UnderTest
  static PCollection<KV<String, Integer>> t(PCollection<KV<String, Integer>> events) {
    return events;
  }

  @ExpectEmpty
  void e() {}
}
