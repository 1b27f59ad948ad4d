package com.example;

import io.pipespec.BaseTime;
import io.pipespec.ExpectContains;
import io.pipespec.ExpectEmpty;
import io.pipespec.Input;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import java.util.List;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
@Timeline({"a @ 1m", "watermark"})
class TimelineWatermarkWithoutTime {
  @UnderTest
  static PCollection<String> t(PCollection<String> events) {
    return events;
  }

  @ExpectEmpty
  void e() {}
}
