package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class OutputRequired {
  record R(PCollection<String> a, PCollection<String> b) {}
  @UnderTest static R t(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();
  @ExpectEmpty void whichOne() {}
}
