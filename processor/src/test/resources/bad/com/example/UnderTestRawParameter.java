package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class UnderTestRawParameter {
  @SuppressWarnings("rawtypes")
  @UnderTest static PCollection<String> t(
      PCollection lines) { return null; }
  @Input static final List<String> lines = List.of();
  @ExpectEmpty void e() {}
}
