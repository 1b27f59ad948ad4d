package com.example;

import io.pipespec.BaseTime;
import io.pipespec.ExpectContains;
import io.pipespec.Pane;
import io.pipespec.PipelineTest;
import io.pipespec.Scenario;
import io.pipespec.Timeline;
import io.pipespec.Timing;
import io.pipespec.UnderTest;
import io.pipespec.Window;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
@BaseTime("2026-01-01T00:00:00Z")
class EventTimeTest {

  @UnderTest
  static PCollection<KV<String, Integer>> t(PCollection<KV<String, Integer>> events) {
    return events;
  }

  @Scenario
  @Timeline({"blue=3 @ 1m", "red=1 @ +90s", "processing +5m", "processing 1m", "watermark 1h30m", "blue=4 @ 2026-01-01T00:05:00Z", "red=2", "watermark end"})
  static class Late {
    @ExpectContains("blue=3")
    @Window(start = "0", size = "PT20M")
    @Pane(value = Timing.LATE, index = 2)
    void late() {}

    @ExpectContains("blue=3")
    @Window(global = true)
    void global() {}

    @ExpectContains("blue=3")
    @Pane(Timing.FINAL)
    void anyWindow() {}
  }

  @Scenario
  @BaseTime("1970-01-01T00:00:00Z")
  @Timeline({"blue=3 @ -1s"})
  static class Epoch {
    @ExpectContains("blue=3")
    @Window(start = "-20m", end = "0")
    void beforeEpoch() {}
  }

  @Scenario
  @Timeline(file = "events.txt")
  static class FromFile {
    @ExpectContains("blue=3")
    void fromFile() {}
  }
}
