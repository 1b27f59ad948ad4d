package com.example;

import io.pipespec.*;
import java.util.*;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class KvWithoutEquals {
  @UnderTest static PCollection<KV<String, Integer>> t(PCollection<String> lines) { return null; }
  @Input static final List<String> lines = List.of();
  @ExpectContains({
      "blue"})
  void e() {}
}
