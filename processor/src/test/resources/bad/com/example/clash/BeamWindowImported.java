package com.example.clash;

import io.pipespec.*;
import java.util.List;
import org.apache.beam.sdk.transforms.windowing.Window;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class BeamWindowImported {
  @UnderTest static PCollection<String> t(PCollection<String> in) { return in; }
  @Input static final List<String> in = List.of();

  @ExpectContains("a")
  @Window(start = "0", size = "10m")
  void windowed() {}
}
