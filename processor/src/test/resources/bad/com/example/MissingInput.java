package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class MissingInput {
  @UnderTest static PCollection<String> t(PCollection<String> lines, PCollection<String> words) { return lines; }
  @Input static final List<String> lines = List.of();
  @Scenario
  static class NoWords {
    @ExpectEmpty void e() {}
  }
}
