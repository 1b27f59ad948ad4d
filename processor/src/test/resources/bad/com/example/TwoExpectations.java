package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class TwoExpectations {
  @UnderTest static PCollection<String> t(PCollection<String> lines) { return lines; }
  @Input static final List<String> lines = List.of();
  @ExpectEmpty
  @ExpectContains("a")
  void both() {}
}
