package com.example.clash;

import io.pipespec.*;
import java.util.List;
import org.apache.beam.sdk.transforms.windowing.PaneInfo.Timing;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class BeamTimingImported {
  @UnderTest static PCollection<String> t(PCollection<String> in) { return in; }
  @Input static final List<String> in = List.of();

  @ExpectContains("a")
  @Pane(Timing.ON_TIME)
  void onTime() {}
}
