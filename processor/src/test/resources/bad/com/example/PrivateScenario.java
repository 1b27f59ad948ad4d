package com.example;

import io.pipespec.*;
import java.util.List;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class PrivateScenario {
  @UnderTest static PCollection<String> t(PCollection<String> lines) { return lines; }
  @Input static final List<String> lines = List.of();

  @Scenario
  private static class Hidden {
    @ExpectEmpty void e() {}
  }
}
