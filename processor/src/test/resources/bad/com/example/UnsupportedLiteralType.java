package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class UnsupportedLiteralType {
  @UnderTest static PCollection<Map<String, Integer>> t(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();
  @ExpectContains("a")
  void e() {}
}
