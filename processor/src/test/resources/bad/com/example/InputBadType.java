package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class InputBadType {
  @UnderTest static PCollection<String> t(PCollection<String> lines) { return lines; }
  @Input static final Map<String, String> lines = Map.of();
  @ExpectEmpty void e() {}
}
