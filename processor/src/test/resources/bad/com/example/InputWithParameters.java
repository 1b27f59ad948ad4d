package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class InputWithParameters {
  @UnderTest static PCollection<String> t(PCollection<String> lines) { return lines; }
  @Input static List<String> lines(int n) { return List.of(); }
  @ExpectEmpty void e() {}
}
