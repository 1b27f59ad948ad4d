package com.example.function;

import io.pipespec.*;
import java.util.List;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class StateInPipelineTest {
  @UnderTest
  static PCollection<String> t(PCollection<String> lines) {
    return lines;
  }

  @Input static final List<String> lines = List.of("a");

  @ExpectState(id = "sum", key = "a", value = "1")
  void sum() {}
}
