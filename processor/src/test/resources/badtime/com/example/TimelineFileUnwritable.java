package com.example;

import io.pipespec.ExpectEmpty;
import io.pipespec.PipelineTest;
import io.pipespec.Timeline;
import io.pipespec.UnderTest;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
@Timeline(file = "events.txt")
class TimelineFileUnwritable {
  static final class Opaque {}

  @UnderTest
  static PCollection<Opaque> t(PCollection<Opaque> events) {
    return events;
  }

  @ExpectEmpty
  void e() {}
}
