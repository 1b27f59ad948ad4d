package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class UnderTestRecordBadComponent {
  record R(PCollection<String> good, String bad) {}
  @UnderTest static R recordReturn(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();
  @ExpectEmpty void e() {}
}
