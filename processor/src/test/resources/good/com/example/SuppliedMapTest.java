package com.example;

import io.pipespec.ExpectContains;
import io.pipespec.ExpectIncludes;
import io.pipespec.Input;
import io.pipespec.PipelineTest;
import io.pipespec.UnderTest;
import java.util.List;
import java.util.Map;
import org.apache.beam.sdk.values.KV;
import org.apache.beam.sdk.values.PCollection;

@PipelineTest
class SuppliedMapTest {

  @UnderTest
  static PCollection<KV<String, Long>> counts(PCollection<KV<String, Long>> in) {
    return in;
  }

  @Input static final List<KV<String, Long>> in = List.of();

  static final Map<String, Long> EXPECTED = Map.of("a", 1L);

  @ExpectContains(from = "EXPECTED")
  void containsTheMap() {}

  @ExpectIncludes(from = "EXPECTED")
  void includesTheMap() {}
}
