package com.example;

import io.pipespec.ExpectEmpty;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
@Timeline(file = "data\\events.txt")
class TimelineFileBadName {
  @UnderTest
  static PCollection<KV<String, Integer>> t(PCollection<KV<String, Integer>> events) {
    return events;
  }

  @ExpectEmpty
  void e() {}
}
